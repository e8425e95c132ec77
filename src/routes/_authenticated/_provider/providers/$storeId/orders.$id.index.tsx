import { createFileRoute } from '@tanstack/react-router'
import { SellerOrderPage } from '#features/providers/orders/seller-order-page'

// One order of the store: its details, history and status moves.
export const Route = createFileRoute('/_authenticated/_provider/providers/$storeId/orders/$id/')({
  component: ProvidersByStoreIdOrdersByIdPage,
})

function ProvidersByStoreIdOrdersByIdPage() {
  const { storeId, id } = Route.useParams()
  return <SellerOrderPage storeId={Number(storeId)} id={Number(id)} />
}
