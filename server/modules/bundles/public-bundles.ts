// Public bundle reads: active bundles of verified stores, with their items and prices. A page
// costs three queries whatever its size (bundles, their items, their linked discounts). A bundle
// is for sale (is_available) only while every item is available in its quantity and none left
// with its offer (removed_items): the storefront shows the others as unavailable, without a
// button to buy them. The panel's reads (bundle-writes.ts) share the same projection.
import { type SQL, sql } from 'drizzle-orm'
import type { components } from '#sdk/schema'
import type { Db } from '../../db/client'
import { firstImageUrl, storeSummaryJson } from '../../db/projections'
import { isInt4, iso, queryRows } from '../../db/rows'
import { invalidField, notFound } from '../../lib/http-error'
import { anyInt } from '../catalog/product-scope'
import { searchable, searchTerms, tokensMatch } from '../catalog/search-terms'
import { automaticDiscountLive } from '../pricing'
import { type BundleDiscount, priceBundle } from './bundle-pricing'

type Schemas = components['schemas']
export type Bundle = Schemas['Bundle']
export type BundlePage = Schemas['BundlePage']

export const BUNDLE_NOT_FOUND = 'بسته موردنظر یافت نشد'

type BundleRow = {
  id: number
  store_id: number
  store: Schemas['StoreSummary']
  name: string
  slug: string
  description: string | null
  image_url: string | null
  discount_percent: number | null
  is_active: boolean
  removed_items: number
  created_at: Date | string
  updated_at: Date | string
}
type ItemRow = Schemas['BundleItem'] & { bundle_id: number }

/** Live: an active bundle of a verified store. */
const LIVE = sql`bu.is_active and s.verified`

/** The rows with their items and prices (three queries whatever the number of rows). */
export async function withItems(db: Db, rows: BundleRow[]): Promise<Bundle[]> {
  if (rows.length === 0) return []
  const ids = rows.map((r) => r.id)
  const [items, discounts] = await Promise.all([
    queryRows<ItemRow>(
      db,
      sql`select bi.id, bi.bundle_id, bi.offer_id as product_store_id, o.product_id, bi.quantity, p.name_fa, p.slug,
        ${firstImageUrl(sql`p.id`)} as image_url,
        o.price as unit_price, o.stock, (o.is_available and o.stock >= bi.quantity) as is_available
      from bundle_items bi join offers o on o.id = bi.offer_id join products p on p.id = o.product_id
      where ${anyInt(sql`bi.bundle_id`, ids)} order by bi.bundle_id, bi.id`,
    ),
    queryRows<BundleDiscount & { bundle_id: number }>(
      db,
      sql`select db.bundle_id, d.type, d.value, d.max_amount from discount_bundles db
      join discounts d on d.id = db.discount_id
      where ${anyInt(sql`db.bundle_id`, ids)} and ${automaticDiscountLive}`,
    ),
  ])
  return rows.map((r) => {
    const own = items.filter((i) => i.bundle_id === r.id).map(({ bundle_id: _, ...item }) => item)
    const price = priceBundle(
      own,
      r.discount_percent,
      discounts.filter((d) => d.bundle_id === r.id),
    )
    return {
      id: r.id,
      store_id: r.store_id,
      store: r.store,
      name: r.name,
      slug: r.slug,
      description: r.description,
      image_url: r.image_url,
      is_active: r.is_active,
      items: own,
      ...price,
      is_available: r.removed_items === 0 && own.length > 0 && own.every((i) => i.is_available),
      removed_items: r.removed_items,
      created_at: iso(r.created_at) as string,
      updated_at: iso(r.updated_at) as string,
    }
  })
}

/** Bundles (bu) of their stores (s) where the condition holds, then the tail (order, paging). */
export function selectBundles(db: Db, where: SQL, tail: SQL): Promise<BundleRow[]> {
  return queryRows<BundleRow>(
    db,
    sql`select bu.id, bu.store_id, bu.name, bu.slug, bu.description, bu.image_url, bu.discount_percent,
      bu.is_active, bu.removed_items, bu.created_at, bu.updated_at,
      ${storeSummaryJson} as store
    from bundles bu join stores s on s.id = bu.store_id
    where ${where} ${tail}`,
  )
}

export async function listPublicBundles(
  db: Db,
  q: { skip?: number; limit?: number; store_id?: number; search?: string },
  /** The admin's curation lists: a store under review's live items too */
  anyStore = false,
): Promise<BundlePage> {
  const skip = q.skip ?? 0
  const limit = q.limit ?? 20
  const where = [anyStore ? sql`bu.is_active` : LIVE]
  if (q.store_id !== undefined) {
    if (!isInt4(q.store_id)) throw invalidField('query.store_id', 'شناسه فروشگاه معتبر نیست')
    where.push(sql`bu.store_id = ${q.store_id}`)
  }
  const terms = searchTerms(q.search)
  if (terms) where.push(tokensMatch(searchable(sql`bu.search_text`, sql`bu.name`), terms))
  const all = sql.join(where, sql` and `)
  const [rows, [count]] = await Promise.all([
    selectBundles(db, all, sql`order by bu.created_at desc, bu.id desc limit ${limit} offset ${skip}`),
    queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from bundles bu join stores s on s.id = bu.store_id where ${all}`,
    ),
  ])
  return { items: await withItems(db, rows), total: count?.n ?? 0, skip, limit }
}

/** By id (all digits) or slug. */
export async function getPublicBundle(db: Db, idOrSlug: string): Promise<Bundle> {
  const byId = /^\d+$/.test(idOrSlug)
  if (byId && !isInt4(Number(idOrSlug))) throw notFound(BUNDLE_NOT_FOUND)
  const match = byId ? sql`bu.id = ${Number(idOrSlug)}` : sql`bu.slug = ${idOrSlug}`
  const [bundle] = await withItems(db, await selectBundles(db, sql`${LIVE} and ${match}`, sql``))
  if (!bundle) throw notFound(BUNDLE_NOT_FOUND)
  return bundle
}

/** Live bundles of the given ids, in that order (homepages). */
export async function bundlesByIds(db: Db, ids: number[]): Promise<Bundle[]> {
  if (ids.length === 0) return []
  const rows = await selectBundles(db, sql`${LIVE} and ${anyInt(sql`bu.id`, ids)}`, sql``)
  const bundles = await withItems(db, rows)
  return ids.flatMap((id) => bundles.filter((b) => b.id === id))
}
