// The admin's lists of one store's things (spec section 7 "Admin", section 9 sizes): its products
// (20 a page, sortable), and for curating homepages its discounted products, bundles and articles
// (10 a page). Unlike the storefront's lists these include a store still under review.
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { queryRows } from '../../db/rows'
import { listPublicBlogPosts } from '../blog/public-blog'
import { listPublicBundles } from '../bundles/public-bundles'
import { cardsByIds } from '../catalog/product-cards'
import { offerPrices } from '../pricing'
import { productPage } from '../products/product-views'
import { adminStore } from '../stores/admin-stores'

interface Paging {
  skip?: number
  limit?: number
}

export async function adminProducts(
  db: Db,
  q: Paging & {
    store_id?: number
    in_stock_only?: boolean
    search?: string
    sort_by?: 'created_at' | 'price' | 'stock' | 'name'
    sort_order?: 'asc' | 'desc'
  },
) {
  if (q.store_id !== undefined) await adminStore(db, q.store_id)
  return productPage(db, {
    storeId: q.store_id,
    search: q.search,
    inStockOnly: q.in_stock_only,
    sort: { by: q.sort_by ?? 'created_at', order: q.sort_order ?? 'desc' },
    skip: q.skip ?? 0,
    limit: q.limit ?? 20,
  })
}

/** The store's products whose selling price is below the offer's price (an automatic discount). */
export async function discountedProducts(db: Db, storeId: number, q: Paging) {
  await adminStore(db, storeId)
  const skip = q.skip ?? 0
  const limit = q.limit ?? 10
  const priced = sql`(${offerPrices(sql`o.store_id = ${storeId}`)}) pr`
  const [ids, [count]] = await Promise.all([
    queryRows<{ product_id: number }>(
      db,
      sql`select pr.product_id from ${priced} where pr.selling_price < pr.price
        order by pr.product_id desc limit ${limit} offset ${skip}`,
    ),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${priced} where pr.selling_price < pr.price`),
  ])
  const items = await cardsByIds(
    db,
    ids.map((r) => r.product_id),
    storeId,
  )
  return { items, total: count?.n ?? 0, skip, limit }
}

export async function storeBundles(db: Db, storeId: number, q: Paging) {
  await adminStore(db, storeId)
  return listPublicBundles(db, { store_id: storeId, skip: q.skip, limit: q.limit ?? 10 }, true)
}

export async function storeArticles(db: Db, storeId: number, q: Paging) {
  await adminStore(db, storeId)
  return listPublicBlogPosts(db, { store_id: storeId, skip: q.skip, limit: q.limit ?? 10 }, true)
}
