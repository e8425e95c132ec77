// Discounts as homepages show them: live ones only (active, started, not ended, usage left, of a
// verified store or the platform), each with up to `limit` of its products - those linked to it,
// or for a store-wide discount (no links) that store's best sellers in stock.
import { sql } from 'drizzle-orm'
import type { components } from '../../../sdk/schema'
import type { Db } from '../../db/client'
import { iso, queryRows } from '../../db/rows'
import { discountRunning } from '../../modules/pricing'
import { cardsByIds } from '../catalog/product-cards'
import { anyInt, publicProductSql } from '../catalog/product-scope'

type HomepageDiscount = components['schemas']['HomepageDiscount']

type DiscountRow = Omit<HomepageDiscount, 'products' | 'starts_at' | 'ends_at'> & {
  starts_at: Date | string | null
  ends_at: Date | string | null
}

export async function discountsByIds(
  db: Db,
  ids: number[],
  limit: number,
  storeId: number | null,
): Promise<HomepageDiscount[]> {
  if (ids.length === 0) return []
  const owner = storeId === null ? sql`true` : sql`d.store_id = ${storeId}`
  const rows = await queryRows<DiscountRow>(
    db,
    sql`select d.id, d.name, d.type, d.value, d.max_amount, d.starts_at, d.ends_at, d.store_id from discounts d
      left join stores s on s.id = d.store_id
      where ${anyInt(sql`d.id`, ids)} and ${owner} and ${discountRunning}
        and (d.store_id is null or s.verified)`,
  )
  if (rows.length === 0) return []
  const live = rows.map((r) => r.id)
  // Per discount, its first `limit` products: linked ones, else the store's own (store-wide).
  const picks = await queryRows<{ discount_id: number; product_id: number }>(
    db,
    sql`select * from (select d.id as discount_id, x.product_id, x.rank from discounts d cross join lateral (
        select p.id as product_id, row_number() over (order by p.in_stock desc, p.sales_count desc, p.id desc) as rank
        from discount_products dp join products p on p.id = dp.product_id
        where dp.discount_id = d.id and ${publicProductSql}
        order by p.in_stock desc, p.sales_count desc, p.id desc limit ${limit}) x
      where ${anyInt(sql`d.id`, live)}
      union all
      select d.id, x.product_id, x.rank from discounts d cross join lateral (
        select o.product_id, row_number() over (order by p.sales_count desc, p.id desc) as rank from offers o join products p on p.id = o.product_id
        where o.store_id = d.store_id and o.is_available and o.stock > 0
        order by p.sales_count desc, p.id desc limit ${limit}) x
      where ${anyInt(sql`d.id`, live)} and d.store_id is not null
        and not exists (select 1 from discount_products dp where dp.discount_id = d.id)
        and not exists (select 1 from discount_bundles db where db.discount_id = d.id)) picked
      order by discount_id, rank`,
  )
  const cards = await cardsByIds(db, [...new Set(picks.map((p) => p.product_id))], storeId)
  const byId = new Map(cards.map((c) => [c.id, c]))
  const ordered = ids.flatMap((id) => rows.filter((r) => r.id === id))
  return ordered.map((r) => ({
    ...r,
    starts_at: iso(r.starts_at),
    ends_at: iso(r.ends_at),
    products: picks.flatMap((p) => {
      const card = p.discount_id === r.id ? byId.get(p.product_id) : undefined
      return card ? [card] : []
    }),
  }))
}
