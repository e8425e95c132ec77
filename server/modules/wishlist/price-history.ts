// A product's best price day by day (getPriceHistory), from every price its offers have had
// (offer_price_history, written by a trigger on offers). The product page shows the lowest of the
// last 30 days beside a discount, so a discount is honest, and a 90-day chart.
//
// Each price an offer had holds from when it was set until the next one; an offer counts on a day
// when one of its prices held during that day, while it was not deleted, in a store verified now.
// Stock is not kept over time: an offer off sale now counts until its last change (a sale that
// emptied it, or the seller taking it off sale), and one that is on sale counts throughout. Days
// are Tehran's, as the customer's calendar is.
import { sql } from 'drizzle-orm'
import type { components } from '#sdk/schema'
import type { Db } from '../../db/client'
import { isInt4, queryRows } from '../../db/rows'
import { notFound } from '../../lib/http-error'
import { PRODUCT_NOT_FOUND } from '../catalog/product-detail'
import { publicProductSql } from '../catalog/product-scope'

export type PriceHistory = components['schemas']['PriceHistory']

/** How far back the chart goes, and the window of the lowest price beside a discount. */
export const HISTORY_DAYS = 90
export const LOWEST_DAYS = 30

const ZONE = sql.raw(`'Asia/Tehran'`)

export async function priceHistory(db: Db, productId: number, now = new Date()): Promise<PriceHistory> {
  if (!isInt4(productId)) throw notFound(PRODUCT_NOT_FOUND)
  const [listed] = await queryRows<{ id: number }>(
    db,
    sql`select p.id from products p where p.id = ${productId} and ${publicProductSql}`,
  )
  if (!listed) throw notFound(PRODUCT_NOT_FOUND)
  const today = sql`(${now.toISOString()}::timestamptz at time zone ${ZONE})::date`
  const points = await queryRows<{ date: string; price: number | string; recent: boolean }>(
    db,
    sql`with spans as (
      select h.price, h.at as since,
        least(lead(h.at) over (partition by h.offer_id order by h.at, h.id), o.deleted_at,
          case when not (o.is_available and o.stock > 0) then o.updated_at end) as until
      from offer_price_history h
      join offers o on o.id = h.offer_id
      join stores s on s.id = o.store_id
      where h.product_id = ${productId} and s.verified
    ),
    days as (
      select d::date as day from generate_series(${today} - ${sql.raw(String(HISTORY_DAYS - 1))}, ${today}, interval '1 day') d
    )
    select to_char(d.day, 'YYYY-MM-DD') as date, min(sp.price) as price, d.day > ${today} - ${sql.raw(String(LOWEST_DAYS))} as recent
    from days d join spans sp
      on sp.since < ((d.day + 1)::timestamp at time zone ${ZONE})
      and (sp.until is null or sp.until > (d.day::timestamp at time zone ${ZONE}))
      and (sp.until is null or sp.until > sp.since)
    group by d.day order by d.day`,
  )
  const recent = points.filter((p) => p.recent).map((p) => Number(p.price))
  return {
    points: points.map((p) => ({ date: p.date, price: Number(p.price) })),
    lowest_30_days: recent.length ? Math.min(...recent) : null,
  }
}
