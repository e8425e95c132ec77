// Reading orders for the two audiences: the customer (its own orders, PublicOrder) and the panels
// (Order, with the customer who placed it). The caller's scope comes from the access layer.
import { sql } from 'drizzle-orm'
import type { components } from '#sdk/schema'
import { intArray } from '../../db/arrays'
import type { Db } from '../../db/client'
import { isInt4, queryRows } from '../../db/rows'
import { notFound } from '../../lib/http-error'
import { PURCHASE_NOT_FOUND } from '../payments/payments'
import { expireDuePurchases } from './expiry'
import type { OrderFilter, PurchaseFilter } from './order-filters'
import {
  countOrders,
  countPurchases,
  loadOrders,
  loadPurchases,
  type Page,
  type PublicOrder,
  type Purchase,
  purchaseOfOrder,
} from './order-views'

type Order = components['schemas']['Order']
export const ORDER_NOT_FOUND = 'سفارش یافت نشد'

/** One order of the scope (404 for an id outside it), its purchase's expiry applied first. */
export async function customerOrder(db: Db, scope: OrderFilter, id: number): Promise<PublicOrder> {
  if (!isInt4(id)) throw notFound(ORDER_NOT_FOUND)
  const owner = await purchaseOfOrder(db, { ...scope, orderId: id })
  if (!owner) throw notFound(ORDER_NOT_FOUND)
  if (owner.purchaseId) await expireDuePurchases(db, { purchaseId: owner.purchaseId })
  const [order] = await loadOrders(db, { orderId: id })
  return order
}

/** A page of the customer's orders. */
export async function customerOrders(db: Db, customerId: number, filter: OrderFilter, page: Page) {
  await expireDuePurchases(db, { userId: customerId })
  const items = await loadOrders(db, filter, page)
  return { items, total: await countOrders(db, filter), ...page }
}

/** A page of orders as the panels list them. */
export async function panelOrders(db: Db, filter: OrderFilter, page: Page) {
  await expireDuePurchases(db)
  const items = await withCustomers(db, await loadOrders(db, filter, page))
  return { items, total: await countOrders(db, filter), ...page }
}

/** One order of the scope as the panels show it (404 outside the scope or the given store). */
export async function panelOrder(db: Db, scope: OrderFilter, id: number, storeId?: number): Promise<Order> {
  if (!isInt4(id) || (storeId !== undefined && !isInt4(storeId))) throw notFound(ORDER_NOT_FOUND)
  const filter = { ...scope, orderId: id, storeId: storeId || undefined }
  const [order] = await withCustomers(db, await loadOrders(db, filter))
  if (!order) throw notFound(ORDER_NOT_FOUND)
  return order
}

async function withCustomers(db: Db, orders: PublicOrder[]): Promise<Order[]> {
  if (orders.length === 0) return []
  const ids = intArray(orders.map((o) => o.id))
  const customers = await queryRows<{ order_id: number; id: number; name: string | null; phone: string }>(
    db,
    sql`select o.id as order_id, u.id, u.name, u.phone from orders o join users u on u.id = o.user_id where o.id = any(${ids})`,
  )
  return orders.map(({ payment_url: _, ...o }) => {
    const c = customers.find((x) => x.order_id === o.id)
    return { ...o, customer: { id: c?.id ?? 0, name: c?.name ?? null, phone: c?.phone ?? '' } }
  })
}

/** A page of the customer's purchases, each with its orders. */
export async function customerPurchases(db: Db, customerId: number, scope: PurchaseFilter, page: Page) {
  await expireDuePurchases(db, { userId: customerId })
  const items = await loadPurchases(db, scope, page)
  return { items, total: await countPurchases(db, scope), ...page }
}

/** One purchase of the scope (404 for another customer's). */
export async function customerPurchase(db: Db, scope: PurchaseFilter, id: number): Promise<Purchase> {
  if (!isInt4(id)) throw notFound(PURCHASE_NOT_FOUND)
  await expireDuePurchases(db, { purchaseId: id })
  const [purchase] = await loadPurchases(db, { ...scope, purchaseId: id })
  if (!purchase) throw notFound(PURCHASE_NOT_FOUND)
  return purchase
}
