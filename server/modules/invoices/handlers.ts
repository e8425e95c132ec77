// invoices.yaml: the printable sales invoice of the customer's own order.
import { defineHandlers, signedIn } from '../../contract/handlers'
import { orderInvoice } from './invoice'

export const invoiceHandlers = defineHandlers({
  getOrderInvoice: {
    async handler(ctx) {
      const user = signedIn(ctx)
      return orderInvoice(ctx.app.deps.db, user.id, ctx.params.order_id)
    },
  },
})
