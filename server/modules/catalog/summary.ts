// Keeps products.best_* current: each product's cheapest available offer (in stock, on sale, in a
// verified store) priced after the best automatic discount that applies to it. Lists then filter
// and sort on the products table alone. Call after offers, stores or discounts change.
import { type SQL, sql } from 'drizzle-orm'
import { catalogChanged } from '../../db/caches'
import type { Db } from '../../db/client'

/**
 * The selling price of every offer: price minus the largest automatic discount (no code
 * required, active, inside its window, usage left) linked to its product, or store-wide (a
 * discount of the offer's store with no product or bundle links); a store's discount only prices its
 * own offers. Percentages respect max_amount and are computed in bigint (prices × percent overflow int4).
 * (Postgres' least() ignores NULLs, hence the explicit no-discount branch.)
 * Minimum cart totals and user groups only apply at checkout, so such discounts are skipped here.
 */
export function offerPrices(where: SQL = sql`true`): SQL {
  return sql`
  select o.id, o.product_id, o.store_id, o.price, o.stock, o.is_available,
    greatest(0, o.price - coalesce(max(
      case when d.id is null then 0
        when d.type = 'percentage'
        then least(o.price::bigint * d.value / 100, coalesce(d.max_amount, o.price))
        else least(d.value, o.price) end), 0))::bigint as selling_price
  from offers o
  left join discounts d on d.is_active and not d.requires_code
    and (d.starts_at is null or d.starts_at <= now()) and (d.ends_at is null or d.ends_at > now())
    and (d.usage_limit is null or d.used_count < d.usage_limit)
    and d.min_cart_total is null
    and not exists (select 1 from discount_user_groups g where g.discount_id = d.id)
    and (
      ((d.store_id is null or d.store_id = o.store_id)
        and exists (select 1 from discount_products dp where dp.discount_id = d.id and dp.product_id = o.product_id))
      or (d.store_id = o.store_id
        and not exists (select 1 from discount_products dp2 where dp2.discount_id = d.id)
        and not exists (select 1 from discount_bundles db2 where db2.discount_id = d.id))
    )
  where ${where}
  group by o.id`
}

/** Every offer priced; filter inside with offerPrices(where) when only some offers are needed. */
export const offerPricesSql = offerPrices()

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
      best_original_price = case when b.selling_price < b.price then b.price end,
      discount_percent = case when b.selling_price < b.price and b.price > 0
        then greatest(1, round(100.0 * (b.price - b.selling_price) / b.price))::smallint end,
      in_stock = b.id is not null,
      total_stock = coalesce(a.total_stock, 0),
      store_count = coalesce(a.store_count, 0)
    from products p2
    left join best b on b.product_id = p2.id
    left join agg a on a.product_id = p2.id
    where p2.id = p.id ${only}
  `)
  // Lists, totals and facets cached (in every process) now describe the old prices and stock.
  await catalogChanged(db)
}
