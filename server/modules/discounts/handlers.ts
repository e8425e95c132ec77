// discounts.yaml: the customer's code check (the panels' discount operations still answer 501).
import { defineHandlers, signedIn } from '../../contract/handlers'
import { checkCartCode } from './cart-check'

export const discountHandlers = defineHandlers({
  checkCartDiscount: {
    async handler(ctx) {
      return checkCartCode(ctx.app.deps.db, signedIn(ctx).id, ctx.params.cart_id, ctx.query.discount_code)
    },
  },
})
