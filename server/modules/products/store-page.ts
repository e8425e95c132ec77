// A page of one store's products for its seller (listProducts, searchProducts with store_id),
// newest offer first or best match first when searching; the seller sees all its offers, sold out
// or unavailable too. Made in two steps so that each can be kept (seller-list-cache.ts, decision
// 026): the store's whole order for a filter (ids only: every match, newest or best first), then
// the page's rows by offer id. A page is a slice of the order, so every page of one filter costs
// one query for the order, and rows once each.
// Decision 023: a filter (search, category, brand) reads store_products, the store's products'
// search text, category and brand indexed by store (migration 0017), joined to the store's offers,
// so its cost follows the store's matches, not the catalogue's. The answer is the same as matching
// products.search_text (store_products copies it, kept by triggers).
import { type SQL, sql } from 'drizzle-orm'
import { intArray } from '../../db/arrays'
import type { Db } from '../../db/client'
import { queryRows, withinTime } from '../../db/rows'
import { searchTerms, textRank, tokensMatch, typoMatch } from '../catalog/search-terms'
import { categoryTree } from '../categories/category-tree'
import {
  type Product,
  type ProductQuery,
  type ProductRow,
  productColumns,
  productJoins,
  toProduct,
} from './product-rows'

const NEWEST = sql`o.created_at desc, o.id desc`
// As the storefront's search (catalog/product-list.ts): word similarity is rechecked row by row, and
// a phrase of common words that matches nothing exactly has thousands of candidates in a large
// store (1–4 s each), so the fallback looks at the first TYPO_CANDIDATES and gives up after the
// timeout with nothing found.
const TYPO_CANDIDATES = 200
const TYPO_TIMEOUT_MS = 150

export type StoreFilter = Pick<ProductQuery, 'search' | 'category' | 'brand' | 'inStockOnly'> & { storeId: number }

/** A store's offers that pass a filter, in the list's order; `cutShort` when the typo fallback ran out of time. */
export interface StoreOrder {
  offerIds: number[]
  cutShort: boolean
}

/** Every offer of the store that passes the filter, newest first, or best match first when searching. */
export async function storeOrder(db: Db, q: StoreFilter): Promise<StoreOrder> {
  const where: SQL[] = [sql`t.store_id = ${q.storeId}`]
  if (q.category !== undefined) {
    const tree = await categoryTree(db)
    const ids = tree.byId.has(q.category) ? tree.descendantIds(q.category) : [q.category]
    where.push(sql`t.category_id = any(${intArray(ids)})`)
  }
  if (q.brand) where.push(sql`t.brand_id = (select id from brands where slug = ${q.brand})`)
  if (q.inStockOnly) where.push(sql`o.stock > 0`)
  const ordered = async (db: Db, match: SQL | null, order: SQL) => {
    // A store's whole list (or its in-stock part) is read on the index of its live offers alone
    // (migration 0018); a removed offer (soft-deleted) is not on the list.
    const plain = where.length === (q.inStockOnly ? 2 : 1) && !match
    const all = match ? [...where, match] : where
    const query = plain
      ? sql`select o.id from offers o where o.store_id = ${q.storeId} and o.deleted_at is null
          ${q.inStockOnly ? sql`and o.stock > 0` : sql``} order by ${NEWEST}`
      : sql`select o.id from store_products t join offers o on o.store_id = t.store_id and o.product_id = t.product_id
          and o.deleted_at is null where ${sql.join(all, sql` and `)} order by ${order}`
    const rows = await queryRows<{ id: number }>(db, query)
    return rows.map((r) => r.id)
  }
  const terms = searchTerms(q.search)
  if (!terms) return { offerIds: await ordered(db, null, NEWEST), cutShort: false }
  const ranked = sql`${textRank(sql`t.search_text`, terms)} desc, ${NEWEST}`
  const found = await ordered(db, tokensMatch(sql`t.search_text`, terms), ranked)
  if (found.length > 0) return { offerIds: found, cutShort: false }
  // A typo finds nothing by tokens: fall back to trigram closeness, bounded as the storefront's.
  const close = sql`t.product_id = any(array(select c.product_id from store_products c
    where c.store_id = ${q.storeId} and ${typoMatch(sql`c.search_text`, terms)} limit ${TYPO_CANDIDATES}))`
  const typo = await withinTime(db, TYPO_TIMEOUT_MS, (tx) => ordered(tx, close, ranked))
  return typo ? { offerIds: typo, cutShort: false } : { offerIds: [], cutShort: true }
}

/** The store's offers with their products, in the order given (an offer no longer there is left out). */
export async function offerRows(db: Db, offerIds: number[]): Promise<Map<number, Product>> {
  const out = new Map<number, Product>()
  if (offerIds.length === 0) return out
  const rows = await queryRows<ProductRow>(
    db,
    sql`select ${productColumns} from offers o join products p on p.id = o.product_id ${productJoins}
      where o.id = any(${intArray(offerIds)}) and o.deleted_at is null`,
  )
  for (const row of rows) out.set(Number(row.product_store_id), toProduct(row))
  return out
}
