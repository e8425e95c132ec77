// refunds.yaml: the customer cancelling an order (and its refund), giving the Sheba of a refund
// owed without one, and the admins' refunds desk.
import { defineHandlers, signedIn } from '../../contract/handlers'
import { orderScope } from '../access'
import { customerOrder } from '../orders/order-reads'
import { listRefunds, markRefundPaid } from './admin-refunds'
import { cancelOrder } from './cancel-order'
import { giveRefundSheba } from './refund-sheba'
import { withCancelInfo } from './refund-views'
import { sendRefund } from './run-refunds'

export const refundHandlers = defineHandlers({
  cancelPublicOrder: {
    async handler(ctx) {
      const user = signedIn(ctx)
      const { db, payment } = ctx.app.deps
      const id = ctx.params.order_id
      const refund = await cancelOrder(db, user.id, id, ctx.body, payment.refunds)
      // After the commit: ask the gateway now; if it cannot be reached the sweeper retries.
      await sendRefund(db, payment, refund)
      return withCancelInfo(db, await customerOrder(db, orderScope(user, 'customer'), id), payment.refunds)
    },
  },

  setOrderRefundSheba: {
    async handler(ctx) {
      const user = signedIn(ctx)
      const { db, payment } = ctx.app.deps
      const id = ctx.params.order_id
      await giveRefundSheba(db, user.id, id, ctx.body)
      return withCancelInfo(db, await customerOrder(db, orderScope(user, 'customer'), id), payment.refunds)
    },
  },

  listAdminRefunds: {
    roles: ['admin'],
    async handler(ctx) {
      return listRefunds(ctx.app.deps.db, ctx.query)
    },
  },

  markRefundPaid: {
    roles: ['admin'],
    async handler(ctx) {
      const user = signedIn(ctx)
      return markRefundPaid(ctx.app.deps.db, user.id, ctx.params.id, ctx.body.reference)
    },
  },
})
