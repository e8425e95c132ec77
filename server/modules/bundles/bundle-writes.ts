// A store's bundles as its seller sees and changes them (the panel's /bundles calls). Every
// function takes the store the access layer resolved; a bundle of another store is 404 as if it
// did not exist. Items are only the store's own offers. The storefront reads the same rows
// (public-bundles.ts), so a change shows there on the next request.
import { type SQL, sql } from 'drizzle-orm'
import { slugFromText } from '#sdk/rules/slug'
import type { components } from '#sdk/schema'
import { catalogChanged } from '../../db/caches'
import type { Db } from '../../db/client'
import { isInt4, isUniqueViolation, queryRows } from '../../db/rows'
import { freeSlug } from '../../db/slugs'
import { HttpError, invalidField, notFound } from '../../lib/http-error'
import { normalizeText } from '../../lib/persian'
import { sanitizeRichText } from '../../lib/rich-text'
import { searchable, searchTerms, tokensMatch } from '../catalog/search-terms'
import { checkImageUrl } from '../products/product-images'
import { BUNDLE_NOT_FOUND, type Bundle, type BundlePage, selectBundles, withItems } from './public-bundles'

type Schemas = components['schemas']

export const BUNDLE_SLUG_TAKEN = 'این نامک را سبد دیگری دارد؛ نامک دیگری انتخاب کنید'
export const NOT_STORE_OFFER = 'این کالا از محصولات همین فروشگاه نیست'
export const NOT_IN_BUNDLE = 'این کالا در این سبد نیست'

/** The store's bundles, active or not, newest first; search matches words of the name. */
export async function storeBundlePage(
  db: Db,
  storeId: number,
  q: { skip?: number; limit?: number; search?: string },
): Promise<BundlePage> {
  const skip = q.skip ?? 0
  const limit = q.limit ?? 20
  const where: SQL[] = [sql`bu.store_id = ${storeId}`]
  const terms = searchTerms(q.search)
  if (terms) where.push(tokensMatch(searchable(sql`bu.search_text`, sql`bu.name`), terms))
  const all = sql.join(where, sql` and `)
  const [rows, [count]] = await Promise.all([
    selectBundles(db, all, sql`order by bu.created_at desc, bu.id desc limit ${limit} offset ${skip}`),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from bundles bu where ${all}`),
  ])
  return { items: await withItems(db, rows), total: count?.n ?? 0, skip, limit }
}

/** One bundle of the store (404 for another store's or none). */
export async function storeBundle(db: Db, id: number, storeId: number): Promise<Bundle> {
  if (!isInt4(id)) throw notFound(BUNDLE_NOT_FOUND)
  const [bundle] = await withItems(db, await selectBundles(db, sql`bu.id = ${id} and bu.store_id = ${storeId}`, sql``))
  if (!bundle) throw notFound(BUNDLE_NOT_FOUND)
  return bundle
}

async function requireFreeSlug(db: Db, slug: string, exceptId?: number): Promise<void> {
  const [row] = await queryRows<{ id: number }>(db, sql`select id from bundles where slug = ${slug}`)
  if (row && row.id !== exceptId) throw new HttpError(409, BUNDLE_SLUG_TAKEN)
}

/** A unique-slug violation (two writers at once) as the 409 the contract names. */
function slugRace(error: unknown): never {
  if (isUniqueViolation(error)) throw new HttpError(409, BUNDLE_SLUG_TAKEN)
  throw error
}

/** The offer, if it is the store's (422 naming the field otherwise). */
async function requireStoreOffer(db: Db, storeId: number, offerId: number, field: string): Promise<void> {
  const [offer] = isInt4(offerId)
    ? await queryRows<{ id: number }>(db, sql`select id from offers where id = ${offerId} and store_id = ${storeId}`)
    : []
  if (!offer) throw invalidField(field, NOT_STORE_OFFER)
}

async function putItem(db: Db, bundleId: number, offerId: number, quantity: number): Promise<void> {
  await db.execute(sql`insert into bundle_items (bundle_id, offer_id, quantity) values (${bundleId}, ${offerId}, ${quantity})
    on conflict (bundle_id, offer_id) do update set quantity = excluded.quantity`)
}

/** Creates the bundle with its items; returns its id. */
export async function createStoreBundle(db: Db, storeId: number, body: Schemas['BundleCreate']): Promise<number> {
  const name = body.name.trim()
  if (name.length < 2) throw invalidField('body.name', 'نام سبد باید دست‌کم ۲ حرف باشد')
  if (body.image_url) checkImageUrl(body.image_url, 'body.image_url')
  const items = body.items ?? []
  for (const [i, item] of items.entries()) {
    await requireStoreOffer(db, storeId, item.product_store_id, `body.items.${i}.product_store_id`)
  }
  if (body.slug) await requireFreeSlug(db, body.slug)
  const slug = body.slug ?? (await freeSlug(db, 'bundles', slugFromText(name, 'bundle')))
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into bundles (store_id, slug, name, description, image_url, is_active, search_text)
      values (${storeId}, ${slug}, ${name}, ${sanitizeRichText(body.description)}, ${body.image_url || null},
        ${body.is_active ?? true}, ${normalizeText(name)})
      returning id`,
  ).catch(slugRace)
  for (const item of items) await putItem(db, row.id, item.product_store_id, item.quantity)
  await catalogChanged(db)
  return row.id
}

/** Changes the bundle's own fields (its items change through putStoreBundleItem and takeStoreBundleItem). */
export async function changeStoreBundle(
  db: Db,
  id: number,
  storeId: number,
  body: Schemas['BundleUpdate'],
): Promise<void> {
  await storeBundle(db, id, storeId)
  const sets: SQL[] = [sql`updated_at = now()`]
  if (body.name !== undefined) {
    const name = body.name.trim()
    if (name.length < 2) throw invalidField('body.name', 'نام سبد باید دست‌کم ۲ حرف باشد')
    sets.push(sql`name = ${name}`, sql`search_text = ${normalizeText(name)}`)
  }
  if (body.slug !== undefined) {
    await requireFreeSlug(db, body.slug, id)
    sets.push(sql`slug = ${body.slug}`)
  }
  if (body.description !== undefined) sets.push(sql`description = ${sanitizeRichText(body.description)}`)
  if (body.image_url !== undefined) {
    if (body.image_url) checkImageUrl(body.image_url, 'body.image_url')
    sets.push(sql`image_url = ${body.image_url || null}`)
  }
  if (body.is_active !== undefined) sets.push(sql`is_active = ${body.is_active}`)
  await db.execute(sql`update bundles set ${sql.join(sets, sql`, `)} where id = ${id}`).catch(slugRace)
  await catalogChanged(db)
}

/** Removes the bundle, and its places on the homepages (past orders keep their own copy). */
export async function removeStoreBundle(db: Db, id: number, storeId: number): Promise<void> {
  await storeBundle(db, id, storeId)
  await db.execute(sql`delete from homepage_resources where resource_type = 'bundle' and resource_id = ${id}`)
  await db.execute(sql`delete from bundles where id = ${id}`)
  await catalogChanged(db)
}

/**
 * Puts one of the store's offers in the bundle (its quantity replaced when already there). The
 * seller has now looked at the items: a flag for items removed with their offers is cleared.
 */
export async function putStoreBundleItem(
  db: Db,
  bundleId: number,
  storeId: number,
  item: Schemas['BundleItemAdd'],
): Promise<void> {
  await storeBundle(db, bundleId, storeId)
  await requireStoreOffer(db, storeId, item.product_store_id, 'body.product_store_id')
  await putItem(db, bundleId, item.product_store_id, item.quantity)
  await db.execute(sql`update bundles set removed_items = 0, updated_at = now() where id = ${bundleId}`)
  await catalogChanged(db)
}

/** Takes an offer out of the bundle (422 when it is not in it); clears the removed-items flag. */
export async function takeStoreBundleItem(db: Db, bundleId: number, storeId: number, offerId: number): Promise<void> {
  await storeBundle(db, bundleId, storeId)
  const gone = isInt4(offerId)
    ? await queryRows<{ id: number }>(
        db,
        sql`delete from bundle_items where bundle_id = ${bundleId} and offer_id = ${offerId} returning id`,
      )
    : []
  if (gone.length === 0) throw invalidField('body.product_store_id', NOT_IN_BUNDLE)
  await db.execute(sql`update bundles set removed_items = 0, updated_at = now() where id = ${bundleId}`)
  await catalogChanged(db)
}
