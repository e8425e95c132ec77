import { createFileRoute } from '@tanstack/react-router'
import { ProductEditPage } from '#features/providers/products/product-edit-page'

export const Route = createFileRoute('/_authenticated/_provider/providers/$storeId/products/$id')({
  component: ProvidersByStoreIdProductsByIdPage,
})

function ProvidersByStoreIdProductsByIdPage() {
  const { storeId, id } = Route.useParams()
  return <ProductEditPage storeId={storeId} id={id} />
}
