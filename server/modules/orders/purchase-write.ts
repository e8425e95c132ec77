// The last steps of placing an order (server/modules/orders/checkout.ts placeOrder): plan the
// purchase from the locked lines, write it in one statement, and answer with the purchase as GET
// shows it. Kept apart from the locking and checking steps so that each file reads in one go.
import { sql } from 'drizzle-orm'
import type { components } from '#sdk/schema'
import type { Db } from '../../db/client'
import { preparedRows } from '../../db/rows'
import type { AddressCopy, StoreShipping } from '../../db/schema'
import type { CodeResult } from '../discounts/discount-code'
import { type EventRow, type ItemRow, type OrderRow, type Purchase, toPublicOrder, toPurchase } from './order-views'
import type { shippingQuote } from './shipping'
import { type StockTake, stockUpdate, type Taken } from './stock'

type OrderCreate = components['schemas']['OrderCreate']
type OrderStatus = components['schemas']['OrderStatus']
type StoreSummary = components['schemas']['StoreSummary']
type Quote = ReturnType<typeof shippingQuote>

/** One cart line as checkout buys it: priced now, with its store's shipping settings. */
export interface CheckoutLine {
  offerId: number
  productId: number
  storeId: number
  storeName: string
  store: StoreSummary
  shipping: StoreShipping
  quantity: number
  price: number
  sellingPrice: number
  name: string
  slug: string
  imageUrl: string | null
  stock: number
  live: boolean
  /** the bundle this line is a share of (its sellingPrice is its part of the bundle's price), or null */
  bundleId: number | null
}

/** What will be written: the purchase's total, one order per store (its share of the code) and the items. */
export function planPurchase(
  lines: CheckoutLine[],
  shipping: Map<number, Quote>,
  code: CodeResult | null,
  input: OrderCreate,
  address: AddressCopy,
) {
  const online = input.payment_method === 'online'
  const subtotals = new Map<number, number>()
  for (const l of lines) subtotals.set(l.storeId, (subtotals.get(l.storeId) ?? 0) + l.sellingPrice * l.quantity)
  const total = [...subtotals.entries()].reduce((sum, [id, sub]) => sum + sub + (shipping.get(id)?.fee ?? 0), 0)
  const orders = [...shipping.entries()].map(([storeId, quote]) => {
    const subtotal = subtotals.get(storeId) ?? 0
    const discount = code?.shares.get(storeId) ?? 0
    return {
      store_id: storeId,
      shipping_method: quote.method,
      shipping_fee: quote.fee,
      dmin: quote.estimated_days_min,
      dmax: quote.estimated_days_max,
      subtotal,
      discount_amount: discount,
      total: subtotal - discount + quote.fee,
    }
  })
  const items = lines.map((l) => ({
    store_id: l.storeId,
    offer_id: l.offerId,
    product_id: l.productId,
    product_slug: l.slug,
    name: l.name,
    image_url: l.imageUrl,
    quantity: l.quantity,
    unit_price: l.sellingPrice,
    original_unit_price: l.price,
    bundle_id: l.bundleId,
  }))
  const events = online
    ? [{ ord: 0, status: 'pending_payment', note: null }]
    : [
        { ord: 0, status: 'pending_payment', note: null },
        { ord: 1, status: 'processing', note: 'پرداخت در محل' },
      ]
  return {
    online,
    paymentMethod: input.payment_method,
    total,
    code,
    address,
    note: input.note?.trim() || null,
    orders,
    items,
    events,
  }
}

type Plan = ReturnType<typeof planPurchase>

interface Written {
  purchase: { id: number; created_at: string; expires_at: string | null }
  orders: { id: number; store_id: number; created_at: string; updated_at: string; expires_at: string | null }[]
  items: Omit<ItemRow, 'total'>[]
  events: { id: number; order_id: number; status: OrderStatus; note: string | null; at: string }[]
  /** the offers whose stock was taken (stock.ts soldOut checks that every one was) */
  taken: Taken[]
}

/**
 * Write: one statement takes the stock, writes the purchase, its orders, their items and first
 * events and empties the cart; it returns what the answer needs, so nothing is read back. (A store's
 * owner hears of a new cash-on-delivery order from the delivery worker, which reads the committed
 * orders: new-order-watch.ts, decision 043.) (If the stock of an offer was not taken,
 * the caller refuses and the transaction takes it all back.)
 */
export async function writePurchase(
  tx: Db,
  userId: number,
  plan: Plan,
  stock: StockTake[],
  paymentTimeoutMinutes: number,
): Promise<Written> {
  const expiresAt = plan.online ? sql`now() + make_interval(mins => ${paymentTimeoutMinutes})` : sql`null::timestamptz`
  const [written] = await preparedRows<Written>(
    tx,
    sql`with s as (${stockUpdate(stock)}), p as (
        insert into purchases (user_id, status, payment_method, total, discount_amount, discount_id, discount_code_id,
          discount_code, expires_at)
        values (${userId}, ${plan.online ? 'pending_payment' : 'cash_on_delivery'}, ${plan.paymentMethod}, ${plan.total},
          ${plan.code?.amount ?? 0}, ${plan.code?.discountId ?? null}, ${plan.code?.codeId ?? null}, ${plan.code?.code ?? null}, ${expiresAt})
        returning id, created_at, expires_at
      ), o as (
        insert into orders (purchase_id, store_id, user_id, status, shipping_method, shipping_fee, estimated_days_min,
          estimated_days_max, address, subtotal, discount_amount, total, payment_method, customer_note, expires_at)
        select p.id, x.store_id, ${userId}, ${plan.online ? 'pending_payment' : 'processing'}, x.shipping_method,
          x.shipping_fee, x.dmin, x.dmax, ${JSON.stringify(plan.address)}::jsonb, x.subtotal, x.discount_amount, x.total,
          ${plan.paymentMethod}, ${plan.note}, p.expires_at
        from p, jsonb_to_recordset(${JSON.stringify(plan.orders)}::jsonb) as x(store_id int, shipping_method text,
          shipping_fee bigint, dmin int, dmax int, subtotal bigint, discount_amount bigint, total bigint)
        returning id, store_id, created_at, updated_at, expires_at
      ), i as (
        insert into order_items (order_id, offer_id, product_id, product_slug, name, image_url, quantity, unit_price,
          original_unit_price, bundle_id)
        select o.id, y.offer_id, y.product_id, y.product_slug, y.name, y.image_url, y.quantity, y.unit_price,
          y.original_unit_price, y.bundle_id
        from o join jsonb_to_recordset(${JSON.stringify(plan.items)}::jsonb) as y(store_id int, offer_id int, product_id int,
          product_slug text, name text, image_url text, quantity int, unit_price bigint, original_unit_price bigint,
          bundle_id int)
          on y.store_id = o.store_id
        returning id, order_id, offer_id as product_store_id, product_id, product_slug, name, image_url, quantity,
          unit_price, original_unit_price
      ), e as (
        insert into order_status_events (order_id, status, note, by)
        select o.id, z.status, z.note, 'customer'
        from o cross join jsonb_to_recordset(${JSON.stringify(plan.events)}::jsonb) as z(ord int, status text, note text)
        order by o.id, z.ord
        returning id, order_id, status, note, at
      ), emptied as (
        delete from cart_items where cart_id in (select id from carts where user_id = ${userId}) returning 1
      ), emptied_bundles as (
        delete from cart_bundles where cart_id in (select id from carts where user_id = ${userId}) returning 1
      )
      select (select row_to_json(p) from p) as purchase, (select json_agg(o) from o) as orders,
        (select json_agg(i) from i) as items, (select json_agg(e) from e) as events,
        (select coalesce(json_agg(s), '[]') from s) as taken,
        (select count(*) from emptied) + (select count(*) from emptied_bundles) as emptied`,
  )
  return written
}

/** Answer: the purchase as GET would show it, built from the plan and the written ids and times. */
export function answer(plan: Plan, written: Written, lines: CheckoutLine[]): Purchase {
  const storeOf = new Map(lines.map((l) => [l.storeId, l.store]))
  const orderRows: OrderRow[] = written.orders.map((o) => {
    const so = plan.orders.find((x) => x.store_id === o.store_id) as Plan['orders'][number]
    const store = storeOf.get(o.store_id) as StoreSummary
    return {
      id: o.id,
      purchase_id: written.purchase.id,
      store_id: o.store_id,
      store_name: store.name,
      store_slug: store.slug,
      store_verified: store.verified,
      store_logo: store.logo_url,
      store_city: store.city ?? null,
      status: plan.online ? 'pending_payment' : 'processing',
      shipping_method: so.shipping_method,
      shipping_fee: so.shipping_fee,
      estimated_days_min: so.dmin,
      estimated_days_max: so.dmax,
      tracking_code: null,
      address: plan.address,
      subtotal: so.subtotal,
      discount_amount: so.discount_amount,
      total: so.total,
      payment_method: plan.paymentMethod,
      payment_status: 'pending',
      paid_at: null,
      payment_reference: null,
      customer_note: plan.note,
      expires_at: o.expires_at,
      created_at: o.created_at,
      updated_at: o.updated_at,
    }
  })
  // Each written row says what it is: an offer may be on an order twice (an item line and a bundle's share).
  const itemRows: ItemRow[] = written.items
    .sort((a, b) => a.id - b.id)
    .map((row) => ({ ...row, total: row.unit_price * row.quantity }))
  const eventRows: EventRow[] = written.events
    .sort((a, b) => a.id - b.id)
    .map((e) => ({ ...e, by: 'customer' as const }))
  const orders = orderRows.map((r) => toPublicOrder(r, itemRows, eventRows))
  return toPurchase(
    {
      id: written.purchase.id,
      status: plan.online ? 'pending_payment' : 'cash_on_delivery',
      payment_method: plan.paymentMethod,
      total: plan.total,
      discount_amount: plan.code?.amount ?? 0,
      discount_code: plan.code?.code ?? null,
      expires_at: written.purchase.expires_at,
      created_at: written.purchase.created_at,
    },
    orders,
  )
}
