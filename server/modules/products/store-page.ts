// A page of one store's products for its seller (listProducts, searchProducts with store_id),
// newest offer first or best match first when searching; the seller sees all its offers, sold out
// or unavailable too. Decision 023: a filter (search, category, brand) reads store_products, the
// store's products' search text, category and brand indexed by store (migration 0017), joined to
// the store's offers, so its cost follows the store's matches, not the catalogue's: a phrase over
// 100,000 products matched thousands of other stores' products only to drop them. The answer is
// the same as matching products.search_text (store_products copies it, kept by triggers).
import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { queryRows, withinTime } from '../../db/rows'
import { searchTerms, textRank, tokensMatch, typoMatch } from '../catalog/search-terms'
import { categoryTree } from '../categories/category-tree'
import {
  type ProductPage,
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

/** Answers cut short by the typo fallback's timeout: not to be cached (seller-list-cache.ts). */
export const cutShort = new WeakSet<ProductPage>()

export async function storePage(db: Db, q: ProductQuery & { storeId: number }): Promise<ProductPage> {
  const where: SQL[] = [sql`t.store_id = ${q.storeId}`]
  if (q.category !== undefined) {
    const tree = await categoryTree(db)
    const ids = tree.byId.has(q.category) ? tree.descendantIds(q.category) : [q.category]
    where.push(sql`t.category_id = any(${sql.raw(`array[${ids.map(Number).join(',')}]::int[]`)})`)
  }
  if (q.brand) where.push(sql`t.brand_id = (select id from brands where slug = ${q.brand})`)
  if (q.inStockOnly) where.push(sql`o.stock > 0`)
  const inStock = q.inStockOnly ? sql`and o.stock > 0` : sql``
  const page = async (db: Db, match: SQL | null, order: (text: SQL) => SQL, tx = false) => {
    // A store's whole list (or its in-stock part) is counted and paged on the index of its live
    // offers alone (migration 0018); a removed offer (soft-deleted) is not on the list.
    const plain = where.length === (q.inStockOnly ? 2 : 1) && !match
    const all = match ? [...where, match] : where
    const from = sql`from store_products t join offers o on o.store_id = t.store_id and o.product_id = t.product_id
      and o.deleted_at is null where ${sql.join(all, sql` and `)}`
    const countSql = plain
      ? sql`select count(*)::int as n from offers o where o.store_id = ${q.storeId} and o.deleted_at is null ${inStock}`
      : sql`select count(*)::int as n ${from}`
    // The page's rows are chosen first (ids only), then only those get their columns, category,
    // brand and images.
    const pick = plain
      ? sql`select o.product_id, o.id as offer_id from offers o where o.store_id = ${q.storeId} and o.deleted_at is null ${inStock}
          order by ${NEWEST} limit ${q.limit} offset ${q.skip}`
      : sql`select t.product_id, o.id as offer_id ${from} order by ${order(sql`t.search_text`)}
          limit ${q.limit} offset ${q.skip}`
    const pageSql = sql`select ${productColumns}
      from (${pick}) pick
      join products p on p.id = pick.product_id left join offers o on o.id = pick.offer_id ${productJoins}
      order by ${order(sql`p.search_text`)}`
    // Side by side on the pool; one after the other on a transaction's one connection.
    const [[count], rows] = tx
      ? [await queryRows<{ n: number }>(db, countSql), await queryRows<ProductRow>(db, pageSql)]
      : await Promise.all([queryRows<{ n: number }>(db, countSql), queryRows<ProductRow>(db, pageSql)])
    return { items: rows.map(toProduct), total: count.n, skip: q.skip, limit: q.limit }
  }
  const terms = searchTerms(q.search)
  if (!terms) return page(db, null, () => NEWEST)
  const ranked = (text: SQL) => sql`${textRank(text, terms)} desc, ${NEWEST}`
  const found = await page(db, tokensMatch(sql`t.search_text`, terms), ranked)
  if (found.total > 0) return found
  // A typo finds nothing by tokens: fall back to trigram closeness, bounded as the storefront's.
  const close = sql`t.product_id = any(array(select c.product_id from store_products c
    where c.store_id = ${q.storeId} and ${typoMatch(sql`c.search_text`, terms)} limit ${TYPO_CANDIDATES}))`
  const typo = await withinTime(db, TYPO_TIMEOUT_MS, (tx) => page(tx, close, ranked, true))
  if (typo) return typo
  const nothing: ProductPage = { items: [], total: 0, skip: q.skip, limit: q.limit }
  cutShort.add(nothing)
  return nothing
}
