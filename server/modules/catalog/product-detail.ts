// getPublicProduct: the product page in one query - the product, its images (primary first), and
// every verified store's offer priced after automatic discounts (offerPricesSql narrowed to this
// product; Postgres pushes the product filter into it), each with its store's kept score (joined
// here, not read per offer). The buy box is chooseBuyBox's: the same rule the page applies.
import { sql } from 'drizzle-orm'
import { chooseBuyBox } from '#sdk/rules/buy-box'
import type { components } from '#sdk/schema'
import type { Db } from '../../db/client'
import { imageOrder, storeSummaryJson } from '../../db/projections'
import { isInt4, iso, queryRows } from '../../db/rows'
import type { Specs } from '../../db/schema/index'
import { notFound } from '../../lib/http-error'
import { categoryTree } from '../categories/category-tree'
import { offerPricesSql, originalPriceSql, percentOffSql } from '../pricing'
import { ratingSummaryJson, toRatingSummary } from '../reviews/ratings'

type Schemas = components['schemas']
export type ProductDetail = Schemas['ProductDetail']
type Offer = Schemas['Offer']

export const PRODUCT_NOT_FOUND = 'محصول موردنظر یافت نشد'

type DetailRow = {
  id: number
  slug: string
  name_fa: string
  name_en: string | null
  description: string | null
  specs: Specs
  catalogue_item_id: number | null
  is_imported_from_catalogue: boolean
  created_at: Date | string
  updated_at: Date | string
  category_id: number
  cat_slug: string
  cat_name_fa: string
  cat_parent_id: number | null
  brand: Schemas['BrandRef'] | null
  images: Schemas['ProductImage'][]
  offers: Offer[]
  rating: Parameters<typeof toRatingSummary>[0]
}

/** An offer's store score: a store without a kept row yet (the next hourly run makes it) shows as new. */
const SCORE_BRIEF = sql`json_build_object('score', sc.score, 'is_new', sc.score is null)`

export async function getPublicProduct(db: Db, id: number): Promise<ProductDetail> {
  if (!isInt4(id)) throw notFound(PRODUCT_NOT_FOUND)
  const [row] = await queryRows<DetailRow>(
    db,
    sql`select p.id, p.slug, p.name_fa, p.name_en, p.description, p.specs, p.catalogue_item_id,
      p.is_imported_from_catalogue, p.created_at, p.updated_at, p.category_id,
      cat.slug as cat_slug, cat.name_fa as cat_name_fa, cat.parent_id as cat_parent_id,
      case when b.id is null then null
        else json_build_object('id', b.id, 'slug', b.slug, 'name_fa', b.name_fa, 'name_en', b.name_en) end as brand,
      (select coalesce(json_agg(json_build_object('id', i.id, 'url', i.url, 'is_primary', i.is_primary,
          'order', i.sort_order) order by ${imageOrder}), '[]'::json)
        from product_images i where i.product_id = p.id) as images,
      (select coalesce(json_agg(json_build_object(
          'product_store_id', pr.id, 'price', pr.price, 'selling_price', pr.selling_price,
          'original_price', ${originalPriceSql(sql`pr.price`, sql`pr.selling_price`)},
          'discount_percent', ${percentOffSql(sql`pr.price`, sql`pr.selling_price`)},
          'stock', pr.stock, 'is_available', pr.is_available and pr.stock > 0,
          'store', ${storeSummaryJson}, 'score', ${SCORE_BRIEF})
          order by (pr.is_available and pr.stock > 0) desc, pr.selling_price, pr.stock desc, pr.id), '[]'::json)
        from (${offerPricesSql}) pr join stores s on s.id = pr.store_id
          left join store_scores sc on sc.store_id = s.id
        where pr.product_id = ${id} and s.verified and not pr.deleted) as offers,
      ${ratingSummaryJson(sql`p.id`)} as rating
    from products p
    join categories cat on cat.id = p.category_id
    left join brands b on b.id = p.brand_id
    where p.id = ${id}`,
  )
  // A product no verified store offers is not public.
  if (!row || row.offers.length === 0) throw notFound(PRODUCT_NOT_FOUND)
  const best = chooseBuyBox(row.offers)
  const own = { id: row.category_id, slug: row.cat_slug, name_fa: row.cat_name_fa, parent_id: row.cat_parent_id }
  const tree = await categoryTree(db)
  const ancestors = tree.byId.has(own.id) ? tree.ancestors(own.id) : []
  return {
    product: {
      id: row.id,
      slug: row.slug,
      name_fa: row.name_fa,
      name_en: row.name_en,
      description: row.description,
      brand: row.brand,
      category: own,
      specs: row.specs,
      images: row.images,
      catalogue_item_id: row.catalogue_item_id,
      is_imported_from_catalogue: row.is_imported_from_catalogue,
      store_id: best?.store.id ?? null,
      product_store_id: best?.product_store_id ?? null,
      price: best?.price ?? null,
      stock: best?.stock ?? null,
      is_available: best ? true : null,
      created_at: iso(row.created_at) as string,
      updated_at: iso(row.updated_at) as string,
    },
    offers: row.offers,
    best_offer: best,
    breadcrumbs: [...ancestors.map((a) => ({ id: a.id, slug: a.slug, name_fa: a.nameFa, parent_id: a.parentId })), own],
    rating: toRatingSummary(row.rating),
  }
}
