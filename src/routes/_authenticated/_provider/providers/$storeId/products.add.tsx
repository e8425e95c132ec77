import { createFileRoute } from '@tanstack/react-router'
import { ProviderPage } from '../../../../../features/providers/provider-page'

export const Route = createFileRoute('/_authenticated/_provider/providers/$storeId/products/add')({
  component: ProvidersByStoreIdProductsAddPage,
})

function ProvidersByStoreIdProductsAddPage() {
  const { storeId } = Route.useParams()
  return <ProviderPage page="products.add" storeId={storeId} />
}
