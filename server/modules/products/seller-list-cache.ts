// The seller's product list (listProducts with a store) answered from memory (decisions 023, 026).
// Everything is kept under the store's list version, which a trigger on offers bumps in the same
// transaction as every write to that store's offers (a seller's edit, a bulk change, a sale's
// stock, a cancellation's restock, a removal) and announces on the rows channel: the store's owner
// and version are kept in memory and forgotten when any process commits such a change, and each
// request first hears every commit made before it (freshRows), so it asks for a new key and never
// sees the old answer. Three layers: the page's answer; the filter's whole order (ids), of which any
// page is a slice; and the rows by offer, shared by every page that shows them. Product fields,
// images and categories shown in the list change through catalogChanged()/categoriesChanged(),
// which empty these ('catalog' scope) here and, through the cache bus, in the other processes.
import { sql } from 'drizzle-orm'
import { catalogVersion, dbCache } from '../../db/caches'
import type { Db } from '../../db/client'
import { isInt4, queryRows } from '../../db/rows'
import { freshRows, rowGenerations, rowMemory } from '../../db/rows-channel'
import { notFound } from '../../lib/http-error'
import { Lru, TtlLru } from '../../lib/lru'
import { isAdmin, STORE_NOT_FOUND } from '../access'
import type { AuthUser } from '../auth/tokens'
import { searchTerms } from '../catalog/search-terms'
import type { Product, ProductPage, ProductQuery } from './product-rows'
import { orderInMemory } from './store-filters'
import { offerRows, type StoreOrder, storeOrder } from './store-page'

// A page of 20 products with descriptions and specs is ~35 KB of JSON (kept beside the object by
// jsonOnce): 1,000 answers stay under ~100 MB, and the pages a seller returns to are the first few.
const answers = dbCache('seller-product-list', 'catalog', () => new TtlLru<ProductPage>(1000, 300_000))
// A filter's order is ids only (a 27,110-offer store's whole list: ~220 KB as numbers), and most
// filters match a few hundred; a deep page of any filter then reads no order again.
const orders = dbCache('seller-list-orders', 'catalog', () => new TtlLru<StoreOrder>(2000, 300_000))
// Rows by offer under the store's version: a page shares most rows with the pages of other filters.
// A row is ~2 KB of objects; 40,000 of them stay under ~100 MB.
const items = dbCache('seller-list-rows', 'catalog', () => new Lru<Product>(40_000))

/** The store, if the caller owns it (admins read every store), with its list version; 404 otherwise. */
export async function ownedStoreVersion(
  db: Db,
  user: Pick<AuthUser, 'id' | 'roles'>,
  storeId: number,
  request?: object,
): Promise<{ id: number; version: string }> {
  if (!isInt4(storeId)) throw notFound(STORE_NOT_FOUND)
  // Kept in memory until the rows channel says the store or its offers changed (decision 026).
  const kept = keptStores(db)
  const store = await kept.get(String(storeId), await freshRows(db, request), () => storeRow(db, storeId))
  if (!store) kept.forget(String(storeId))
  if (!store || (store.owner_id !== user.id && !isAdmin(user))) throw notFound(STORE_NOT_FOUND)
  return { id: store.id, version: store.version }
}

type StoreRow = { id: number; owner_id: number; version: string }
const keptStores = (db: Db) => rowMemory<StoreRow | null>(db, 'seller-list-stores', 's', 10_000, 10 * 60_000)

async function storeRow(db: Db, storeId: number): Promise<StoreRow | null> {
  const [store] = await queryRows<{ id: number; owner_id: number; version: string | number }>(
    db,
    sql`select s.id, s.owner_id, coalesce(v.version, 0) as version from stores s
      left join store_list_versions v on v.store_id = s.id where s.id = ${storeId} and s.deleted_at is null`,
  )
  return store ? { id: store.id, owner_id: store.owner_id, version: String(store.version) } : null
}

/**
 * The page of the store's products, from memory when nothing of the store changed since it was made.
 * `fresh`: freshRows() cleared this request, so the filter's order is made in memory
 * (store-filters.ts); else by SQL as before.
 */
export async function cachedStorePage(
  db: Db,
  store: { id: number; version: string },
  q: Omit<ProductQuery, 'storeId'>,
  fresh = false,
): Promise<ProductPage> {
  // The phrase as searched (normalised): ي and ی, or two spaces, are one search and one order.
  const search = searchTerms(q.search)?.text
  const texts = fresh ? rowGenerations(db, 'seller-list-texts', 't').of(String(store.id)) : null
  const filter = JSON.stringify([store.id, store.version, texts, search, q.category, q.brand, !!q.inStockOnly])
  const key = `${filter}${q.skip},${q.limit}`
  // A load under way when the cache is emptied is dropped with it (TtlLru keeps the promise).
  const cache = answers(db)
  return cache.get(key, async () => {
    const ordered = orders(db)
    const filtered = { ...q, search, storeId: store.id }
    const order = await ordered.get(filter, async () =>
      fresh ? { offerIds: await orderInMemory(db, store, filtered), cutShort: false } : storeOrder(db, filtered),
    )
    // A typo search that ran out of time answers nothing this once; the next request tries again.
    if (order.cutShort) {
      ordered.delete(filter)
      cache.delete(key)
    }
    const ids = order.offerIds.slice(q.skip, q.skip + q.limit)
    return { items: await rowsOf(db, store, ids), total: order.offerIds.length, skip: q.skip, limit: q.limit }
  })
}

/** The offers' rows, those read before from memory (under the store's version), the rest in one query. */
async function rowsOf(db: Db, store: { id: number; version: string }, offerIds: number[]): Promise<Product[]> {
  const kept = items(db)
  const keyOf = (id: number) => `${store.id}:${store.version}:${id}`
  const missing = offerIds.filter((id) => !kept.has(keyOf(id)))
  // A product changed while its row was read (the rows were emptied meanwhile) is not kept.
  const before = catalogVersion()
  const read = missing.length ? await offerRows(db, missing) : new Map<number, Product>()
  if (catalogVersion() === before) for (const [id, item] of read) kept.set(keyOf(id), item)
  return offerIds.flatMap((id) => read.get(id) ?? kept.get(keyOf(id)) ?? [])
}
