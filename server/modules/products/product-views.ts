// The seller's reads of products: one product with one store's offer (getProduct, getProductBySlug,
// and the answer of every product write), and pages of them (listProducts, searchProducts). Unlike
// the storefront's reads these show unverified stores' offers and unavailable or sold-out ones:
// the seller manages them all.
import { type SQL, sql } from 'drizzle-orm'
import { intArray } from '../../db/arrays'
import type { Db } from '../../db/client'
import { isInt4, queryRows } from '../../db/rows'
import { notFound } from '../../lib/http-error'
import { searchTerms, textRank, tokensMatch, typoMatch } from '../catalog/search-terms'
import { categoryTree } from '../categories/category-tree'
import {
  PRODUCT_NOT_FOUND,
  type Product,
  type ProductPage,
  type ProductQuery,
  type ProductRow,
  productColumns,
  productJoins,
  toProduct,
} from './product-rows'

/** The product as the store offers it; 404 when the store has no offer of it. */
export async function storeProduct(db: Db, productId: number, storeId: number): Promise<Product> {
  if (!isInt4(productId)) throw notFound(PRODUCT_NOT_FOUND)
  const [row] = await queryRows<ProductRow & { is_shared: boolean }>(
    db,
    sql`select ${productColumns},
        exists (select 1 from offers other where other.product_id = p.id and other.store_id <> ${storeId}
          and other.deleted_at is null) as is_shared
      from products p
      join offers o on o.product_id = p.id and o.store_id = ${storeId} and o.deleted_at is null ${productJoins}
      where p.id = ${productId}`,
  )
  if (!row) throw notFound(PRODUCT_NOT_FOUND)
  // Shared: the data and images are the other stores' too, which requireSoleSeller guards.
  return { ...toProduct(row), is_shared: row.is_shared }
}

/** The same by slug (slugs are not unique across products: the store's offer decides). */
export async function storeProductBySlug(db: Db, slug: string, storeId: number): Promise<Product> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select p.id from products p join offers o on o.product_id = p.id and o.store_id = ${storeId} and o.deleted_at is null
      where p.slug = ${slug} order by p.id limit 1`,
  )
  if (!row) throw notFound(PRODUCT_NOT_FOUND)
  return storeProduct(db, row.id, storeId)
}

/** The order of an admin sort: by the store's offer with a store, by the product's summary without. */
function sortOrder(sort: NonNullable<ProductQuery['sort']>, store: boolean): SQL {
  const dir = sort.order === 'asc' ? sql`asc` : sql`desc`
  const key = {
    created_at: store ? sql`o.created_at` : sql`p.created_at`,
    price: store ? sql`o.price` : sql`p.best_price`,
    stock: store ? sql`o.stock` : sql`p.total_stock`,
    name: sql`p.name_fa`,
  }[sort.by]
  return sql`${key} ${dir} nulls last, p.id ${dir}`
}

/**
 * A page of products: with storeId the store's offers in the chosen sort (the admin's list of a
 * store; a seller's list is seller-list-cache.ts), without it every product with null store
 * fields (searchProducts), newest first or best match first when searching.
 */
export async function productPage(db: Db, q: ProductQuery): Promise<ProductPage> {
  const where: SQL[] = []
  const offerJoin =
    q.storeId === undefined
      ? sql`left join offers o on false`
      : sql`join offers o on o.product_id = p.id and o.store_id = ${q.storeId} and o.deleted_at is null`
  if (q.category !== undefined) {
    const tree = await categoryTree(db)
    const ids = tree.byId.has(q.category) ? tree.descendantIds(q.category) : [q.category]
    where.push(sql`p.category_id = any(${intArray(ids)})`)
  }
  // By the brand's id, so products_brand_idx finds the brand's products (no join to filter on).
  if (q.brand) where.push(sql`p.brand_id = (select id from brands where slug = ${q.brand})`)
  if (q.inStockOnly) where.push(q.storeId !== undefined ? sql`o.stock > 0` : sql`p.in_stock`)
  const terms = searchTerms(q.search)
  let order = q.sort
    ? sortOrder(q.sort, q.storeId !== undefined)
    : q.storeId === undefined
      ? sql`p.id desc`
      : sql`o.created_at desc, o.id desc`
  const run = async (match: SQL | null) => {
    const all = match ? [...where, match] : where
    const cond = all.length ? sql`where ${sql.join(all, sql` and `)}` : sql``
    const from = sql`from products p ${offerJoin} ${cond}`
    const countSql = sql`select count(*)::int as n ${from}`
    // The page's rows are chosen first (ids only), then only those 20 get their columns, category,
    // brand and images: a deep page no longer builds the JSON of every row it skips.
    const pick = sql`select p.id as product_id, o.id as offer_id ${from} order by ${order} limit ${q.limit} offset ${q.skip}`
    const pageSql = sql`select ${productColumns}
      from (${pick}) pick
      join products p on p.id = pick.product_id left join offers o on o.id = pick.offer_id ${productJoins}
      order by ${order}`
    const [[count], rows] = await Promise.all([
      queryRows<{ n: number }>(db, countSql),
      queryRows<ProductRow>(db, pageSql),
    ])
    return { items: rows.map(toProduct), total: count.n, skip: q.skip, limit: q.limit }
  }
  if (!terms || q.sort) return terms ? run(tokensMatch(sql`p.search_text`, terms)) : run(null)
  order = sql`${textRank(sql`p.search_text`, terms)} desc, ${order}`
  const page = await run(tokensMatch(sql`p.search_text`, terms))
  // A typo finds nothing by tokens: fall back to trigram closeness, as the storefront does.
  return page.total > 0 ? page : run(typoMatch(sql`p.search_text`, terms))
}
