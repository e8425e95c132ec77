import { createFileRoute } from '@tanstack/react-router'
import { ProviderPage } from '../../../../../features/providers/provider-page'

export const Route = createFileRoute('/_authenticated/_provider/providers/$storeId/bundles/add')({
  component: ProvidersByStoreIdBundlesAddPage,
})

function ProvidersByStoreIdBundlesAddPage() {
  const { storeId } = Route.useParams()
  return <ProviderPage page="bundles.add" storeId={storeId} />
}
