import { createFileRoute } from '@tanstack/react-router'
import { PackingSlipPage } from '#features/providers/orders/packing-slip-page'

// The order's packing slip, for the printer.
export const Route = createFileRoute('/_authenticated/_provider/providers/$storeId/orders/$id/print')({
  component: ProvidersByStoreIdOrdersByIdPrintPage,
})

function ProvidersByStoreIdOrdersByIdPrintPage() {
  const { storeId, id } = Route.useParams()
  return <PackingSlipPage storeId={Number(storeId)} id={Number(id)} />
}
