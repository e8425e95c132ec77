// Discounts as homepages show them: live ones only (active, started, not ended, usage left, of a
// verified store or the platform), each with up to `limit` of its products - those linked to it,
// or for a store-wide discount (no links) that store's best sellers in stock. A store's discount
// names its store and prices its cards by that store's offers (not the marketplace's best price,
// whose badge may be another store's larger discount); one that needs a code or is for a customer
// group says so, since its cards' prices are not what everyone pays (issue 27 items 10 and 19).
import { sql } from 'drizzle-orm'
import type { components } from '#sdk/schema'
import type { Db } from '../../db/client'
import { iso, queryRows } from '../../db/rows'
import { cardsByIds } from '../catalog/product-cards'
import { anyInt, publicProductSql } from '../catalog/product-scope'
import { discountRunning } from '../pricing'

type HomepageDiscount = components['schemas']['HomepageDiscount']
type ProductSummary = components['schemas']['ProductSummary']

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
    sql`select d.id, d.name, d.type, d.value, d.max_amount, d.starts_at, d.ends_at, d.store_id,
        s.name as store_name, d.requires_code,
        exists (select 1 from discount_user_groups g where g.discount_id = d.id) as members_only
      from discounts d
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
  // Cards per pricing store: the discount's own store, else the homepage's (null: the best offer).
  const cardStore = (r: DiscountRow) => r.store_id ?? storeId
  const cards = new Map<number | null, Map<number, ProductSummary>>()
  for (const owner of new Set(rows.map(cardStore))) {
    const ids = picks.filter((p) => rows.some((r) => r.id === p.discount_id && cardStore(r) === owner))
    const list = await cardsByIds(db, [...new Set(ids.map((p) => p.product_id))], owner)
    cards.set(owner, new Map(list.map((c) => [c.id, c])))
  }
  const ordered = ids.flatMap((id) => rows.filter((r) => r.id === id))
  return ordered.map((r) => ({
    ...r,
    starts_at: iso(r.starts_at),
    ends_at: iso(r.ends_at),
    products: picks.flatMap((p) => {
      const card = p.discount_id === r.id ? cards.get(cardStore(r))?.get(p.product_id) : undefined
      return card ? [card] : []
    }),
  }))
}
