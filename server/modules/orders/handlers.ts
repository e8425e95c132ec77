// The customer's checkout, orders, purchases, payment and discount-code check.
import { sql } from 'drizzle-orm'
import { defineHandlers, signedIn } from '../../contract/handlers'
import { idempotent } from '../../db/idempotency'
import { allowHit, type RateLimit } from '../../db/rate-limit'
import { isInt4, queryRows } from '../../db/rows'
import { HttpError, notFound } from '../../lib/http-error'
import { originOf } from '../../plugins/seo'
import { refreshProductSummaries } from '../catalog/summary'
import { evaluateCode } from '../discounts/discount-code'
import { PURCHASE_NOT_FOUND, settlePayment, startPayment } from '../payments/payments'
import { cartLines, placeOrder } from './checkout'
import { expireDuePurchases } from './expiry'
import { loadOrders, loadPurchases } from './order-views'

const ORDER_NOT_FOUND = 'سفارش یافت نشد'
const CART_NOT_FOUND = 'سبد خرید یافت نشد'
const TOO_MANY_CODES = 'تعداد تلاش‌ها برای کد تخفیف زیاد است؛ چند دقیقه دیگر دوباره امتحان کنید'
/** Guessing codes: 20 checks per user in 10 minutes. */
const CODE_CHECKS: RateLimit = { name: 'discount-code', max: 20, windowMs: 10 * 60_000 }

export const publicOrderHandlers = defineHandlers({
  createPublicOrder: {
    async handler(ctx) {
      const user = signedIn(ctx)
      const { db, config } = ctx.app.deps
      let soldOut: number[] = []
      const purchase = await idempotent(
        db,
        { userId: user.id, key: ctx.headers['idempotency-key'], operation: 'createPublicOrder', request: ctx.body },
        async (tx) => {
          const placed = await placeOrder(tx, user, ctx.body, config.paymentTimeoutMinutes)
          soldOut = placed.soldOut
          return placed.purchase
        },
      )
      // Products whose last unit just sold leave the in-stock lists.
      if (soldOut.length) await refreshProductSummaries(db, soldOut)
      ctx.reply.code(201)
      return purchase
    },
  },

  listPublicOrders: {
    async handler(ctx) {
      const user = signedIn(ctx)
      const { skip = 0, limit = 20, status } = ctx.query
      const where = sql`o.user_id = ${user.id} ${status ? sql`and o.status = ${status}` : sql``}`
      await expireDuePurchases(ctx.app.deps.db, { userId: user.id })
      const items = await loadOrders(ctx.app.deps.db, where, { skip, limit })
      const [{ n }] = await queryRows<{ n: number }>(
        ctx.app.deps.db,
        sql`select count(*)::int as n from orders o where ${where}`,
      )
      return { items, total: n, skip, limit }
    },
  },

  getPublicOrder: {
    async handler(ctx) {
      const user = signedIn(ctx)
      const { db } = ctx.app.deps
      const id = ctx.params.order_id
      if (!isInt4(id)) throw notFound(ORDER_NOT_FOUND)
      const [owner] = await queryRows<{ purchase_id: number | null }>(
        db,
        sql`select purchase_id from orders where id = ${id} and user_id = ${user.id}`,
      )
      if (!owner) throw notFound(ORDER_NOT_FOUND)
      if (owner.purchase_id) await expireDuePurchases(db, { purchaseId: owner.purchase_id })
      const [order] = await loadOrders(db, sql`o.id = ${id}`)
      return order
    },
  },

  listPurchases: {
    async handler(ctx) {
      const user = signedIn(ctx)
      const { skip = 0, limit = 20 } = ctx.query
      const { db } = ctx.app.deps
      await expireDuePurchases(db, { userId: user.id })
      const items = await loadPurchases(db, sql`p.user_id = ${user.id}`, { skip, limit })
      const [{ n }] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from purchases where user_id = ${user.id}`,
      )
      return { items, total: n, skip, limit }
    },
  },

  getPurchase: {
    async handler(ctx) {
      const user = signedIn(ctx)
      const { db } = ctx.app.deps
      const id = ctx.params.purchase_id
      if (!isInt4(id)) throw notFound(PURCHASE_NOT_FOUND)
      await expireDuePurchases(db, { purchaseId: id })
      const [purchase] = await loadPurchases(db, sql`p.id = ${id} and p.user_id = ${user.id}`)
      if (!purchase) throw notFound(PURCHASE_NOT_FOUND)
      return purchase
    },
  },

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

  checkCartDiscount: {
    async handler(ctx) {
      const user = signedIn(ctx)
      const { db } = ctx.app.deps
      if (!isInt4(ctx.params.cart_id)) throw notFound(CART_NOT_FOUND)
      const [cart] = await queryRows<{ id: number }>(
        db,
        sql`select id from carts where id = ${ctx.params.cart_id} and user_id = ${user.id}`,
      )
      if (!cart) throw notFound(CART_NOT_FOUND)
      if (!(await allowHit(db, CODE_CHECKS, user.id))) throw new HttpError(429, TOO_MANY_CODES)
      const lines = (await cartLines(db, user.id))
        .filter((l) => l.live && l.stock >= l.quantity)
        .map((l) => ({ productId: l.productId, storeId: l.storeId, lineTotal: l.sellingPrice * l.quantity }))
      const total = lines.reduce((sum, l) => sum + l.lineTotal, 0)
      const result = await evaluateCode(db, user.id, ctx.query.discount_code, lines)
      return {
        applies: result.applies,
        code: result.code,
        discount_id: result.discountId,
        discount_amount: result.amount,
        total,
        payable: total - result.amount,
        reason: result.reason,
        message: result.message,
      }
    },
  },
})
