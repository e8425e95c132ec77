// Checking a discount code against the customer's own cart before checkout: the cart must be the
// caller's (404 otherwise) and code guessing is rate limited per user.
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { allowHit, type RateLimit } from '../../db/rate-limit'
import { isInt4, queryRows } from '../../db/rows'
import { HttpError, notFound } from '../../lib/http-error'
import { cartLines } from '../orders/checkout'
import { evaluateCode } from './discount-code'

const CART_NOT_FOUND = 'سبد خرید یافت نشد'
const TOO_MANY_CODES = 'تعداد تلاش‌ها برای کد تخفیف زیاد است؛ چند دقیقه دیگر دوباره امتحان کنید'
/** Guessing codes: 20 checks per user in 10 minutes. */
const CODE_CHECKS: RateLimit = { name: 'discount-code', max: 20, windowMs: 10 * 60_000 }

/** The customer's cart, 404 for a cart of someone else (or none). */
export async function ownCart(db: Db, userId: number, cartId: number): Promise<{ id: number }> {
  if (!isInt4(cartId)) throw notFound(CART_NOT_FOUND)
  const [cart] = await queryRows<{ id: number }>(
    db,
    sql`select id from carts where id = ${cartId} and user_id = ${userId}`,
  )
  if (!cart) throw notFound(CART_NOT_FOUND)
  return cart
}

export async function checkCartCode(db: Db, userId: number, cartId: number, code: string) {
  await ownCart(db, userId, cartId)
  if (!(await allowHit(db, CODE_CHECKS, userId))) throw new HttpError(429, TOO_MANY_CODES)
  const lines = (await cartLines(db, cartId))
    .filter((l) => l.live && l.stock >= l.quantity)
    .map((l) => ({ productId: l.productId, storeId: l.storeId, lineTotal: l.sellingPrice * l.quantity }))
  const total = lines.reduce((sum, l) => sum + l.lineTotal, 0)
  const result = await evaluateCode(db, userId, code, lines)
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
}
