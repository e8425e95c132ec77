// Orders a seller records by hand (a phone or in-person sale) and changes while they wait for
// payment. The customer is found by phone or created; prices, shipping and stock come from the
// store as at checkout, with the same locking discipline: the order row first (when there is
// one), then the offers in id order, and the stock taken by a conditional update on locked rows.
// A manual order has no purchase and no expiry: the seller moves it on once paid (or to
// processing for cash on delivery), and cancelling it gives the stock back (order-status.ts).
import { sql } from 'drizzle-orm'
import { ADDRESS_MESSAGES, normalizeAddress, normalizeMobile } from '#sdk/rules/address'
import type { components } from '#sdk/schema'
import type { Db } from '../../db/client'
import { isInt4, queryRows } from '../../db/rows'
import type { AddressCopy } from '../../db/schema'
import { conflict, HttpError, invalidField, notFound } from '../../lib/http-error'
import { findOrCreate } from '../auth/users'
import { noticeManualOrder } from '../notifications/order-notices'
import { lockOfferLines, mergeWanted, type OfferLine, recomputeTotals, sellingStore } from './order-lines'
import { ORDER_NOT_FOUND } from './order-reads'
import { STATUS_NAMES } from './order-status'
import { shippingQuote } from './shipping'
import { takeStock } from './stock'

type ManualCreate = components['schemas']['OrderManualCreate']
type Actor = components['schemas']['OrderActor']
type Status = components['schemas']['OrderStatus']

export const MANUAL_NOTE = 'ثبت دستی توسط فروشنده'
export const ITEM_NOT_FOUND = 'این قلم در سفارش یافت نشد'
export const LAST_ITEM = 'آخرین قلم سفارش را نمی‌توان حذف کرد؛ به جای آن سفارش را لغو کنید'
export const CUSTOMER_ORDER = 'اقلام سفارشی را که مشتری خودش ثبت کرده است نمی‌توان تغییر داد'
const COD_REFUSED = 'پرداخت در محل برای این فروشگاه فعال نیست'
const notPending = (status: Status) =>
  `سفارش «${STATUS_NAMES[status]}» است؛ اقلام را فقط تا پیش از پرداخت می‌توان تغییر داد`

/** The new order's id and the products whose offer sold its last unit (their summaries need a refresh). */
export interface Changed {
  orderId: number
  soldOut: number[]
}

export async function createManualOrder(tx: Db, input: ManualCreate, by: Actor): Promise<Changed> {
  const phone = normalizeMobile(input.customer_phone)
  if (!phone) throw invalidField('body.customer_phone', ADDRESS_MESSAGES.mobileInvalid)
  const address = addressCopy(input.address)
  const store = await sellingStore(tx, input.store_id)
  const quote = shippingQuote(store.shipping, input.shipping_method, address.city, store.name)
  if (input.payment_method === 'cod' && !store.shipping.cod_allowed) throw conflict(COD_REFUSED)
  const lines = await lockOfferLines(tx, store.id, mergeWanted(input.items))
  const { user } = await findOrCreate(tx, phone, input.customer_name)
  const soldOut = await takeStock(tx, lines)
  const subtotal = lines.reduce((sum, l) => sum + l.sellingPrice * l.quantity, 0)
  const [order] = await queryRows<{ id: number }>(
    tx,
    sql`insert into orders (store_id, user_id, status, shipping_method, shipping_fee, estimated_days_min,
        estimated_days_max, address, subtotal, discount_amount, total, payment_method, customer_note)
      values (${store.id}, ${user.id}, 'pending_payment', ${quote.method}, ${quote.fee}, ${quote.estimated_days_min},
        ${quote.estimated_days_max}, ${JSON.stringify(address)}::jsonb, ${subtotal}, 0, ${subtotal + quote.fee},
        ${input.payment_method}, ${input.note?.trim() || null})
      returning id`,
  )
  await insertItems(tx, order.id, lines)
  await tx.execute(sql`insert into order_status_events (order_id, status, note, by)
    values (${order.id}, 'pending_payment', ${MANUAL_NOTE}, ${by})`)
  if (by === 'admin') await noticeManualOrder(tx, order.id)
  return { orderId: order.id, soldOut }
}

/**
 * Adds an offer of the order's store (an offer already in it raises that line's quantity, at the
 * line's agreed price). The order row is locked first, so a concurrent move or change waits.
 */
export async function addOrderItem(
  tx: Db,
  orderId: number,
  item: { product_store_id: number; quantity?: number },
): Promise<Changed> {
  const order = await lockPendingOrder(tx, orderId)
  await sellingStore(tx, order.store_id)
  const [line] = await lockOfferLines(tx, order.store_id, mergeWanted([item]))
  const soldOut = await takeStock(tx, [line])
  const raised = await queryRows<{ id: number }>(
    tx,
    sql`update order_items set quantity = quantity + ${line.quantity}
      where id = (select min(id) from order_items where order_id = ${orderId} and offer_id = ${line.offerId})
      returning id`,
  )
  if (raised.length === 0) await insertItems(tx, orderId, [line])
  await recomputeTotals(tx, orderId)
  return { orderId, soldOut }
}

/** Removes a line and gives its stock back; the last line stays (the order is cancelled instead). */
export async function removeOrderItem(tx: Db, orderId: number, itemId: number): Promise<number[]> {
  await lockPendingOrder(tx, orderId)
  if (!isInt4(itemId)) throw notFound(ITEM_NOT_FOUND)
  const items = await queryRows<{ id: number; offer_id: number; quantity: number }>(
    tx,
    sql`select id, offer_id, quantity from order_items where order_id = ${orderId} order by id`,
  )
  const item = items.find((i) => i.id === itemId)
  if (!item) throw notFound(ITEM_NOT_FOUND)
  if (items.length === 1) throw conflict(LAST_ITEM)
  await tx.execute(sql`delete from order_items where id = ${itemId}`)
  const restored = await queryRows<{ product_id: number }>(
    tx,
    sql`update offers set stock = stock + ${item.quantity}, updated_at = now() where id = ${item.offer_id}
      returning product_id`,
  )
  await recomputeTotals(tx, orderId)
  return restored.map((r) => r.product_id)
}

async function lockPendingOrder(tx: Db, orderId: number) {
  const [order] = await queryRows<{ status: Status; store_id: number; purchase_id: number | null }>(
    tx,
    sql`select status, store_id, purchase_id from orders where id = ${orderId} for update`,
  )
  if (!order) throw notFound(ORDER_NOT_FOUND)
  if (order.status !== 'pending_payment') throw conflict(notPending(order.status))
  // A customer's own checkout is paid as one purchase at the amount it was placed with (perhaps at
  // the gateway right now): only the orders a seller recorded by hand change their items.
  if (order.purchase_id !== null) throw conflict(CUSTOMER_ORDER)
  return order
}

async function insertItems(tx: Db, orderId: number, lines: OfferLine[]): Promise<void> {
  const rows = lines.map((l) => ({
    offer_id: l.offerId,
    product_id: l.productId,
    product_slug: l.slug,
    name: l.name,
    image_url: l.imageUrl,
    quantity: l.quantity,
    unit_price: l.sellingPrice,
    original_unit_price: l.price,
  }))
  await tx.execute(sql`insert into order_items (order_id, offer_id, product_id, product_slug, name, image_url, quantity,
      unit_price, original_unit_price)
    select ${orderId}, y.offer_id, y.product_id, y.product_slug, y.name, y.image_url, y.quantity, y.unit_price,
      y.original_unit_price
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as y(offer_id int, product_id int, product_slug text,
      name text, image_url text, quantity int, unit_price bigint, original_unit_price bigint)`)
}

/** The address the body gives, by the shared address rules (422 naming the field in Persian). */
function addressCopy(input: ManualCreate['address']): AddressCopy {
  const result = normalizeAddress(input)
  if (!result.success) {
    const errors = Object.entries(result.errors).map(([field, message]) => ({
      field: `body.address.${field}`,
      message,
    }))
    throw new HttpError(422, errors[0]?.message ?? result.message, { errors })
  }
  const a = result.body
  return {
    receiver_name: a.receiver_name,
    receiver_phone: a.receiver_phone,
    province: a.province,
    city: a.city,
    address_line: a.address_line,
    plaque: a.plaque,
    unit: a.unit,
    postal_code: a.postal_code,
    latitude: null,
    longitude: null,
  }
}
