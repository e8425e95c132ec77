// Orders and purchases as the API returns them: one query for the orders, one for their items
// and one for their status histories, whatever the page size.
import { sql } from 'drizzle-orm'
import type { components } from '#sdk/schema'
import { intArray } from '../../db/arrays'
import type { Db } from '../../db/client'
import { iso, queryRows } from '../../db/rows'
import type { AddressCopy } from '../../db/schema'
import { RETURN_WINDOW_DAYS } from '../finance/ledger'
import { type OrderFilter, orderWhere, type PurchaseFilter, purchaseWhere } from './order-filters'

type Schemas = components['schemas']
export type PublicOrder = Schemas['PublicOrder']
export type Purchase = Schemas['Purchase']

export interface OrderRow {
  id: number
  purchase_id: number | null
  store_id: number
  store_name: string
  store_slug: string
  store_verified: boolean
  store_logo: string | null
  store_city: string | null
  status: Schemas['OrderStatus']
  shipping_method: Schemas['ShippingMethod']
  shipping_fee: number
  estimated_days_min: number
  estimated_days_max: number
  tracking_code: string | null
  address: AddressCopy
  subtotal: number
  discount_amount: number
  total: number
  payment_method: Schemas['PaymentMethod']
  payment_status: Schemas['PaymentStatus']
  paid_at: Date | string | null
  payment_reference: string | null
  customer_note: string | null
  expires_at: Date | string | null
  created_at: Date | string
  updated_at: Date | string
}

/** The payment_url of a purchase still waiting for its online payment. */
export const paymentUrl = (purchaseId: number) => `/api/v1/payments/${purchaseId}/start`

export interface Page {
  skip: number
  limit: number
}

/** Orders matching the filter, newest first. */
export async function loadOrders(db: Db, filter: OrderFilter, page?: Page): Promise<PublicOrder[]> {
  const rows = await queryRows<OrderRow>(
    db,
    sql`select o.id, o.purchase_id, o.store_id, s.name as store_name, s.slug as store_slug,
        s.verified as store_verified, s.logo_url as store_logo, s.city as store_city, o.status,
        o.shipping_method, o.shipping_fee, o.estimated_days_min, o.estimated_days_max, o.tracking_code,
        o.address, o.subtotal, o.discount_amount, o.total, o.payment_method, o.payment_status, o.paid_at,
        o.payment_reference, o.customer_note, o.expires_at, o.created_at, o.updated_at
      from orders o join stores s on s.id = o.store_id
      where ${orderWhere(filter)} order by o.id desc
      ${page ? sql`offset ${page.skip} limit ${page.limit}` : sql``}`,
  )
  if (rows.length === 0) return []
  const ids = intArray(rows.map((r) => r.id))
  const items = await queryRows<ItemRow>(
    db,
    sql`select id, order_id, offer_id as product_store_id, product_id, product_slug, name, image_url, quantity,
        unit_price, original_unit_price, unit_price * quantity as total
      from order_items where order_id = any(${ids}) order by id`,
  )
  const events = await queryRows<EventRow>(
    db,
    sql`select order_id, status, note, at, by, received_at from order_status_events where order_id = any(${ids})
      order by id`,
  )
  return rows.map((r) => toPublicOrder(r, items, events))
}

export type ItemRow = Schemas['OrderItem'] & { order_id: number }
export interface EventRow {
  order_id: number
  status: Schemas['OrderStatus']
  note: string | null
  at: Date | string
  by: Schemas['OrderActor']
  received_at?: Date | string
}

/** One order as its customer sees it, from its row and (any superset of) items and events. */
export function toPublicOrder(r: OrderRow, items: ItemRow[], events: EventRow[]): PublicOrder {
  return {
    id: r.id,
    purchase_id: r.purchase_id,
    store_id: r.store_id,
    store: {
      id: r.store_id,
      name: r.store_name,
      slug: r.store_slug,
      verified: r.store_verified,
      logo_url: r.store_logo,
      city: r.store_city,
    },
    items: items.filter((i) => i.order_id === r.id).map(({ order_id: _, ...item }) => item),
    status: r.status,
    status_history: events
      .filter((e) => e.order_id === r.id)
      .map((e) => ({
        status: e.status,
        note: e.note,
        at: iso(e.at) as string,
        by: e.by,
        received_at: iso(e.received_at ?? e.at) as string,
      })),
    shipping: {
      method: r.shipping_method,
      fee: r.shipping_fee,
      estimated_days_min: r.estimated_days_min,
      estimated_days_max: r.estimated_days_max,
      tracking_code: r.tracking_code,
    },
    address: r.address,
    subtotal: r.subtotal,
    discount_amount: r.discount_amount,
    shipping_fee: r.shipping_fee,
    total: r.total,
    payment: {
      method: r.payment_method,
      status: r.payment_status,
      paid_at: iso(r.paid_at),
      reference: r.payment_reference,
    },
    payment_url:
      r.status === 'pending_payment' && r.payment_method === 'online' && r.purchase_id !== null
        ? paymentUrl(r.purchase_id)
        : null,
    customer_note: r.customer_note,
    expires_at: iso(r.expires_at),
    created_at: iso(r.created_at) as string,
    updated_at: iso(r.updated_at) as string,
    returnable_until: returnableUntil(r, events),
  }
}

/** Until when a return may be asked: RETURN_WINDOW_DAYS after delivery, while that is ahead. */
function returnableUntil(r: OrderRow, events: EventRow[]): string | null {
  if (r.status !== 'delivered') return null
  const delivered = events
    .filter((e) => e.order_id === r.id && e.status === 'delivered')
    .map((e) => Date.parse(iso(e.at) as string))
  if (delivered.length === 0) return null
  const until = Math.max(...delivered) + RETURN_WINDOW_DAYS * 86_400_000
  return until > Date.now() ? new Date(until).toISOString() : null
}

/** How many orders match the filter. */
export async function countOrders(db: Db, filter: OrderFilter): Promise<number> {
  const [{ n }] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from orders o where ${orderWhere(filter)}`,
  )
  return n
}

/** The purchase an order belongs to (null for none), or undefined when no order matches. */
export async function purchaseOfOrder(db: Db, filter: OrderFilter): Promise<{ purchaseId: number | null } | undefined> {
  const [row] = await queryRows<{ purchase_id: number | null }>(
    db,
    sql`select o.purchase_id from orders o where ${orderWhere(filter)} limit 1`,
  )
  return row && { purchaseId: row.purchase_id }
}

/** Purchases matching the filter, newest first, each with its orders. */
export async function loadPurchases(db: Db, filter: PurchaseFilter, page?: Page): Promise<Purchase[]> {
  const rows = await queryRows<PurchaseRow>(
    db,
    sql`select id, status, payment_method, total, discount_amount, discount_code, expires_at, created_at
      from purchases p where ${purchaseWhere(filter)} order by id desc
      ${page ? sql`offset ${page.skip} limit ${page.limit}` : sql``}`,
  )
  if (rows.length === 0) return []
  const orders = await loadOrders(db, { purchaseIds: rows.map((r) => r.id) })
  return rows.map((p) => toPurchase(p, orders))
}

export interface PurchaseRow {
  id: number
  status: Schemas['PurchaseStatus']
  payment_method: Schemas['PaymentMethod']
  total: number
  discount_amount: number
  discount_code: string | null
  expires_at: Date | string | null
  created_at: Date | string
}

/** A purchase with its orders (those of `orders` that belong to it, oldest first). */
export function toPurchase(p: PurchaseRow, orders: PublicOrder[]): Purchase {
  return {
    id: p.id,
    orders: orders.filter((o) => o.purchase_id === p.id).sort((a, b) => a.id - b.id),
    total: p.total,
    discount_amount: p.discount_amount,
    payable: p.total - p.discount_amount,
    discount_code: p.discount_code,
    payment_method: p.payment_method,
    payment_url: p.status === 'pending_payment' ? paymentUrl(p.id) : null,
    status: p.status,
    expires_at: iso(p.expires_at),
    created_at: iso(p.created_at) as string,
  }
}

/** How many purchases match the filter. */
export async function countPurchases(db: Db, filter: PurchaseFilter): Promise<number> {
  const [{ n }] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from purchases p where ${purchaseWhere(filter)}`,
  )
  return n
}
