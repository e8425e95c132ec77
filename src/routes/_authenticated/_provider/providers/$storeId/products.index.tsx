import { createFileRoute } from '@tanstack/react-router'
import { SellerProductsPage } from '#features/providers/products/products-page'
import { sellerProductsSearchSchema } from '#features/providers/products/products-search'

export const Route = createFileRoute('/_authenticated/_provider/providers/$storeId/products/')({
  validateSearch: sellerProductsSearchSchema,
  component: ProvidersByStoreIdProductsPage,
})

function ProvidersByStoreIdProductsPage() {
  const { storeId } = Route.useParams()
  return <SellerProductsPage storeId={storeId} />
}
