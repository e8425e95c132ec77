// Returns as the API gives them, to the three audiences: the customer (its own), the store (its
// own) and admins (all). One query for the returns, one for their items and one for their
// timelines, whatever the page size.
import { type SQL, sql } from 'drizzle-orm'
import type { components } from '#sdk/schema'
import { intArray } from '../../db/arrays'
import type { Db } from '../../db/client'
import { isInt4, iso, queryRows } from '../../db/rows'
import type { ReturnPhoto, ReturnStatus } from '../../db/schema'
import { notFound } from '../../lib/http-error'

type Schemas = components['schemas']
export type OrderReturn = Schemas['OrderReturn']
type ReturnPage = Schemas['ReturnPage']

export const RETURN_NOT_FOUND = 'درخواست مرجوعی یافت نشد'

/** Whose returns a caller sees: a customer's, a store's, or (admins) every one. */
export type ReturnScope = { userId: number } | { storeId: number } | { all: true }

function scopeWhere(scope: ReturnScope): SQL {
  if ('userId' in scope) return sql`r.user_id = ${scope.userId}`
  if ('storeId' in scope) return sql`r.store_id = ${scope.storeId}`
  return sql`true`
}

interface ReturnRow {
  id: number
  order_id: number
  store_id: number
  store_name: string
  store_slug: string
  store_verified: boolean
  store_logo: string | null
  store_city: string | null
  customer_name: string | null
  status: ReturnStatus
  reason: Schemas['ReturnReason']
  description: string | null
  photos: ReturnPhoto[]
  tracking_code: string | null
  decision_note: string | null
  restocked: boolean
  refund_sheba: string | null
  refund_account_name: string | null
  refund_method: 'gateway' | 'sheba' | null
  refund_status: 'pending' | 'owed' | 'done' | null
  refund_total: number | null
  created_at: Date | string
  updated_at: Date | string
}

type ItemRow = Schemas['ReturnItem'] & { return_id: number }
type EventRow = Schemas['ReturnEvent'] & { return_id: number }

async function loadReturns(
  db: Db,
  where: SQL,
  hideAccount: boolean,
  page?: { skip: number; limit: number },
): Promise<OrderReturn[]> {
  const rows = await queryRows<ReturnRow>(
    db,
    sql`select r.id, r.order_id, r.store_id, s.name as store_name, s.slug as store_slug, s.verified as store_verified,
        s.logo_url as store_logo, s.city as store_city, u.name as customer_name, r.status, r.reason, r.description,
        r.photos, r.tracking_code, r.decision_note, r.restocked, r.refund_sheba, r.refund_account_name,
        f.method as refund_method, f.status as refund_status, f.amount as refund_total, r.created_at, r.updated_at
      from order_returns r
      join stores s on s.id = r.store_id
      join users u on u.id = r.user_id
      left join refunds f on f.return_id = r.id
      where ${where} order by r.id desc
      ${page ? sql`offset ${page.skip} limit ${page.limit}` : sql``}`,
  )
  if (rows.length === 0) return []
  // The customer's bank account is the platform's to pay (a refund by hand), not the store's to see.
  if (hideAccount) for (const r of rows) Object.assign(r, { refund_sheba: null, refund_account_name: null })
  const ids = intArray(rows.map((r) => r.id))
  const items = await queryRows<ItemRow>(
    db,
    sql`select ri.return_id, ri.order_item_id, i.product_id, i.product_slug, i.name, i.image_url, ri.quantity,
        i.quantity as bought, i.unit_price, ${refundAmount()} as refund_amount
      from return_items ri join order_items i on i.id = ri.order_item_id
      left join order_item_money m on m.order_item_id = i.id
      where ri.return_id = any(${ids}) order by ri.order_item_id`,
  )
  const events = await queryRows<EventRow>(
    db,
    sql`select return_id, status, by, note, at from return_events where return_id = any(${ids}) order by id`,
  )
  return rows.map((r) => toReturn(r, items, events))
}

/**
 * What the customer paid for `ri.quantity` of the item: its frozen price after the discount share,
 * by quantity (an item frozen before money existed falls back to its price).
 */
export function refundAmount(): SQL {
  return sql`(coalesce(m.gross - m.discount, i.unit_price::bigint * i.quantity) * ri.quantity / i.quantity)::bigint`
}

function toReturn(r: ReturnRow, items: ItemRow[], events: EventRow[]): OrderReturn {
  const mine = items.filter((i) => i.return_id === r.id).map(({ return_id: _, ...i }) => i)
  return {
    id: r.id,
    order_id: r.order_id,
    store: {
      id: r.store_id,
      name: r.store_name,
      slug: r.store_slug,
      verified: r.store_verified,
      logo_url: r.store_logo,
      city: r.store_city,
    },
    customer_name: r.customer_name,
    status: r.status,
    reason: r.reason,
    description: r.description,
    photos: r.photos.map((p) => ({ file_id: p.fileId, url: p.url })),
    tracking_code: r.tracking_code,
    decision_note: r.decision_note,
    restocked: r.restocked,
    refund_sheba: r.refund_sheba,
    refund_account_name: r.refund_account_name,
    items: mine,
    refund_amount: r.refund_total ?? mine.reduce((sum, i) => sum + i.refund_amount, 0),
    refund:
      r.refund_method && r.refund_status && r.refund_total !== null
        ? { method: r.refund_method, status: r.refund_status, amount: r.refund_total }
        : null,
    events: events
      .filter((e) => e.return_id === r.id)
      .map((e) => ({ status: e.status, by: e.by, note: e.note, at: iso(e.at) as string })),
    created_at: iso(r.created_at) as string,
    updated_at: iso(r.updated_at) as string,
  }
}

/** One return the scope sees (404 otherwise, someone else's included). */
export async function returnById(db: Db, scope: ReturnScope, id: number): Promise<OrderReturn> {
  if (!isInt4(id)) throw notFound(RETURN_NOT_FOUND)
  const [found] = await loadReturns(db, sql`r.id = ${id} and ${scopeWhere(scope)}`, 'storeId' in scope)
  if (!found) throw notFound(RETURN_NOT_FOUND)
  return found
}

/** A page of the scope's returns, newest first, optionally of one status. */
export async function listReturns(
  db: Db,
  scope: ReturnScope,
  query: { status?: ReturnStatus; skip?: number; limit?: number },
): Promise<ReturnPage> {
  const skip = query.skip ?? 0
  const limit = query.limit ?? 20
  const where = sql`${scopeWhere(scope)} ${query.status ? sql`and r.status = ${query.status}` : sql``}`
  const [{ n }] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from order_returns r where ${where}`)
  return { items: await loadReturns(db, where, 'storeId' in scope, { skip, limit }), total: n, skip, limit }
}
