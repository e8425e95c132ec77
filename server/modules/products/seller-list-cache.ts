// The seller's product list (listProducts with a store) answered from memory (decision 023). Each
// answer is kept under its store's list version, which a trigger on offers bumps in the same
// transaction as every write to that store's offers (a seller's edit, a bulk change, a sale's
// stock, a cancellation's restock, a removal): the version is read with the store's ownership on
// every request, in the same round trip, so the next request after any commit — in any process —
// asks for a new key and never sees the old answer. Product fields, images and categories shown in
// the list change through catalogChanged()/categoriesChanged(), which empty this cache ('catalog'
// scope) here and, through the cache bus, in the other processes.
import { sql } from 'drizzle-orm'
import { dbCache } from '../../db/caches'
import type { Db } from '../../db/client'
import { isInt4, queryRows } from '../../db/rows'
import { notFound } from '../../lib/http-error'
import { TtlLru } from '../../lib/lru'
import { isAdmin, STORE_NOT_FOUND } from '../access'
import type { AuthUser } from '../auth/tokens'
import type { ProductPage, ProductQuery } from './product-rows'
import { productPage } from './product-views'
import { cutShort } from './store-page'

// A page of 20 products with descriptions and specs is ~35 KB of JSON (kept beside the object by
// jsonOnce): 1,000 answers stay under ~100 MB, and the pages a seller returns to are the first few.
const answers = dbCache('seller-product-list', 'catalog', () => new TtlLru<ProductPage>(1000, 300_000))

/** The store, if the caller owns it (admins read every store), with its list version; 404 otherwise. */
export async function ownedStoreVersion(
  db: Db,
  user: Pick<AuthUser, 'id' | 'roles'>,
  storeId: number,
): Promise<{ id: number; version: string }> {
  if (!isInt4(storeId)) throw notFound(STORE_NOT_FOUND)
  const [store] = await queryRows<{ id: number; owner_id: number; version: string | number }>(
    db,
    sql`select s.id, s.owner_id, coalesce(v.version, 0) as version from stores s
      left join store_list_versions v on v.store_id = s.id where s.id = ${storeId} and s.deleted_at is null`,
  )
  if (!store || (store.owner_id !== user.id && !isAdmin(user))) throw notFound(STORE_NOT_FOUND)
  return { id: store.id, version: String(store.version) }
}

/** The page of the store's products, from memory when nothing of the store changed since it was made. */
export async function cachedStorePage(
  db: Db,
  store: { id: number; version: string },
  q: Omit<ProductQuery, 'storeId'>,
): Promise<ProductPage> {
  const key = JSON.stringify([store.id, store.version, q.search, q.category, q.brand, !!q.inStockOnly, q.skip, q.limit])
  // A load under way when the cache is emptied is dropped with it (TtlLru keeps the promise).
  const cache = answers(db)
  const page = await cache.get(key, () => productPage(db, { ...q, storeId: store.id }))
  // A typo search that ran out of time answers nothing this once; the next request tries again.
  if (cutShort.has(page)) cache.delete(key)
  return page
}
