import { createFileRoute } from '@tanstack/react-router'
import { DiscountEditPage } from '#features/providers/discounts/discount-pages'

export const Route = createFileRoute('/_authenticated/_provider/providers/$storeId/discounts/$id')({
  component: ProvidersByStoreIdDiscountsByIdPage,
})

function ProvidersByStoreIdDiscountsByIdPage() {
  const { storeId, id } = Route.useParams()
  return <DiscountEditPage storeId={storeId} id={id} />
}
