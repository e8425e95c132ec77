import { createFileRoute } from '@tanstack/react-router'
import { SellerOrdersPage } from '#features/providers/orders/seller-orders-page'
import { sellerOrdersSearchSchema } from '#features/providers/orders/seller-orders-search'

export const Route = createFileRoute('/_authenticated/_provider/providers/$storeId/orders/')({
  validateSearch: sellerOrdersSearchSchema,
  component: ProvidersByStoreIdOrdersPage,
})

function ProvidersByStoreIdOrdersPage() {
  const { storeId } = Route.useParams()
  return <SellerOrdersPage storeId={storeId} />
}
