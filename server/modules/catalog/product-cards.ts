// Product cards (ProductSummary): one query wraps the page's product rows with their brand,
// category, best offer's store, display image and kept rating (product_ratings, issue 32), so a
// page of 20 costs no extra round trips.
import { type SQL, sql } from 'drizzle-orm'
import type { components } from '#sdk/schema'
import { intArray } from '../../db/arrays'
import type { Db } from '../../db/client'
import { firstImageUrl } from '../../db/projections'
import { queryRows } from '../../db/rows'
import { originalPriceSql, percentOffSql, storeOfferPrices } from '../pricing'
import { cardRatingColumns, ratingAverage } from '../reviews/ratings'
import { publicProductSql } from './product-scope'

export type ProductSummary = components['schemas']['ProductSummary']

/** The columns the wrapped query must give for each product (alias p, and so in store mode). */
export function cardColumns(storeMode: boolean): SQL {
  if (!storeMode) {
    return sql`p.id, p.slug, p.name_fa, p.name_en, p.category_id, p.brand_id, p.best_price as price,
      p.best_original_price as original_price, p.discount_percent::int as discount_percent,
      p.in_stock as is_available, p.best_offer_id as product_store_id, true as _summary`
  }
  // Priced by the chosen store's own offer, the way summary.ts prices the best offer.
  return sql`p.id, p.slug, p.name_fa, p.name_en, p.category_id, p.brand_id, so.selling_price as price,
    ${originalPriceSql(sql`so.price`, sql`so.selling_price`)} as original_price,
    ${percentOffSql(sql`so.price`, sql`so.selling_price`)} as discount_percent,
    (so.is_available and so.stock > 0) as is_available, so.id as product_store_id, false as _summary`
}

/**
 * A card shows the product's summary from product_summaries (decision 023): products.best_* only
 * chose and ordered the rows, and after a large batch of price changes it follows a moment later.
 */
const fresh = (column: string, from: string) =>
  sql.raw(`case when c._summary and ps.product_id is not null then ps.${from} else c.${column} end as ${column}`)
const cardValues = sql.join(
  [
    fresh('price', 'best_price'),
    fresh('original_price', 'best_original_price'),
    sql.raw(
      'case when c._summary and ps.product_id is not null then ps.discount_percent::int else c.discount_percent end as discount_percent',
    ),
    fresh('is_available', 'in_stock'),
    fresh('product_store_id', 'best_offer_id'),
  ],
  sql`, `,
)

type CardRow = {
  id: number
  slug: string
  name_fa: string
  name_en: string | null
  category_id: number
  cat_slug: string
  cat_name_fa: string
  cat_parent_id: number | null
  brand_id: number | null
  brand_slug: string | null
  brand_name_fa: string | null
  brand_name_en: string | null
  price: number | null
  original_price: number | null
  discount_percent: number | null
  is_available: boolean
  product_store_id: number | null
  store_id: number | null
  image_url: string | null
  rating_sum: number
  rating_count: number
}

/**
 * Cards for the rows of `inner` (a query giving cardColumns plus any sort keys), in the order of
 * `outerOrder`, which may name the inner query's columns as c.<alias>.
 */
export async function loadCards(db: Db, inner: SQL, outerOrder: SQL): Promise<ProductSummary[]> {
  const rows = await queryRows<CardRow>(
    db,
    sql`select c.id, c.slug, c.name_fa, c.name_en, c.category_id, c.brand_id, ${cardValues},
      cat.slug as cat_slug, cat.name_fa as cat_name_fa, cat.parent_id as cat_parent_id,
      b.slug as brand_slug, b.name_fa as brand_name_fa, b.name_en as brand_name_en, bo.store_id,
      ${firstImageUrl(sql`c.id`)} as image_url, ${cardRatingColumns}
    from (${inner}) c
    left join product_summaries ps on c._summary and ps.product_id = c.id
    join categories cat on cat.id = c.category_id
    left join brands b on b.id = c.brand_id
    left join product_ratings pr on pr.product_id = c.id
    left join offers bo on bo.id = (case when c._summary and ps.product_id is not null then ps.best_offer_id
      else c.product_store_id end)
    order by ${outerOrder}`,
  )
  return rows.map(toSummary)
}

function toSummary(r: CardRow): ProductSummary {
  return {
    id: r.id,
    slug: r.slug,
    name_fa: r.name_fa,
    name_en: r.name_en,
    image_url: r.image_url,
    brand:
      r.brand_id === null
        ? null
        : { id: r.brand_id, slug: r.brand_slug ?? '', name_fa: r.brand_name_fa ?? '', name_en: r.brand_name_en ?? '' },
    category: { id: r.category_id, slug: r.cat_slug, name_fa: r.cat_name_fa, parent_id: r.cat_parent_id },
    price: r.price,
    original_price: r.original_price,
    discount_percent: r.discount_percent,
    is_available: r.is_available,
    product_store_id: r.product_store_id,
    store_id: r.store_id,
    rating_average: ratingAverage(r.rating_sum, r.rating_count),
    rating_count: r.rating_count,
  }
}

/**
 * Cards of the given public products in the given order (homepages); with a store, priced by that
 * store's offers and limited to the products it offers. `unlisted`: products no store offers any
 * more keep their card too (out of stock): a customer's wishlist still holds them.
 */
export async function cardsByIds(
  db: Db,
  ids: number[],
  storeId: number | null = null,
  { unlisted = false }: { unlisted?: boolean } = {},
): Promise<ProductSummary[]> {
  if (ids.length === 0) return []
  const list = intArray(ids)
  const from =
    storeId === null
      ? sql`products p`
      : sql`products p join ${storeOfferPrices(storeId, list)} so on so.product_id = p.id`
  const listed = storeId !== null || unlisted ? sql`true` : publicProductSql
  return loadCards(
    db,
    sql`select ${cardColumns(storeId !== null)}, array_position(${list}, p.id) as _pos from ${from}
      where p.id = any(${list}) and ${listed}`,
    sql`c._pos`,
  )
}
