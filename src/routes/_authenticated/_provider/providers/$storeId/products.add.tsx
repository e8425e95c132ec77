import { createFileRoute } from '@tanstack/react-router'
import { ProductAddPage } from '#features/providers/products/product-add-page'

export const Route = createFileRoute('/_authenticated/_provider/providers/$storeId/products/add')({
  component: ProvidersByStoreIdProductsAddPage,
})

function ProvidersByStoreIdProductsAddPage() {
  const { storeId } = Route.useParams()
  return <ProductAddPage storeId={storeId} />
}
