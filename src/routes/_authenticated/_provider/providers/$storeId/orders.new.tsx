import { createFileRoute } from '@tanstack/react-router'
import { ManualOrderPage } from '#features/providers/orders/manual-order-page'

export const Route = createFileRoute('/_authenticated/_provider/providers/$storeId/orders/new')({
  component: ProvidersByStoreIdOrdersNewPage,
})

function ProvidersByStoreIdOrdersNewPage() {
  const { storeId } = Route.useParams()
  return <ManualOrderPage storeId={Number(storeId)} />
}
