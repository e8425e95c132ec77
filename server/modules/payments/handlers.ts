// payments.yaml: paying a purchase online and the gateway's way back.
import { defineHandlers, signedIn } from '../../contract/handlers'
import { originOf } from '../../lib/origin'
import { settlePayment, startPayment } from './payments'

export const paymentHandlers = defineHandlers({
  startPayment: {
    async handler(ctx) {
      const user = signedIn(ctx)
      const { db, payment } = ctx.app.deps
      const callback = `${originOf(ctx.req)}/api/v1/payments/callback`
      return startPayment(db, payment, user, ctx.params.purchase_id, callback)
    },
  },

  paymentCallback: {
    async handler(ctx) {
      const { db, payment } = ctx.app.deps
      const location = await settlePayment(db, payment, ctx.query.Authority, ctx.query.Status)
      return ctx.reply.redirect(location, 302) as never
    },
  },
})
