import { createFileRoute } from '@tanstack/react-router'
import { InvoicePage } from '#features/orders/invoice-page'

// The order's sales invoice, for the customer's records and the printer.
export const Route = createFileRoute('/_public/_authenticated/orders/$id/invoice')({
  component: OrderInvoiceRoute,
})

function OrderInvoiceRoute() {
  const { id } = Route.useParams()
  return <InvoicePage id={Number(id)} />
}
