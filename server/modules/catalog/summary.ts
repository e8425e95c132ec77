// Keeps each product's offer summary current: its cheapest available offer (in stock, on sale, in a
// verified store) priced after the best automatic discount that applies to it, its total stock and
// number of stores. Call after offers, stores or discounts change. Offers are priced by
// modules/pricing (offerPrices), as the cart and checkout price them.
//
// Decision 023: the summary lives in product_summaries (narrow, one index), which cards and pages
// show, so it is always written in the caller's transaction. products.best_* is the copy lists
// filter and sort on (its rows are wide and in ten indexes): copied at once, except for a large
// store-wide bulk change, whose copy follows right after the commit (summary-sync.ts).
import { type SQL, sql } from 'drizzle-orm'
import { intArray } from '../../db/arrays'
import { catalogChanged } from '../../db/caches'
import type { Db } from '../../db/client'
import { queryRows } from '../../db/rows'
import { offerPrices, offerPricesSql, originalPriceSql, percentOffSql } from '../pricing'
import { copySummaries, queueSummaries } from './summary-sync'

/** Priced as in modules/pricing; still exported here for older callers. */
export { offerPricesSql }

/** Above this many changed products the sort copy in products is brought up to date after the commit. */
export const COPY_AT_ONCE_LIMIT = 200

const COLUMNS = sql.raw(
  'best_offer_id, best_price, best_original_price, discount_percent, in_stock, total_stock, store_count',
)

/** The summaries of the products `only` selects (an SQL condition on p), as rows of COLUMNS. */
function freshSummaries(idArray: SQL | null): SQL {
  const only = idArray ? sql`p.id = any(${idArray})` : sql`true`
  return sql`
    with priced as (${idArray ? offerPrices(sql`o.product_id = any(${idArray})`) : offerPricesSql}),
    live as (
      select pr.* from priced pr join stores s on s.id = pr.store_id
      where s.verified and pr.is_available and pr.stock > 0
    ),
    best as (
      select distinct on (product_id) product_id, id, price, selling_price
      from live order by product_id, selling_price, stock desc, id
    ),
    agg as (
      select product_id, sum(stock)::int as total_stock, count(*)::int as store_count from live group by product_id
    )
    select p.id as product_id, b.id as best_offer_id, b.selling_price as best_price,
      ${originalPriceSql(sql`b.price`, sql`b.selling_price`)} as best_original_price,
      ${percentOffSql(sql`b.price`, sql`b.selling_price`)}::smallint as discount_percent,
      b.id is not null as in_stock, coalesce(a.total_stock, 0) as total_stock, coalesce(a.store_count, 0) as store_count
    from products p left join best b on b.product_id = p.id left join agg a on a.product_id = p.id
    where ${only}`
}

/**
 * Recomputes the summary of the given products, or of all when ids is omitted. With `deferCopy` (a
 * store-wide bulk change) more than COPY_AT_ONCE_LIMIT changed products get their sort copy after
 * the commit; otherwise (a seller's edit, a sale, the seed, a discount) it is copied at once.
 */
export async function refreshProductSummaries(
  db: Db,
  ids?: number[],
  options: { deferCopy?: boolean } = {},
): Promise<void> {
  if (ids && ids.length === 0) return
  const idArray = ids ? intArray(ids) : null
  // Only rows whose summary changes are written; products without a row yet get one.
  const changed = await queryRows<{ product_id: number }>(
    db,
    sql`with fresh as (${freshSummaries(idArray)}),
    updated as (
      update product_summaries s set (${COLUMNS}) = (f.best_offer_id, f.best_price, f.best_original_price,
        f.discount_percent, f.in_stock, f.total_stock, f.store_count)
      from fresh f where s.product_id = f.product_id and (s.best_offer_id, s.best_price, s.best_original_price,
        s.discount_percent, s.in_stock, s.total_stock, s.store_count) is distinct from (f.best_offer_id, f.best_price,
        f.best_original_price, f.discount_percent, f.in_stock, f.total_stock, f.store_count)
      returning s.product_id
    ),
    added as (
      insert into product_summaries (product_id, ${COLUMNS})
      select f.* from fresh f where not exists (select 1 from product_summaries s where s.product_id = f.product_id)
      on conflict (product_id) do nothing
      returning product_id
    )
    select product_id from updated union all select product_id from added`,
  )
  const changedIds = changed.map((r) => r.product_id)
  if (ids && options.deferCopy && changedIds.length > COPY_AT_ONCE_LIMIT) await queueSummaries(db, changedIds)
  else if (changedIds.length > 0) await copySummaries(db, changedIds)
  // Lists, totals and facets cached (in every process) now describe the old prices and stock (a
  // store's page prices its own offers, so even a change no summary shows empties them).
  await catalogChanged(db)
}
