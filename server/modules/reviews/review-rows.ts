// A review as every list and change answers it: one projection (the product, the author's public
// name, the store bought from, whether the caller voted), and what each reader may see of it
// (the order item to its author, store and admins; the reason of a rejection to its author and
// admins; the report count to admins).
import { type SQL, sql } from 'drizzle-orm'
import type { components } from '#sdk/schema'
import type { Db } from '../../db/client'
import { firstImageUrl, storeSummaryJson } from '../../db/projections'
import { iso, preparedRows, queryRows } from '../../db/rows'
import type { ModerationStatus, ReviewPhoto } from '../../db/schema/trust'
import { publicName } from '../trust'

export type Review = components['schemas']['Review']
export type ReviewPage = components['schemas']['ReviewPage']

/** Who reads: the public (and other users), the author, the store that sold it, or an admin. */
export type Reader = 'public' | 'author' | 'store' | 'admin'

export const REVIEW_NOT_FOUND = 'دیدگاه یافت نشد'

type Row = {
  id: number
  product_id: number
  product_slug: string
  product_name: string
  product_image: string | null
  order_item_id: number
  rating: number
  title: string | null
  body: string | null
  strengths: string[]
  weaknesses: string[]
  photos: ReviewPhoto[]
  status: ModerationStatus
  reject_reason: string | null
  author: string | null
  store: Review['store']
  helpful_count: number
  report_count: number
  voted: boolean
  answer: string | null
  answered_at: Date | string | null
  created_at: Date | string
}

/**
 * The reviews `r` that `from` (joined to reviews as r) and `where` select, in `order`, with the
 * voter `viewerId`'s votes (null: nobody's).
 */
export async function reviewRows(
  db: Db,
  q: { from?: SQL; where: SQL; order: SQL; limit?: number; skip?: number; viewerId: number | null },
): Promise<Row[]> {
  const voted =
    q.viewerId === null
      ? sql`false`
      : sql`exists (select 1 from trust_votes v where v.target = 'review' and v.target_id = r.id and v.user_id = ${q.viewerId})`
  // Prepared (decision 033): the public list is the hot read, and its few shapes (sort, filters,
  // signed in or not) each plan once per connection instead of at every page.
  return preparedRows<Row>(
    db,
    sql`select r.id, r.product_id, p.slug as product_slug, p.name_fa as product_name,
      ${firstImageUrl(sql`p.id`)} as product_image, r.order_item_id, r.rating, r.title, r.body,
      r.strengths, r.weaknesses, r.photos, r.status, r.reject_reason, u.name as author,
      ${storeSummaryJson} as store, r.helpful_count, r.report_count, ${voted} as voted, r.answer,
      r.answered_at, r.created_at
    from ${q.from ?? sql`reviews r`}
    join products p on p.id = r.product_id
    join users u on u.id = r.user_id
    join stores s on s.id = r.store_id
    where ${q.where}
    order by ${q.order}
    ${q.limit === undefined ? sql`` : sql`limit ${q.limit} offset ${q.skip ?? 0}`}`,
  )
}

/** The contract's Review, as `reader` may see it. */
export function toReview(r: Row, reader: Reader): Review {
  const review: Review = {
    id: r.id,
    product: { id: r.product_id, slug: r.product_slug, name_fa: r.product_name, image_url: r.product_image },
    rating: r.rating,
    title: r.title,
    body: r.body,
    strengths: r.strengths,
    weaknesses: r.weaknesses,
    photos: r.photos.map((p) => ({ file_id: p.fileId, url: p.url })),
    status: r.status,
    reject_reason: reader === 'author' || reader === 'admin' ? r.reject_reason : null,
    author_name: publicName(r.author),
    is_buyer: true,
    store: r.store,
    helpful_count: r.helpful_count,
    voted_helpful: r.voted,
    answer: r.answer,
    answered_at: iso(r.answered_at),
    created_at: iso(r.created_at) as string,
  }
  if (reader !== 'public') review.order_item_id = r.order_item_id
  if (reader === 'admin') review.report_count = r.report_count
  return review
}

/** One review by id as `reader` sees it (after a change), or undefined. */
export async function reviewById(db: Db, id: number, reader: Reader, viewerId: number | null) {
  const [row] = await reviewRows(db, { where: sql`r.id = ${id}`, order: sql`r.id`, viewerId })
  return row ? toReview(row, reader) : undefined
}

/** A page of reviews: the rows as `reader` sees them, with the total. */
export async function reviewPage(
  db: Db,
  q: { where: SQL; order: SQL; skip?: number; limit?: number; viewerId: number | null; total?: number },
  reader: Reader,
): Promise<ReviewPage> {
  const skip = q.skip ?? 0
  const limit = q.limit ?? 10
  const rows = await reviewRows(db, { ...q, skip, limit })
  let total = q.total
  if (total === undefined) {
    // A short page is its own count; a full one counts what the filter selects.
    if (rows.length < limit && (rows.length > 0 || skip === 0)) total = skip + rows.length
    else {
      const [n] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from reviews r where ${q.where}`)
      total = n.n
    }
  }
  return { items: rows.map((r) => toReview(r, reader)), total, skip, limit }
}
