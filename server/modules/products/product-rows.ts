// The seller's product rows: the columns of one product with one store's offer, and the shape of
// a page query. Shared by product-views.ts (one product, the joined list) and store-page.ts (one
// store's list), which would otherwise import each other.
import { sql } from 'drizzle-orm'
import type { components } from '#sdk/schema'
import { imageOrder } from '../../db/projections'
import { iso } from '../../db/rows'
import type { Specs } from '../../db/schema/index'

type Schemas = components['schemas']
export type Product = Schemas['Product']
export type ProductPage = Schemas['ProductPage']

export const PRODUCT_NOT_FOUND = 'محصول موردنظر یافت نشد'

export interface ProductRow {
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
  category: Schemas['CategoryRef']
  brand: Schemas['BrandRef'] | null
  images: Schemas['ProductImage'][]
  store_id: number | null
  product_store_id: number | null
  price: number | string | null
  stock: number | null
  is_available: boolean | null
}

/** The product columns, its category, brand and images, and the offer `o` (null when absent). */
export const productColumns = sql`p.id, p.slug, p.name_fa, p.name_en, p.description, p.specs, p.catalogue_item_id,
  p.is_imported_from_catalogue, p.created_at, p.updated_at,
  json_build_object('id', c.id, 'slug', c.slug, 'name_fa', c.name_fa, 'parent_id', c.parent_id) as category,
  case when b.id is null then null
    else json_build_object('id', b.id, 'slug', b.slug, 'name_fa', b.name_fa, 'name_en', b.name_en) end as brand,
  (select coalesce(json_agg(json_build_object('id', i.id, 'url', i.url, 'is_primary', i.is_primary,
      'order', i.sort_order) order by ${imageOrder}), '[]'::json)
    from product_images i where i.product_id = p.id) as images,
  o.store_id, o.id as product_store_id, o.price, o.stock, o.is_available`

export const productJoins = sql`join categories c on c.id = p.category_id left join brands b on b.id = p.brand_id`

export function toProduct(row: ProductRow): Product {
  return {
    ...row,
    // Images come primary first; the contract orders them by `order`.
    images: [...row.images].sort((a, b) => a.order - b.order || a.id - b.id),
    price: row.price === null ? null : Number(row.price),
    created_at: iso(row.created_at) as string,
    updated_at: iso(row.updated_at) as string,
  }
}

export interface ProductQuery {
  storeId?: number
  search?: string
  category?: number
  brand?: string
  inStockOnly?: boolean
  /** The admin's sorts (listAdminProducts); without it newest first, or best match when searching */
  sort?: { by: 'created_at' | 'price' | 'stock' | 'name'; order: 'asc' | 'desc' }
  skip: number
  limit: number
}
