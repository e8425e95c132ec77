// Which orders and purchases a query reads, as typed filters. The SQL they become (conditions on
// the aliases o = orders and p = purchases that order-views' queries use) is written only here,
// so handlers and the access layer pass plain values and never know a table alias.
import { type SQL, sql } from 'drizzle-orm'
import type { components } from '#sdk/schema'
import { intArray } from '../../db/arrays'

export interface OrderFilter {
  /** One order */
  orderId?: number
  /** Orders placed by this customer */
  customerId?: number
  /** Orders of the stores this user owns */
  ownerId?: number
  storeId?: number
  purchaseIds?: number[]
  status?: components['schemas']['OrderStatus']
  /**
   * Only what the seller must act on: paid online orders, and cash-on-delivery orders nobody at the
   * store has taken up yet (a checkout puts them straight in processing; one recorded by hand waits
   * in pending_payment). Once the store moves a cash order it counts like an online one it moved.
   */
  needsAction?: boolean
  /** created_at >= createdFrom and < createdTo */
  createdFrom?: string
  createdTo?: string
  /** The order number, the customer's phone or name, or an item's name */
  search?: string
}

export interface PurchaseFilter {
  purchaseId?: number
  /** Purchases made by this customer */
  customerId?: number
}

/** The filter as a condition on the alias o (true when empty). */
export function orderWhere(f: OrderFilter): SQL {
  const term = f.search?.trim() ?? ''
  const parts = [
    f.orderId !== undefined ? sql`o.id = ${f.orderId}` : null,
    f.customerId !== undefined ? sql`o.user_id = ${f.customerId}` : null,
    f.ownerId !== undefined ? sql`o.store_id in (select id from stores where owner_id = ${f.ownerId})` : null,
    f.storeId !== undefined ? sql`o.store_id = ${f.storeId}` : null,
    f.purchaseIds !== undefined ? sql`o.purchase_id = any(${intArray(f.purchaseIds)})` : null,
    f.status ? sql`o.status = ${f.status}` : null,
    f.needsAction
      ? sql`(o.status = 'paid' or (o.payment_method = 'cod' and (o.status = 'pending_payment'
          or (o.status = 'processing' and not exists (select 1 from order_status_events e
            where e.order_id = o.id and e.status = 'processing' and e.by <> 'customer')))))`
      : null,
    f.createdFrom ? sql`o.created_at >= ${f.createdFrom}` : null,
    f.createdTo ? sql`o.created_at < ${f.createdTo}` : null,
    term
      ? sql`(o.id::text = ${term} or exists (select 1 from users u where u.id = o.user_id
          and (u.phone like ${`%${term}%`} or u.name ilike ${`%${term}%`}))
          or exists (select 1 from order_items i where i.order_id = o.id and i.name ilike ${`%${term}%`}))`
      : null,
  ].filter((w): w is SQL => w !== null)
  return parts.length ? sql.join(parts, sql` and `) : sql`true`
}

/** The filter as a condition on the alias p (true when empty). */
export function purchaseWhere(f: PurchaseFilter): SQL {
  const parts = [
    f.purchaseId !== undefined ? sql`p.id = ${f.purchaseId}` : null,
    f.customerId !== undefined ? sql`p.user_id = ${f.customerId}` : null,
  ].filter((w): w is SQL => w !== null)
  return parts.length ? sql.join(parts, sql` and `) : sql`true`
}
