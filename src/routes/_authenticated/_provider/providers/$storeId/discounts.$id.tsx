import { createFileRoute } from '@tanstack/react-router'
import { ProviderPage } from '../../../../../features/providers/provider-page'

export const Route = createFileRoute('/_authenticated/_provider/providers/$storeId/discounts/$id')({
  component: ProvidersByStoreIdDiscountsByIdPage,
})

function ProvidersByStoreIdDiscountsByIdPage() {
  const { storeId, id } = Route.useParams()
  return <ProviderPage page="discounts.edit" storeId={storeId} id={id} />
}
