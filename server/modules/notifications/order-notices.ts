// An order's notices, written in the transaction of the change that causes them (outbox.ts):
// the store's owner hears of a new order when it is theirs to prepare (an online order once paid;
// cash on delivery at checkout, told by the delivery worker just after the purchase commits,
// decision 043); the customer hears what they did not do themselves: the payment landing, the
// parcel shipped (with its tracking code), delivered, or the order cancelled.
// A notice to a seller names the order's number, item count and total, never the customer.
import { type SQL, sql } from 'drizzle-orm'
import type { components } from '#sdk/schema'
import { intArray } from '../../db/arrays'
import type { Db } from '../../db/client'
import { preparedRows, queryRows } from '../../db/rows'
import { type Notice, notify } from './outbox'
import { links, no, ordersNamed, toman } from './wording'

type Status = components['schemas']['OrderStatus']
type Actor = components['schemas']['OrderActor']

export interface NewOrder {
  orderId: number
  storeId: number
  ownerId: number
  /** units on the order */
  items: number
  total: number
  /** paid (online, or marked paid), cash on delivery, or awaiting its payment (a manual order) */
  payment: 'paid' | 'cod' | 'unpaid'
}

const PAYMENT_SAID: Record<NewOrder['payment'], string> = {
  paid: 'پرداخت‌شده؛ آن را آماده کنید',
  cod: 'پرداخت در محل؛ آن را آماده کنید',
  unpaid: 'در انتظار پرداخت؛ پس از پرداخت آن را آماده کنید',
}

/** order_new: to the store's owner, when the order is theirs to prepare. */
export function newOrderNotice(o: NewOrder): Notice {
  return {
    userId: o.ownerId,
    event: 'order_new',
    cause: `order:${o.orderId}:new`,
    title: `سفارش جدید ${no(o.orderId)}`,
    body: `${no(o.items)} کالا، ${toman(o.total)}، ${PAYMENT_SAID[o.payment]}`,
    link: links.sellerOrder(o.storeId, o.orderId),
    storeId: o.storeId,
  }
}

interface OrderFacts {
  id: number
  user_id: number
  store_id: number
  owner_id: number
  total: number
  items: number
  was_paid: boolean
  payment_method: 'online' | 'cod'
  tracking_code: string | null
}

// Prepared (preparedRows): the worker reads the new orders' facts several times a second.
const facts = (tx: Db, which: SQL) =>
  preparedRows<OrderFacts>(
    tx,
    sql`select o.id, o.user_id, o.store_id, s.owner_id, o.total::float8 as total,
        (select coalesce(sum(i.quantity), 0)::int from order_items i where i.order_id = o.id) as items,
        (o.payment_method = 'online' and o.paid_at is not null) as was_paid, o.payment_method, o.tracking_code
      from orders o join stores s on s.id = o.store_id where ${which} order by o.id`,
  )

const asNew = (o: OrderFacts, payment: NewOrder['payment']): NewOrder => ({
  orderId: o.id,
  storeId: o.store_id,
  ownerId: o.owner_id,
  items: o.items,
  total: Number(o.total),
  payment,
})

/**
 * What a move of one order (order-status.ts moveOrder) tells, after its update. Moving to
 * processing tells no one: for cash on delivery the seller made it (a manual order) or checkout did.
 */
export async function noticeOrderMove(
  tx: Db,
  orderId: number,
  change: { status: Status; note?: string },
  by: Actor,
): Promise<void> {
  const { status } = change
  if (status !== 'paid' && status !== 'shipped' && status !== 'delivered' && status !== 'cancelled') return
  const [o] = await facts(tx, sql`o.id = ${orderId}`)
  if (!o) return
  // A customer who cancels their own order saw it happen on the page, with the refund it opened;
  // telling them again is noise (the refund's own notice follows when the money is back). The
  // store may be preparing it: its owner hears at once.
  if (status === 'cancelled' && by === 'customer') {
    const reason = change.note?.trim() ? `؛ دلیل: ${change.note.trim()}` : ''
    await notify(tx, [
      {
        userId: o.owner_id,
        event: 'order_withdrawn',
        cause: `order:${o.id}:withdrawn`,
        title: `سفارش ${no(o.id)} را مشتری لغو کرد`,
        body: `آن را ارسال نکنید${reason}`,
        link: links.sellerOrder(o.store_id, o.id),
        storeId: o.store_id,
      },
    ])
    return
  }
  const link = links.order(o.id)
  const notices: Notice[] = []
  const customer = (event: Notice['event'], title: string, body: string) =>
    notices.push({ userId: o.user_id, event, cause: `order:${o.id}:${status}`, title, body, link })
  if (status === 'paid') {
    customer(
      'order_paid',
      `پرداخت سفارش ${no(o.id)} ثبت شد`,
      `مبلغ ${toman(o.total)} دریافت شد؛ فروشنده سفارش را آماده می‌کند`,
    )
    // A seller who marked it paid knows; an admin's mark is news to the seller.
    if (by !== 'store') notices.push(newOrderNotice(asNew(o, 'paid')))
  } else if (status === 'shipped') {
    customer('order_shipped', `سفارش ${no(o.id)} ارسال شد`, `کد رهگیری مرسوله: ${o.tracking_code ?? ''}`)
  } else if (status === 'delivered') {
    customer(
      'order_delivered',
      `سفارش ${no(o.id)} تحویل شد`,
      'امیدواریم از خرید خود راضی باشید؛ نظرتان را دربارهٔ کالاها بنویسید',
    )
  } else {
    // The note is the history line the customer's order page shows too.
    const who = by === 'admin' ? 'پشتیبانی راسته' : 'فروشنده'
    const parts = [`${who} این سفارش را لغو کرد`]
    if (change.note?.trim()) parts.push(`دلیل: ${change.note.trim()}`)
    if (await shebaWanted(tx, o.id))
      parts.push('برای بازگرداندن مبلغ پرداخت‌شده، شماره شبای حساب خود را در صفحهٔ سفارش وارد کنید')
    else if (o.was_paid) parts.push('مبلغ پرداخت‌شده به شما بازگردانده می‌شود')
    customer('order_cancelled', `سفارش ${no(o.id)} لغو شد`, parts.join('؛ '))
  }
  await notify(tx, notices)
}

/** The order's cancel opened a refund owed by hand to a Sheba nobody has given yet (refunds/refund-sheba.ts). */
async function shebaWanted(tx: Db, orderId: number): Promise<boolean> {
  const [owed] = await queryRows<{ id: number }>(
    tx,
    sql`select id from refunds where order_id = ${orderId} and reason = 'cancel' and status = 'owed' and sheba is null`,
  )
  return owed !== undefined
}

/**
 * An order an admin recorded by hand for a store (manual-order.ts): news to the store's owner, who
 * must prepare it. (A seller's own manual order tells no one: they made it.)
 */
export async function noticeManualOrder(tx: Db, orderId: number): Promise<void> {
  const [o] = await facts(tx, sql`o.id = ${orderId}`)
  if (o) await notify(tx, [newOrderNotice(asNew(o, o.payment_method === 'cod' ? 'cod' : 'unpaid'))])
}

/**
 * A purchase paid at the gateway (payments.ts): each order's store owner hears of the new order,
 * and the customer gets one notice for the whole purchase (one payment, however many stores).
 */
export async function noticePurchasePaid(tx: Db, purchaseId: number, orderIds: number[]): Promise<void> {
  const orders = await facts(tx, sql`o.id = any(${intArray(orderIds)})`)
  if (!orders.length) return
  const total = orders.reduce((sum, o) => sum + Number(o.total), 0)
  const ids = orders.map((o) => o.id)
  await notify(tx, [
    ...orders.map((o) => newOrderNotice(asNew(o, 'paid'))),
    {
      userId: orders[0].user_id,
      event: 'order_paid',
      cause: `purchase:${purchaseId}:paid`,
      title: `پرداخت ${ordersNamed(ids)} انجام شد`,
      body: `مبلغ ${toman(total)} دریافت شد؛ ${orders.length > 1 ? 'فروشندگان سفارش‌ها را آماده می‌کنند' : 'فروشنده سفارش را آماده می‌کند'}`,
      link: links.order(ids[0]),
    },
  ])
}

/**
 * An unpaid purchase whose time ran out (expiry.ts). The customer hears it: they left the gateway,
 * or the payment failed, and may still believe the order stands; the notice says it is gone and
 * why, so they can order again. One notice for the purchase, as it was one payment.
 */
export async function noticePurchaseExpired(tx: Db, purchaseId: number): Promise<void> {
  const orders = await facts(tx, sql`o.purchase_id = ${purchaseId} and o.status = 'cancelled'`)
  if (!orders.length) return
  const ids = orders.map((o) => o.id)
  const named = ordersNamed(ids)
  await notify(tx, [
    {
      userId: orders[0].user_id,
      event: 'order_cancelled',
      cause: `purchase:${purchaseId}:expired`,
      title: `${named} لغو شد`,
      body: 'مهلت پرداخت به پایان رسید و پرداختی انجام نشد؛ اگر هنوز کالاها را می‌خواهید، دوباره سفارش دهید',
      link: links.order(ids[0]),
    },
  ])
}

/**
 * Cash-on-delivery orders placed at checkout, read by the delivery worker once committed
 * (new-order-watch.ts): each is news to its store's owner, who must prepare it. Answers the
 * notices; the worker writes them with its mark (notifyIf).
 */
export async function checkoutOrderNotices(db: Db, orderIds: number[]): Promise<Notice[]> {
  const orders = await facts(db, sql`o.id = any(${intArray(orderIds)})`)
  return orders.map((o) => newOrderNotice(asNew(o, 'cod')))
}
