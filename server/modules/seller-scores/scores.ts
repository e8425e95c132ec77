// Each store's score from its last 90 days (issue 32, decision 035): gathered from orders and
// their status history, the store's published reviews and (issue 30) its returns, weighed by
// formula.ts, kept in store_scores. The periodic jobs recompute every store about once an hour
// (plugins/sweeper.ts, on the leading process only); a store read before its first row gets one
// computed there and then. So a score is at most about an hour (plus a sweep) old.
import { type SQL, sql } from 'drizzle-orm'
import type { components } from '#sdk/schema'
import { intArray } from '../../db/arrays'
import type { Db } from '../../db/client'
import { iso, queryRows } from '../../db/rows'
import { notFound } from '../../lib/http-error'
import { STORE_NOT_FOUND } from '../access'
import { rates, type ScoreInputs, scoreOf, WINDOW_DAYS } from './formula'

export type SellerScore = components['schemas']['SellerScore']

type OrderCounts = { store_id: number; orders: number; due: number; on_time: number; seller_cancelled: number }
type RatingRow = { store_id: number; average: number; count: number }

/**
 * Per store, of the orders placed (paid, or taken as cash on delivery) in the window: how many,
 * how many are due to ship (shipped, or past the days the order's shipping method promised and
 * not cancelled), how many shipped within those days, how many the seller cancelled. An order's
 * clock starts when it was placed, and its promise is the estimated_days_max copied onto it at
 * checkout (orders/shipping.ts).
 */
function orderCountsSql(storeIds: SQL) {
  return sql`with o as (
      select o.store_id, o.status, make_interval(days => o.estimated_days_max) as promise,
        (select min(e.at) from order_status_events e
          where e.order_id = o.id and e.status in ('paid', 'processing')) as placed_at,
        (select min(e.at) from order_status_events e where e.order_id = o.id and e.status = 'shipped') as shipped_at,
        exists (select 1 from order_status_events e
          where e.order_id = o.id and e.status = 'cancelled' and e.by = 'store') as by_seller
      from orders o
      where o.store_id = any(${storeIds})
        -- an order is placed within days of its creation; this bound keeps old orders out cheaply
        and o.created_at > now() - make_interval(days => ${WINDOW_DAYS + 30})
    )
    select store_id, count(*)::int as orders,
      count(*) filter (where shipped_at is not null
        or (status <> 'cancelled' and now() > placed_at + promise))::int as due,
      count(*) filter (where shipped_at <= placed_at + promise)::int as on_time,
      count(*) filter (where by_seller)::int as seller_cancelled
    from o where placed_at > now() - make_interval(days => ${WINDOW_DAYS})
    group by store_id`
}

/**
 * Returns that were the seller's fault, per store: none yet. Issue 30 (returns) fills this seam
 * with its own table; until then the score says it has no return data and weighs the other parts.
 */
async function faultReturns(_db: Db, _storeIds: number[]): Promise<Map<number, { rate: number; count: number }>> {
  return new Map()
}

/** Recomputes and stores the scores of these stores (every live store when omitted). */
export async function computeStoreScores(db: Db, only?: number[]): Promise<void> {
  const ids =
    only ?? (await queryRows<{ id: number }>(db, sql`select id from stores where deleted_at is null`)).map((r) => r.id)
  if (ids.length === 0) return
  const storeIds = intArray(ids)
  const [orders, ratings, returns] = await Promise.all([
    queryRows<OrderCounts>(db, orderCountsSql(storeIds)),
    queryRows<RatingRow>(
      db,
      sql`select store_id, avg(rating)::float8 as average, count(*)::int as count from reviews
        where store_id = any(${storeIds}) and status = 'published'
          and created_at > now() - make_interval(days => ${WINDOW_DAYS})
        group by store_id`,
    ),
    faultReturns(db, ids),
  ])
  const byStore = new Map(orders.map((o) => [o.store_id, o]))
  const ratingOf = new Map(ratings.map((r) => [r.store_id, r]))
  const rows = ids.map((id) => {
    const o = byStore.get(id)
    const r = ratingOf.get(id)
    const inputs: ScoreInputs = {
      orders: o?.orders ?? 0,
      due: o?.due ?? 0,
      onTime: o?.on_time ?? 0,
      sellerCancelled: o?.seller_cancelled ?? 0,
      returns: returns.get(id) ?? null,
      ratingAverage: r?.average ?? null,
      ratingCount: r?.count ?? 0,
    }
    const part = rates(inputs)
    return {
      store_id: id,
      score: scoreOf(inputs),
      orders: inputs.orders,
      due: inputs.due,
      on_time: part.onTimeRate,
      cancel: part.sellerCancelRate,
      returns: part.returnRate,
      rating: inputs.ratingAverage,
      rating_count: inputs.ratingCount,
    }
  })
  await db.execute(sql`insert into store_scores (store_id, score, orders_90d, due_90d, on_time_rate, seller_cancel_rate,
      return_rate, rating_average, rating_count, computed_at)
    select x.store_id, x.score, x.orders, x.due, x.on_time, x.cancel, x.returns, x.rating, x.rating_count, now()
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(store_id int, score smallint, orders int,
      due int, on_time float8, cancel float8, returns float8, rating float8, rating_count int)
    join stores s on s.id = x.store_id
    on conflict (store_id) do update set score = excluded.score, orders_90d = excluded.orders_90d, due_90d = excluded.due_90d,
      on_time_rate = excluded.on_time_rate, seller_cancel_rate = excluded.seller_cancel_rate,
      return_rate = excluded.return_rate, rating_average = excluded.rating_average,
      rating_count = excluded.rating_count, computed_at = excluded.computed_at`)
}

type ScoreRow = {
  store_id: number
  verified: boolean
  score: number | null
  orders_90d: number | null
  due_90d: number | null
  on_time_rate: number | null
  seller_cancel_rate: number | null
  return_rate: number | null
  rating_average: number | null
  rating_count: number | null
  computed_at: Date | string | null
}

/** The store's kept score (computed first if it has none); 404 for a missing store, or an unverified one when `publicOnly`. */
export async function storeScore(db: Db, storeId: number, publicOnly: boolean): Promise<SellerScore> {
  const read = () =>
    queryRows<ScoreRow>(
      db,
      sql`select s.id as store_id, s.verified, sc.score, sc.orders_90d, sc.due_90d, sc.on_time_rate, sc.seller_cancel_rate,
          sc.return_rate, sc.rating_average, sc.rating_count, sc.computed_at
        from stores s left join store_scores sc on sc.store_id = s.id
        where s.id = ${storeId} and s.deleted_at is null`,
    )
  let [row] = await read()
  if (!row || (publicOnly && !row.verified)) throw notFound(STORE_NOT_FOUND)
  if (row.computed_at === null) {
    await computeStoreScores(db, [storeId])
    ;[row] = await read()
  }
  const orders = row.orders_90d ?? 0
  return {
    store_id: row.store_id,
    score: row.score,
    is_new: row.score === null,
    orders_90d: orders,
    // On time of the orders due to ship; cancellations of all the window's orders.
    on_time: { rate: row.on_time_rate, count: row.due_90d ?? 0 },
    seller_cancellations: { rate: row.seller_cancel_rate, count: orders },
    returns: { has_data: row.return_rate !== null, rate: row.return_rate, count: 0 },
    rating: { average: row.rating_average, count: row.rating_count ?? 0 },
    computed_at: iso(row.computed_at) as string,
  }
}
