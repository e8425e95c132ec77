import { createFileRoute } from '@tanstack/react-router'
import { ProviderPage } from '../../../../../features/providers/provider-page'

export const Route = createFileRoute('/_authenticated/_provider/providers/$storeId/orders')({
  component: ProvidersByStoreIdOrdersPage,
})

function ProvidersByStoreIdOrdersPage() {
  const { storeId } = Route.useParams()
  return <ProviderPage page="orders" storeId={storeId} />
}
