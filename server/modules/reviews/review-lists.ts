// The lists of reviews: a product's published ones (public), the author's own, a store's for its
// seller to answer, the admins' moderation queue, and the buyer's delivered items not reviewed yet.
import { type SQL, sql } from 'drizzle-orm'
import type { components } from '#sdk/schema'
import type { Db } from '../../db/client'
import { firstImageUrl, storeSummaryJson } from '../../db/projections'
import { isInt4, iso, queryRows } from '../../db/rows'
import { notFound } from '../../lib/http-error'
import { PRODUCT_NOT_FOUND } from '../catalog/product-detail'
import { ratingSummaryJson, toRatingSummary } from './ratings'
import { keptReviewPage } from './review-cache'
import { type ReviewPage, reviewPage } from './review-rows'

type Paging = { skip?: number; limit?: number }
const and = (parts: SQL[]) => sql.join(parts, sql` and `)
const NEWEST = sql`r.id desc`

/**
 * A product's published reviews, kept briefly (review-cache.ts). The total of an unfiltered or stars-only list comes from the kept
 * summary (every published review is one rating of it), so a product with thousands of reviews
 * costs one indexed page, not a count.
 */
export function listProductReviews(
  db: Db,
  productId: number,
  q: ProductReviewQuery,
  viewerId: number | null,
): Promise<ReviewPage> {
  if (!isInt4(productId)) throw notFound(PRODUCT_NOT_FOUND)
  return keptReviewPage(db, productId, q, viewerId, () => readProductReviews(db, productId, q))
}

type ProductReviewQuery = Paging & { sort?: 'newest' | 'helpful'; stars?: number; with_photos?: boolean }

async function readProductReviews(db: Db, productId: number, q: ProductReviewQuery): Promise<ReviewPage> {
  const [product] = await queryRows<{ rating: Parameters<typeof toRatingSummary>[0] }>(
    db,
    sql`select ${ratingSummaryJson(sql`p.id`)} as rating from products p where p.id = ${productId}`,
  )
  if (!product) throw notFound(PRODUCT_NOT_FOUND)
  const summary = toRatingSummary(product.rating)
  const where = [sql`r.product_id = ${productId}`, sql`r.status = 'published'`]
  if (q.stars) where.push(sql`r.rating = ${q.stars}`)
  if (q.with_photos) where.push(sql`r.photos <> '[]'::jsonb`)
  let total: number | undefined
  if (!q.with_photos) total = q.stars ? summary.histogram[q.stars - 1] : summary.count
  const order = q.sort === 'helpful' ? sql`r.helpful_count desc, r.id desc` : NEWEST
  return reviewPage(db, { where: and(where), order, ...q, viewerId: null, total }, 'public')
}

/** The signed-in user's reviews in every state, newest first, with any rejection's reason. */
export function listMyReviews(db: Db, userId: number, q: Paging): Promise<ReviewPage> {
  return reviewPage(db, { where: sql`r.user_id = ${userId}`, order: NEWEST, ...q, viewerId: userId }, 'author')
}

/** The published reviews of a store's order items (the store checked by the caller), newest first. */
export function listStoreReviews(
  db: Db,
  storeId: number,
  q: Paging & { unanswered?: boolean },
  viewerId: number,
): Promise<ReviewPage> {
  const where = [sql`r.store_id = ${storeId}`, sql`r.status = 'published'`]
  if (q.unanswered) where.push(sql`r.answer is null`)
  return reviewPage(db, { where: and(where), order: NEWEST, ...q, viewerId }, 'store')
}

/**
 * The admins' queue: reviews in one state (pending by default), reported ones first (most
 * reported first), then the newest; `reported` keeps only reported ones.
 */
export function listReviewsForModeration(
  db: Db,
  q: Paging & {
    status?: 'pending' | 'published' | 'rejected'
    reported?: boolean
    stars?: number
    product_id?: number
  },
  adminId: number,
): Promise<ReviewPage> {
  const where = [sql`r.status = ${q.status ?? 'pending'}`]
  if (q.reported) where.push(sql`r.report_count > 0`)
  if (q.stars) where.push(sql`r.rating = ${q.stars}`)
  if (q.product_id) where.push(sql`r.product_id = ${q.product_id}`)
  const order = sql`r.report_count desc, r.id desc`
  return reviewPage(db, { where: and(where), order, ...q, viewerId: adminId }, 'admin')
}

type ReviewableItemPage = components['schemas']['ReviewableItemPage']
type ReviewableRow = {
  order_item_id: number
  order_id: number
  product_id: number
  slug: string
  name_fa: string
  image_url: string | null
  store: components['schemas']['StoreSummary']
  delivered_at: Date | string
}

/** The user's delivered order items without a review, the latest delivery first. */
export async function listReviewableItems(db: Db, userId: number, q: Paging): Promise<ReviewableItemPage> {
  const skip = q.skip ?? 0
  const limit = q.limit ?? 10
  const from = sql`orders o join order_items oi on oi.order_id = o.id
    where o.user_id = ${userId} and o.status = 'delivered'
      and not exists (select 1 from reviews r where r.order_item_id = oi.id)`
  const [rows, [count]] = await Promise.all([
    queryRows<ReviewableRow>(
      db,
      sql`select x.*, p.slug, p.name_fa, coalesce(${firstImageUrl(sql`p.id`)}, x.item_image) as image_url,
          ${storeSummaryJson} as store
        from (select oi.id as order_item_id, o.id as order_id, oi.product_id, o.store_id, oi.image_url as item_image,
            coalesce((select max(e.at) from order_status_events e where e.order_id = o.id and e.status = 'delivered'),
              o.updated_at) as delivered_at
          from ${from}) x
        join products p on p.id = x.product_id
        join stores s on s.id = x.store_id
        order by x.delivered_at desc, x.order_item_id desc limit ${limit} offset ${skip}`,
    ),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${from}`),
  ])
  return {
    items: rows.map((r) => ({
      order_item_id: r.order_item_id,
      order_id: r.order_id,
      product: { id: r.product_id, slug: r.slug, name_fa: r.name_fa, image_url: r.image_url },
      store: r.store,
      delivered_at: iso(r.delivered_at) as string,
    })),
    total: count.n,
    skip,
    limit,
  }
}
