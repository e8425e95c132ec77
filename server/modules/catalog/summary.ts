// Keeps products.best_* current: each product's cheapest available offer (in stock, on sale, in a
// verified store) priced after the best automatic discount that applies to it. Lists then filter
// and sort on the products table alone. Call after offers, stores or discounts change. Offers are
// priced by modules/pricing (offerPrices), as the cart and checkout price them.
import { sql } from 'drizzle-orm'
import { catalogChanged } from '../../db/caches'
import type { Db } from '../../db/client'
import { offerPrices, offerPricesSql, originalPriceSql, percentOffSql } from '../../modules/pricing'

/** Priced as in modules/pricing; still exported here for older callers. */
export { offerPricesSql }

/** Recomputes the summary of the given products, or of all when ids is omitted. */
export async function refreshProductSummaries(db: Db, ids?: number[]): Promise<void> {
  if (ids && ids.length === 0) return
  const idArray = ids ? sql.raw(`array[${ids.map(Number).join(',')}]::int[]`) : null
  const only = idArray ? sql`and p2.id = any(${idArray})` : sql``
  await db.execute(sql`
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
    update products p set
      best_offer_id = b.id,
      best_price = b.selling_price,
      best_original_price = ${originalPriceSql(sql`b.price`, sql`b.selling_price`)},
      discount_percent = ${percentOffSql(sql`b.price`, sql`b.selling_price`)},
      in_stock = b.id is not null,
      total_stock = coalesce(a.total_stock, 0),
      store_count = coalesce(a.store_count, 0)
    from products p2
    left join best b on b.product_id = p2.id
    left join agg a on a.product_id = p2.id
    where p2.id = p.id ${only}
      -- Only rows whose summary changes: an unchanged product is not rewritten (a rewritten row
      -- re-enters every index of products, its search trigrams included).
      and (p.best_offer_id, p.best_price, p.best_original_price, p.discount_percent, p.in_stock, p.total_stock,
        p.store_count) is distinct from (b.id, b.selling_price, ${originalPriceSql(sql`b.price`, sql`b.selling_price`)},
        ${percentOffSql(sql`b.price`, sql`b.selling_price`)}, b.id is not null, coalesce(a.total_stock, 0),
        coalesce(a.store_count, 0))
  `)
  // Lists, totals and facets cached (in every process) now describe the old prices and stock.
  await catalogChanged(db)
}
