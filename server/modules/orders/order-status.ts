// Moving an order along its flow (DESIGN.md): pending_payment → paid → processing → shipped →
// delivered, cash on delivery pending_payment → processing, and cancelled from the first three.
// Each move is a conditional update on the status it leaves, so two sellers pressing at once
// cannot both move it; each adds a line to the history. Cancelling gives the stock back and, when
// the order was paid, opens its refund in the same transaction (whoever cancels: the customer,
// the seller or an admin); the caller asks the gateway after the commit (sendRefund).
import { sql } from 'drizzle-orm'
import type { components } from '#sdk/schema'
import type { Db } from '../../db/client'
import { queryRows } from '../../db/rows'
import { inTransaction } from '../../db/transaction'
import { conflict, invalidField, notFound } from '../../lib/http-error'
import { recordAdminAction } from '../admin/audit'
import { refreshProductSummaries } from '../catalog/summary'
import { releaseCode } from '../discounts/discount-code'
import { freezeOrderMoney, postDelivery } from '../finance/ledger'
import { noticeOrderMove } from '../notifications/order-notices'
import { type OpenedRefund, openCancelRefund, type RefundTerms } from '../refunds/open-refund'
import { ORDER_NOT_FOUND } from './order-reads'

type Status = components['schemas']['OrderStatus']
type Actor = components['schemas']['OrderActor']

const NEXT: Record<Status, Status[]> = {
  pending_payment: ['paid', 'processing', 'cancelled'],
  paid: ['processing', 'cancelled'],
  processing: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
}

export const STATUS_NAMES: Record<Status, string> = {
  pending_payment: 'در انتظار پرداخت',
  paid: 'پرداخت‌شده',
  processing: 'در حال پردازش',
  shipped: 'ارسال‌شده',
  delivered: 'تحویل‌شده',
  cancelled: 'لغوشده',
}

export interface StatusChange {
  status: Status
  note?: string
  tracking_code?: string
  /** When the seller made the move (a move queued offline arrives later); bounded by actedAt() */
  acted_at?: string
}

/** How far back a move's own time is believed: a queued move lives at most this long (QUEUE_MAX_AGE). */
export const ACTED_AT_BOUND_DAYS = 7

/**
 * The time the history shows for a move: when the seller made it, by the server's clock — never in
 * the future, never more than ACTED_AT_BOUND_DAYS back, never before the order's previous move (the
 * history stays in order). Without a time it is the arrival.
 */
function actedAt(orderId: number, change: StatusChange) {
  const sent = change.acted_at ? Date.parse(change.acted_at) : Number.NaN
  if (change.acted_at !== undefined && Number.isNaN(sent))
    throw invalidField('body.acted_at', 'زمان انجام تغییر معتبر نیست')
  if (Number.isNaN(sent)) return sql`now()`
  return sql`greatest(least(${new Date(sent).toISOString()}::timestamptz, now()),
    now() - make_interval(days => ${ACTED_AT_BOUND_DAYS}),
    (select max(at) from order_status_events where order_id = ${orderId}))`
}

export function allowedMove(from: Status, to: Status, paymentMethod: 'online' | 'cod'): boolean {
  if (from === 'pending_payment' && to === 'processing') return paymentMethod === 'cod'
  return NEXT[from].includes(to)
}

const FLOW: Status[] = ['pending_payment', 'paid', 'processing', 'shipped', 'delivered']

/**
 * Why a move is refused. A move the order has already gone past (a queued offline move replayed
 * after someone else moved it on, or after it was cancelled) says so, so the seller knows nothing
 * is wrong with the order itself.
 */
export function refusal(from: Status, to: Status): string {
  const behind = FLOW.includes(to) && FLOW.indexOf(to) < FLOW.indexOf(from)
  if (from === 'cancelled' || behind)
    return `وضعیت این سفارش اکنون «${STATUS_NAMES[from]}» است و دیگر نمی‌توان آن را «${STATUS_NAMES[to]}» کرد`
  return `سفارش «${STATUS_NAMES[from]}» را نمی‌توان به «${STATUS_NAMES[to]}» برد`
}

interface Locked {
  status: Status
  payment_method: 'online' | 'cod'
  payment_status: string
  total: number
  purchase_id: number | null
}

/** A move made: the refund a cancel of a paid order opened (null otherwise). */
export interface Moved {
  refund: OpenedRefund | null
}

/**
 * Applies a move to an order the caller may act on; returns null when it was already there.
 * `refunds`: whether the gateway can refund, and the customer's Sheba when they cancel themselves.
 */
export async function moveOrder(
  db: Db,
  orderId: number,
  change: StatusChange,
  by: Actor,
  refunds: RefundTerms,
): Promise<Moved | null> {
  const moved = await inTransaction(db, async (tx) => {
    const [order] = await queryRows<Locked>(
      tx,
      sql`select status, payment_method, payment_status, total, purchase_id from orders where id = ${orderId} for update`,
    )
    if (!order) throw notFound(ORDER_NOT_FOUND)
    if (order.status === change.status) return null // setting the current status again is harmless
    if (!allowedMove(order.status, change.status, order.payment_method))
      throw conflict(refusal(order.status, change.status))
    if (change.status === 'shipped' && !change.tracking_code)
      throw invalidField('body.tracking_code', 'برای ارسال سفارش، کد رهگیری مرسوله را وارد کنید')

    const paid = change.status === 'paid'
    // Cash on delivery is paid at the door: the delivery records the payment.
    const collected = change.status === 'delivered' && order.payment_method === 'cod'
    const cancelled = change.status === 'cancelled'
    await tx.execute(sql`update orders set status = ${change.status}, updated_at = now(), expires_at = null
      ${change.tracking_code ? sql`, tracking_code = ${change.tracking_code}` : sql``}
      ${paid || collected ? sql`, payment_status = 'paid', paid_at = now()` : sql``}
      ${cancelled ? sql`, payment_status = case when payment_status = 'paid' then 'refunded' when payment_status = 'pending' then 'failed' else payment_status end` : sql``}
      where id = ${orderId}`)
    await tx.execute(sql`insert into order_status_events (order_id, status, note, by, at)
      values (${orderId}, ${change.status}, ${change.note?.trim() || null}, ${by}, ${actedAt(orderId, change)})`)
    if (order.purchase_id !== null) await settlePurchase(tx, order.purchase_id)
    if (paid) await freezeOrderMoney(tx, [orderId])
    if (change.status === 'delivered') await postDelivery(tx, orderId)
    if (!cancelled) {
      await noticeOrderMove(tx, orderId, change, by) // the customer (and on payment the seller) hears of it
      return { products: [], refund: null }
    }
    const restored = await queryRows<{ product_id: number }>(
      tx,
      sql`update offers o set stock = o.stock + x.q, updated_at = now()
        from (select offer_id, sum(quantity)::int as q from order_items where order_id = ${orderId} group by offer_id) x
        where o.id = x.offer_id returning o.product_id`,
    )
    const refund = await openCancelRefund(tx, { id: orderId, ...order }, refunds, by === 'customer')
    // After the refund: the customer's notice says whether it waits for their Sheba.
    await noticeOrderMove(tx, orderId, change, by)
    return { products: restored.map((r) => r.product_id), refund }
  })
  if (moved?.products.length) await refreshProductSummaries(db, moved.products)
  return moved && { refund: moved.refund }
}

/**
 * A purchase follows its orders: all cancelled → cancelled; all paid or beyond → paid. A code's
 * use is counted per purchase, so the purchase turning cancelled gives it back, once: the row is
 * locked first, so two of its orders cancelled at once by two sellers see each other's cancel
 * (each statement after the lock reads what the other committed) and exactly one turns it.
 */
async function settlePurchase(tx: Db, purchaseId: number): Promise<void> {
  const [before] = await queryRows<{ status: string; discount_code_id: number | null; discount_id: number | null }>(
    tx,
    sql`select status, discount_code_id, discount_id from purchases where id = ${purchaseId} for update`,
  )
  if (!before) return
  const [after] = await queryRows<{ status: string }>(
    tx,
    sql`update purchases p set
      status = case
        when not exists (select 1 from orders o where o.purchase_id = p.id and o.status <> 'cancelled') then 'cancelled'
        when p.status = 'pending_payment' and not exists (select 1 from orders o where o.purchase_id = p.id
          and o.status = 'pending_payment') then 'paid'
        else p.status end,
      expires_at = case when p.status = 'pending_payment' and exists (select 1 from orders o
          where o.purchase_id = p.id and o.status = 'pending_payment') then p.expires_at else null end
    where p.id = ${purchaseId} returning p.status`,
  )
  if (before.status !== 'cancelled' && after.status === 'cancelled')
    await releaseCode(tx, before.discount_code_id, before.discount_id)
}

/** An admin's move in the admin audit log: who moved which order to what, with the note. */
export async function recordOrderMove(tx: Db, adminId: number, orderId: number, change: StatusChange): Promise<void> {
  await recordAdminAction(tx, adminId, {
    action: 'order.status',
    targetType: 'order',
    targetId: orderId,
    note: change.note,
    details: { status: change.status, ...(change.tracking_code ? { tracking_code: change.tracking_code } : {}) },
  })
}
