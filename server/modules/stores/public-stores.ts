// Public store reads: verified stores only, newest first; `slug` finds the /store/{storeName} one.
// product_count is the number of products in the store's list (GET /public/products?store_id,
// in stock or not): one number for the store's header, its card and its list's total. Counted for
// the page's stores in one grouped query and kept a minute in process.
import { type SQL, sql } from 'drizzle-orm'
import type { components } from '#sdk/schema'
import { dbCache } from '../../db/caches'
import type { Db } from '../../db/client'
import { isInt4, iso, queryRows } from '../../db/rows'
import type { StoreShipping } from '../../db/schema/index'
import { notFound } from '../../lib/http-error'
import { TtlLru } from '../../lib/lru'
import { anyInt } from '../catalog/product-scope'
import { searchable, searchTerms, tokensMatch } from '../catalog/search-terms'

type Schemas = components['schemas']
export type StorePublic = Schemas['StorePublic']
export type StorePublicPage = Schemas['StorePublicPage']
export type StoreSummary = Schemas['StoreSummary']

export const STORE_NOT_FOUND = 'فروشگاه موردنظر یافت نشد'

const countsOf = dbCache('store-product-counts', 'catalog', () => new TtlLru<Map<number, number>>(500, 60_000))

type StoreRow = Omit<StorePublic, 'shipping' | 'product_count' | 'created_at'> & {
  shipping: StoreShipping
  created_at: Date | string
}

function productCounts(db: Db, ids: number[]): Promise<Map<number, number>> {
  return countsOf(db).get(ids.join(','), async () => {
    // Every offer of the store is a card of its list (a sold-out one shows as «ناموجود»).
    const rows = await queryRows<{ store_id: number; n: number }>(
      db,
      sql`select store_id, count(*)::int as n from offers
        where ${anyInt(sql`store_id`, ids)} and deleted_at is null group by store_id`,
    )
    return new Map(rows.map((r) => [r.store_id, r.n]))
  })
}

/** The store's product_count: the total of its unfiltered product list. */
export async function storeProductCount(db: Db, id: number): Promise<number> {
  return (await productCounts(db, [id])).get(id) ?? 0
}

async function selectStores(db: Db, where: SQL, tail: SQL): Promise<StorePublic[]> {
  const rows = await queryRows<StoreRow>(
    db,
    sql`select id, name, slug, kind, verified, description, logo_url, banner_url, province, city, company_name,
      shipping, created_at from stores s where s.verified and ${where} ${tail}`,
  )
  if (rows.length === 0) return []
  const counts = await productCounts(
    db,
    rows.map((r) => r.id),
  )
  return rows.map((r) => ({
    ...r,
    shipping: {
      methods: (r.shipping?.methods ?? []).filter((m) => m.enabled),
      cod_allowed: r.shipping?.cod_allowed ?? false,
      courier_city: r.shipping?.courier_city ?? null,
    },
    product_count: counts.get(r.id) ?? 0,
    created_at: iso(r.created_at) as string,
  }))
}

export async function listPublicStores(
  db: Db,
  q: { skip?: number; limit?: number; search?: string; slug?: string },
): Promise<StorePublicPage> {
  const skip = q.skip ?? 0
  const limit = q.limit ?? 100
  const where: SQL[] = []
  if (q.slug) where.push(sql`s.slug = ${q.slug.toLowerCase()}`)
  const terms = searchTerms(q.search)
  if (terms) where.push(tokensMatch(searchable(sql`s.search_text`, sql`s.name`), terms))
  const all = where.length ? sql.join(where, sql` and `) : sql`true`
  const [items, [count]] = await Promise.all([
    selectStores(db, all, sql`order by s.created_at desc, s.id desc limit ${limit} offset ${skip}`),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from stores s where s.verified and ${all}`),
  ])
  return { items, total: count?.n ?? 0, skip, limit }
}

export async function getPublicStore(db: Db, id: number): Promise<StorePublic> {
  if (!isInt4(id)) throw notFound(STORE_NOT_FOUND)
  const [store] = await selectStores(db, sql`s.id = ${id}`, sql``)
  if (!store) throw notFound(STORE_NOT_FOUND)
  return store
}

/** A verified store as cards and homepages show it, or null. */
export async function storeSummary(db: Db, id: number): Promise<StoreSummary | null> {
  if (!isInt4(id)) return null
  const [row] = await queryRows<StoreSummary>(
    db,
    sql`select id, name, slug, verified, logo_url, city from stores where id = ${id} and verified`,
  )
  return row ?? null
}
