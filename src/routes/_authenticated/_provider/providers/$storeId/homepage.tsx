import { createFileRoute } from '@tanstack/react-router'
import { ProviderPage } from '../../../../../features/providers/provider-page'

export const Route = createFileRoute('/_authenticated/_provider/providers/$storeId/homepage')({
  component: ProvidersByStoreIdHomepagePage,
})

function ProvidersByStoreIdHomepagePage() {
  const { storeId } = Route.useParams()
  return <ProviderPage page="homepage" storeId={storeId} />
}
