// Creating a product from the catalogue (or from the seller's data, still marked imported) and
// changing its shared data. A product is master data every offering store shares, so a store
// changes it (names, category, brand, specs, description, images) only while no other store
// offers it; price, stock and availability are the store's own (offers.ts).
import { type SQL, sql } from 'drizzle-orm'
import { slugFromText } from '#sdk/rules/slug'
import { normalizeText } from '#sdk/rules/text'
import type { components } from '#sdk/schema'
import { catalogChanged } from '../../db/caches'
import type { Db } from '../../db/client'
import { queryRows } from '../../db/rows'
import type { Specs } from '../../db/schema/index'
import { conflict, invalidField, notFound } from '../../lib/http-error'
import { sanitizeRichText } from '../../lib/rich-text'
import { createOffer } from './offers'
import { checkImageUrl, insertImages } from './product-images'
import { checkSpecs } from './product-specs'

type Schemas = components['schemas']
type ProductCreate = Schemas['ProductCreate']
type ProductUpdate = Schemas['ProductUpdate']

export const PRODUCT_SHARED = 'فروشگاه‌های دیگری هم این محصول را می‌فروشند؛ مشخصات و تصاویر آن را نمی‌توانید تغییر دهید'
const CATALOGUE_ITEM_NOT_FOUND = 'کالای موردنظر در کاتالوگ یافت نشد'
const NAME_OR_ITEM = 'کالایی از کاتالوگ انتخاب کنید یا نام و دسته‌بندی محصول را وارد کنید'
const CATEGORY_NOT_FOUND = 'دسته‌بندی انتخاب‌شده وجود ندارد'
const BRAND_NOT_FOUND = 'برند انتخاب‌شده وجود ندارد'

/** The English name's words, else the Persian name's in Latin letters (the address also holds the id). */
const slugOf = (nameEn: string | null | undefined, nameFa: string) =>
  slugFromText(nameEn?.trim() || nameFa, 'product', 200)

async function categoryName(db: Db, id: number): Promise<string> {
  const [row] = await queryRows<{ name_fa: string }>(db, sql`select name_fa from categories where id = ${id}`)
  if (!row) throw invalidField('body.category_id', CATEGORY_NOT_FOUND)
  return row.name_fa
}

async function brandBySlug(db: Db, slug: string | null | undefined) {
  if (!slug) return null
  const [row] = await queryRows<{ id: number; name_fa: string; name_en: string }>(
    db,
    sql`select id, name_fa, name_en from brands where slug = ${slug}`,
  )
  if (!row) throw invalidField('body.brand_slug', BRAND_NOT_FOUND)
  return row
}

interface CatalogueItem {
  name_fa: string
  name_en: string | null
  brand_slug: string | null
  category_id: number
  description: string | null
  specs: Specs
  image_urls: string[]
}

async function catalogueItem(db: Db, id: number): Promise<CatalogueItem> {
  const [row] = await queryRows<CatalogueItem>(
    db,
    sql`select ci.name_fa, ci.name_en, b.slug as brand_slug, ci.category_id, ci.description, ci.specs, ci.image_urls
      from catalogue_items ci left join brands b on b.id = ci.brand_id where ci.id = ${id}`,
  )
  if (!row) throw notFound(CATALOGUE_ITEM_NOT_FOUND)
  return row
}

/** Adds the product to the store; answers the product's id. */
export async function createStoreProduct(db: Db, storeId: number, body: ProductCreate): Promise<number> {
  const offer = { price: body.price, stock: body.stock, is_available: body.is_available }
  if (body.catalogue_item_id !== undefined) {
    // The catalogue item is already a product: the store gets an offer on it, not a copy.
    const [existing] = await queryRows<{ id: number }>(
      db,
      sql`select id from products where catalogue_item_id = ${body.catalogue_item_id}`,
    )
    if (existing) {
      await createOffer(db, existing.id, storeId, offer)
      return existing.id
    }
  }
  const item = body.catalogue_item_id === undefined ? null : await catalogueItem(db, body.catalogue_item_id)
  const nameFa = body.name_fa ?? item?.name_fa
  const categoryId = body.category_id ?? item?.category_id
  if (!nameFa || categoryId === undefined) throw invalidField('body.name_fa', NAME_OR_ITEM)
  const nameEn = body.name_en !== undefined ? body.name_en : (item?.name_en ?? null)
  const brand = await brandBySlug(db, body.brand_slug !== undefined ? body.brand_slug : item?.brand_slug)
  const category = await categoryName(db, categoryId)
  await checkSpecs(db, categoryId, body.specs)
  for (const [i, url] of (body.image_urls ?? []).entries()) checkImageUrl(url, `body.image_urls.${i}`)
  const imageUrls = body.image_urls ?? item?.image_urls ?? []
  const description = sanitizeRichText(body.description !== undefined ? body.description : item?.description)
  const [product] = await queryRows<{ id: number }>(
    db,
    sql`insert into products (catalogue_item_id, slug, name_fa, name_en, description, brand_id, category_id, specs,
        is_imported_from_catalogue, search_text)
      values (${body.catalogue_item_id ?? null}, ${body.slug ?? slugOf(nameEn, nameFa)}, ${nameFa},
        ${nameEn}, ${description}, ${brand?.id ?? null}, ${categoryId},
        ${JSON.stringify(body.specs ?? item?.specs ?? {})}::jsonb, true,
        ${normalizeText([nameFa, nameEn, brand?.name_fa, brand?.name_en, category].filter(Boolean).join(' '))})
      returning id`,
  )
  // A name with no letter or digit to write gives the bare fallback: the id makes it readable.
  await db.execute(sql`update products set slug = 'product-' || id where id = ${product.id} and slug = 'product'`)
  await insertImages(db, product.id, imageUrls.slice(0, 12))
  await createOffer(db, product.id, storeId, offer)
  return product.id
}

/** 409 when a store other than this one offers the product. */
export async function requireSoleSeller(db: Db, productId: number, storeId: number): Promise<void> {
  const [other] = await queryRows<{ id: number }>(
    db,
    sql`select id from offers where product_id = ${productId} and store_id <> ${storeId} and deleted_at is null limit 1`,
  )
  if (other) throw conflict(PRODUCT_SHARED)
}

const DATA_FIELDS = ['name_fa', 'name_en', 'slug', 'description', 'category_id', 'brand_slug', 'specs'] as const

/** Whether the update changes the shared product data (not only the store's offer). */
export const changesProductData = (body: ProductUpdate) => DATA_FIELDS.some((f) => body[f] !== undefined)

/** Changes the product's shared data (the caller checked the store offers it). */
export async function changeProductData(db: Db, productId: number, storeId: number, body: ProductUpdate) {
  await requireSoleSeller(db, productId, storeId)
  const sets: SQL[] = [sql`updated_at = now()`]
  if (body.name_fa !== undefined) sets.push(sql`name_fa = ${body.name_fa}`)
  if (body.name_en !== undefined) sets.push(sql`name_en = ${body.name_en}`)
  if (body.slug !== undefined) sets.push(sql`slug = ${body.slug}`)
  if (body.description !== undefined) sets.push(sql`description = ${sanitizeRichText(body.description)}`)
  if (body.category_id !== undefined) {
    await categoryName(db, body.category_id)
    sets.push(sql`category_id = ${body.category_id}`)
  }
  if (body.brand_slug !== undefined) sets.push(sql`brand_id = ${(await brandBySlug(db, body.brand_slug))?.id ?? null}`)
  if (body.specs !== undefined) {
    const [current] = await queryRows<{ category_id: number }>(
      db,
      sql`select category_id from products where id = ${productId}`,
    )
    await checkSpecs(db, body.category_id ?? current.category_id, body.specs)
    sets.push(sql`specs = ${JSON.stringify(body.specs)}::jsonb`)
  }
  await db.execute(sql`update products set ${sql.join(sets, sql`, `)} where id = ${productId}`)
  // The search text follows the names, brand and category.
  const [row] = await queryRows<{ parts: (string | null)[] }>(
    db,
    sql`select array[p.name_fa, p.name_en, b.name_fa, b.name_en, c.name_fa] as parts
      from products p join categories c on c.id = p.category_id left join brands b on b.id = p.brand_id
      where p.id = ${productId}`,
  )
  const text = normalizeText(row.parts.filter(Boolean).join(' '))
  await db.execute(sql`update products set search_text = ${text} where id = ${productId}`)
  await catalogChanged(db)
}
