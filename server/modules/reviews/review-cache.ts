// A product's public reviews pages, kept in process for a few seconds: the first page of a popular
// product is read far more often than reviews are written. What is kept is the same for every
// reader (voted_helpful false); a signed-in reader's votes are laid over it by one indexed query.
//
// Freshness (decision 028 allows a product's public reads 60 s): a change made through this
// process (a review published or rejected, an answer) shows at once — the product's generation
// moves on, so its pages are read again; other server processes show it within about
// REVIEWS_TTL_MS of steady reading (at most REVIEWS_MAX_MS). A helpful vote's count follows the
// same way (the voter sees their own vote at once).
// catalogChanged() (a product removed, hidden ...) empties the cache like the catalogue's others.
import { sql } from 'drizzle-orm'
import { intArray } from '../../db/arrays'
import { dbCache } from '../../db/caches'
import type { Db } from '../../db/client'
import { queryRows } from '../../db/rows'
import { TtlLru } from '../../lib/lru'
import type { ReviewPage } from './review-rows'

/** A kept page is read again in the background once this old, and never shown older than REVIEWS_MAX_MS. */
export const REVIEWS_TTL_MS = 10_000
const REVIEWS_MAX_MS = 30_000
const pagesOf = dbCache(
  'product-reviews',
  'catalog',
  () => new TtlLru<ReviewPage>(2_000, REVIEWS_MAX_MS, REVIEWS_TTL_MS),
)
/** Bumped by this process's changes of a product's published reviews. */
const generations = new Map<number, number>()

/** The product's published reviews changed here: its kept pages are not to be answered again. */
export function productReviewsChanged(productId: number): void {
  generations.set(productId, (generations.get(productId) ?? 0) + 1)
}

/** How many times this process changed the product's reviews: part of the keys of its kept answers. */
export const reviewsGeneration = (productId: number): number => generations.get(productId) ?? 0

/** The page as `load` reads it for nobody in particular, kept; with `viewerId`'s votes when signed in. */
export async function keptReviewPage(
  db: Db,
  productId: number,
  query: object,
  viewerId: number | null,
  load: () => Promise<ReviewPage>,
): Promise<ReviewPage> {
  const key = `${productId}:${reviewsGeneration(productId)}:${JSON.stringify(query)}`
  const page = await pagesOf(db).get(key, load)
  if (viewerId === null || page.items.length === 0) return page
  const voted = await queryRows<{ id: number }>(
    db,
    sql`select target_id as id from trust_votes where target = 'review' and user_id = ${viewerId}
      and target_id = any(${intArray(page.items.map((r) => r.id))})`,
  )
  if (voted.length === 0) return page
  const ids = new Set(voted.map((v) => v.id))
  return { ...page, items: page.items.map((r) => (ids.has(r.id) ? { ...r, voted_helpful: true } : r)) }
}
