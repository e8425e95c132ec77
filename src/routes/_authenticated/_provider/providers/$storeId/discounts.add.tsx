import { createFileRoute } from '@tanstack/react-router'
import { DiscountAddPage } from '#features/providers/discounts/discount-pages'

export const Route = createFileRoute('/_authenticated/_provider/providers/$storeId/discounts/add')({
  component: ProvidersByStoreIdDiscountsAddPage,
})

function ProvidersByStoreIdDiscountsAddPage() {
  const { storeId } = Route.useParams()
  return <DiscountAddPage storeId={storeId} />
}
