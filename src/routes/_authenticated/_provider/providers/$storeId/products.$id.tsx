import { createFileRoute } from '@tanstack/react-router'
import { ProviderPage } from '../../../../../features/providers/provider-page'

export const Route = createFileRoute('/_authenticated/_provider/providers/$storeId/products/$id')({
  component: ProvidersByStoreIdProductsByIdPage,
})

function ProvidersByStoreIdProductsByIdPage() {
  const { storeId, id } = Route.useParams()
  return <ProviderPage page="products.edit" storeId={storeId} id={id} />
}
