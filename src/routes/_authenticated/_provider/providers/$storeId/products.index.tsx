import { createFileRoute } from '@tanstack/react-router'
import { ProviderPage } from '../../../../../features/providers/provider-page'

export const Route = createFileRoute('/_authenticated/_provider/providers/$storeId/products/')({
  component: ProvidersByStoreIdProductsPage,
})

function ProvidersByStoreIdProductsPage() {
  const { storeId } = Route.useParams()
  return <ProviderPage page="products.list" storeId={storeId} />
}
