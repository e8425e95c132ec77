// Paying a purchase: open an attempt at the gateway, then settle it when the gateway sends the
// customer back. A purchase becomes paid only after the gateway verifies the attempt for the
// purchase's own amount, and only once: every change is a conditional update on 'pending'.
import { and, eq, sql } from 'drizzle-orm'
import { GatewayError, type PaymentGateway } from '../../adapters/payment'
import { intArray } from '../../db/arrays'
import type { Db } from '../../db/client'
import { isInt4, queryRows } from '../../db/rows'
import { payments, purchases } from '../../db/schema'
import { inTransaction } from '../../db/transaction'
import { conflict, HttpError, notFound } from '../../lib/http-error'
import { freezeOrderMoney } from '../finance/ledger'
import { noticePurchasePaid } from '../notifications/order-notices'
import { expireDuePurchases } from '../orders/expiry'

export const PURCHASE_NOT_FOUND = 'سفارش یافت نشد'
const NOT_PAYABLE = 'این سفارش در انتظار پرداخت نیست'
const PAID_NOTE = 'پرداخت موفق'
const GATEWAY_DOWN = 'درگاه پرداخت در دسترس نیست؛ چند دقیقه دیگر دوباره تلاش کنید'

export async function startPayment(
  db: Db,
  gateway: PaymentGateway,
  user: { id: number; phone: string },
  purchaseId: number,
  callbackUrl: string,
) {
  if (!isInt4(purchaseId)) throw notFound(PURCHASE_NOT_FOUND)
  await expireDuePurchases(db, { purchaseId })
  const [purchase] = await db
    .select()
    .from(purchases)
    .where(and(eq(purchases.id, purchaseId), eq(purchases.userId, user.id)))
  if (!purchase) throw notFound(PURCHASE_NOT_FOUND)
  if (purchase.status !== 'pending_payment' || purchase.paymentMethod !== 'online') throw conflict(NOT_PAYABLE)
  const amount = purchase.total - purchase.discountAmount
  // The customer knows the orders' numbers (one per store), never the purchase's: name those.
  const orders = await queryRows<{ id: number }>(
    db,
    sql`select id from orders where purchase_id = ${purchaseId} order by id`,
  )
  const attempt = await gateway
    .request({ amount, callbackUrl, description: paymentDescription(orders.map((o) => o.id)), mobile: user.phone })
    .catch((error) => {
      if (error instanceof GatewayError) throw new HttpError(503, GATEWAY_DOWN)
      throw error
    })
  await db.insert(payments).values({ purchaseId, gateway: gateway.name, authority: attempt.authority, amount })
  return { redirect_url: attempt.redirectUrl, gateway: gateway.name, amount }
}

/** «پرداخت سفارش ۱۲ در راسته», or «پرداخت سفارش‌های ۱۲، ۱۳ و ۱۴ در راسته» for a purchase from several stores. */
export function paymentDescription(orderIds: number[]): string {
  if (orderIds.length <= 1) return `پرداخت سفارش ${orderIds[0] ?? ''} در راسته`
  const ids = orderIds.map(String)
  return `پرداخت سفارش‌های ${ids.slice(0, -1).join('، ')} و ${ids[ids.length - 1]} در راسته`
}

/** Settles the attempt the gateway names; returns where to send the customer. */
export async function settlePayment(db: Db, gateway: PaymentGateway, authority: string, status: 'OK' | 'NOK') {
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.gateway, gateway.name), eq(payments.authority, authority)))
  if (!payment) return '/'
  const page = async (ok: boolean) => {
    const [first] = await queryRows<{ id: number }>(
      db,
      sql`select id from orders where purchase_id = ${payment.purchaseId} order by id limit 1`,
    )
    return `/orders/${first?.id ?? ''}/status?payment=${ok ? 'success' : 'failed'}`
  }
  // A replayed callback changes nothing: the attempt was settled already.
  if (payment.status !== 'pending') return page(payment.status === 'paid')
  // An unreachable gateway leaves the attempt pending: a later callback or a retry settles it.
  let verified: { ok: boolean; reference: string | null } = { ok: false, reference: null }
  if (status === 'OK') {
    try {
      verified = await gateway.verify(authority, payment.amount)
    } catch (error) {
      if (error instanceof GatewayError) return page(false)
      throw error
    }
  }
  if (!verified.ok) {
    await db
      .update(payments)
      .set({ status: 'failed', verifiedAt: sql`now()` as unknown as Date })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')))
    return page(false)
  }
  const settled = await inTransaction(db, async (tx) => {
    const [mine] = await queryRows<{ id: number }>(
      tx,
      sql`update payments set status = 'paid', reference = ${verified.reference}, verified_at = now()
        where id = ${payment.id} and status = 'pending' returning id`,
    )
    if (!mine) return null
    const [purchase] = await queryRows<{ id: number }>(
      tx,
      sql`update purchases set status = 'paid', expires_at = null
        where id = ${payment.purchaseId} and status = 'pending_payment' returning id`,
    )
    if (!purchase) {
      // Paid after the purchase expired or was paid by another attempt: the money goes back.
      await tx.execute(sql`update payments set status = 'refunded' where id = ${payment.id}`)
      return false
    }
    const orders = await queryRows<{ id: number }>(
      tx,
      sql`update orders set status = 'paid', payment_status = 'paid', paid_at = now(),
          payment_reference = ${verified.reference}, expires_at = null, updated_at = now()
        where purchase_id = ${payment.purchaseId} and status = 'pending_payment' returning id`,
    )
    await freezeOrderMoney(
      tx,
      orders.map((o) => o.id),
    )
    const ids = intArray(orders.map((o) => o.id))
    await tx.execute(sql`insert into order_status_events (order_id, status, note, by)
      select id, 'paid', ${PAID_NOTE}, 'system' from unnest(${ids}) as id where id > 0`)
    await tx.execute(sql`update offers o set sales_count = o.sales_count + x.q
      from (select offer_id, sum(quantity)::int as q from order_items where order_id = any(${ids}) group by offer_id) x
      where o.id = x.offer_id`)
    // Each store's owner hears of the new order, the customer of the payment.
    await noticePurchasePaid(
      tx,
      payment.purchaseId,
      orders.map((o) => o.id),
    )
    return true
  })
  if (settled === null) {
    const [now] = await db.select({ status: payments.status }).from(payments).where(eq(payments.id, payment.id))
    return page(now?.status === 'paid')
  }
  return page(settled)
}
