// A product's images: add, change, reorder, make primary, remove. Images belong to the product,
// so the callers apply the sole-seller rule first. Exactly one image is primary whenever the
// product has any: the first added, the one marked, or after a removal the next in order.
import { sql } from 'drizzle-orm'
import type { components } from '#sdk/schema'
import { catalogChanged } from '../../db/caches'
import type { Db } from '../../db/client'
import { isInt4, queryRows } from '../../db/rows'
import { conflict, invalidField, notFound } from '../../lib/http-error'

type Schemas = components['schemas']
type ProductImage = Schemas['ProductImage']

export const MAX_IMAGES = 12
const IMAGE_NOT_FOUND = 'تصویر موردنظر یافت نشد'
const TOO_MANY = 'هر محصول حداکثر ۱۲ تصویر دارد'
const NOT_OURS = 'نشانی تصویر باید از بارگذاری فایل در همین سامانه باشد'
const UNKNOWN_IMAGE = 'این تصویر از تصاویر این محصول نیست'

/**
 * A URL the files API served (/uploads/<folder>/<name>) or a catalogue image (/media/...); any
 * other (another site, a data: or javascript: URL, a path escaping the folder) is refused.
 */
const OUR_URL = /^\/(uploads|media)\/[a-z0-9_-]+(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)+$/

export function checkImageUrl(url: string, field: string): void {
  if (!OUR_URL.test(url) || url.includes('..')) throw invalidField(field, NOT_OURS)
}

const columns = sql`id, url, is_primary, sort_order as "order"`

export async function productImages(db: Db, productId: number): Promise<Schemas['ProductImageList']> {
  const items = await queryRows<ProductImage>(
    db,
    sql`select ${columns} from product_images where product_id = ${productId} order by sort_order, id`,
  )
  return { items }
}

/** Makes sure one image is primary when there are any (the first by order when none is). */
async function keepOnePrimary(db: Db, productId: number): Promise<void> {
  await db.execute(sql`update product_images set is_primary = (id = (
      select id from product_images where product_id = ${productId} order by is_primary desc, sort_order, id limit 1))
    where product_id = ${productId}`)
  await catalogChanged(db)
}

/** Appends images in the given order (used when a product is created). */
export async function insertImages(db: Db, productId: number, urls: string[]): Promise<void> {
  if (urls.length === 0) return
  await db.execute(sql`insert into product_images (product_id, url, is_primary, sort_order)
    select ${productId}, u.url, u.n = 1, (u.n - 1)::int
    from jsonb_array_elements_text(${JSON.stringify(urls)}::jsonb) with ordinality as u(url, n)`)
}

export async function addImage(db: Db, productId: number, body: Schemas['ProductImageCreate']): Promise<ProductImage> {
  checkImageUrl(body.url, 'body.url')
  // Serialises concurrent additions to one product, so the cap of 12 holds.
  await db.execute(sql`select id from products where id = ${productId} for update`)
  const [count] = await queryRows<{ n: number; next: number }>(
    db,
    sql`select count(*)::int as n, coalesce(max(sort_order) + 1, 0)::int as next
      from product_images where product_id = ${productId}`,
  )
  if (count.n >= MAX_IMAGES) throw conflict(TOO_MANY)
  if (body.is_primary)
    await db.execute(sql`update product_images set is_primary = false where product_id = ${productId}`)
  const [image] = await queryRows<ProductImage>(
    db,
    sql`insert into product_images (product_id, url, is_primary, sort_order)
      values (${productId}, ${body.url}, ${body.is_primary === true || count.n === 0}, ${body.order ?? count.next})
      returning ${columns}`,
  )
  await catalogChanged(db)
  return image
}

async function imageOf(db: Db, productId: number, imageId: number): Promise<void> {
  if (!isInt4(imageId)) throw notFound(IMAGE_NOT_FOUND)
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select id from product_images where id = ${imageId} and product_id = ${productId}`,
  )
  if (!row) throw notFound(IMAGE_NOT_FOUND)
}

export async function changeImage(
  db: Db,
  productId: number,
  imageId: number,
  body: Schemas['ProductImageUpdate'],
): Promise<ProductImage> {
  await imageOf(db, productId, imageId)
  if (body.url !== undefined) {
    checkImageUrl(body.url, 'body.url')
    await db.execute(sql`update product_images set url = ${body.url} where id = ${imageId}`)
  }
  if (body.order !== undefined)
    await db.execute(sql`update product_images set sort_order = ${body.order} where id = ${imageId}`)
  if (body.is_primary) await makePrimary(db, productId, imageId)
  await catalogChanged(db)
  const items = (await productImages(db, productId)).items
  return items.find((i) => i.id === imageId) as ProductImage
}

export async function makePrimary(db: Db, productId: number, imageId: number) {
  await imageOf(db, productId, imageId)
  await db.execute(sql`update product_images set is_primary = (id = ${imageId}) where product_id = ${productId}`)
  await catalogChanged(db)
  return productImages(db, productId)
}

export async function reorderImages(db: Db, productId: number, order: Schemas['ProductImageOrder'][]) {
  const own = new Set((await productImages(db, productId)).items.map((i) => i.id))
  order.forEach((o, i) => {
    if (!own.has(o.id)) throw invalidField(`body.${i}.id`, UNKNOWN_IMAGE)
  })
  for (const o of order)
    await db.execute(
      sql`update product_images set sort_order = ${o.order} where id = ${o.id} and product_id = ${productId}`,
    )
  await catalogChanged(db)
  return productImages(db, productId)
}

export async function removeImage(db: Db, productId: number, imageId: number): Promise<void> {
  await imageOf(db, productId, imageId)
  await db.execute(sql`delete from product_images where id = ${imageId}`)
  await keepOnePrimary(db, productId)
}
