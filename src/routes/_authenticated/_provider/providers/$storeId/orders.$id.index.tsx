import { createFileRoute } from '@tanstack/react-router'
import { ProviderPage } from '../../../../../features/providers/provider-page'

// The order the seller orders list links to; its page comes with the orders panel's issue.
export const Route = createFileRoute('/_authenticated/_provider/providers/$storeId/orders/$id/')({
  component: ProvidersByStoreIdOrdersByIdPage,
})

function ProvidersByStoreIdOrdersByIdPage() {
  const { storeId, id } = Route.useParams()
  return <ProviderPage page="orders.detail" storeId={storeId} id={id} />
}
