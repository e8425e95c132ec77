// Admins' decisions on reviews: approve (publish: its rating joins the product's summary), reject
// with the reason its author sees (a published one's rating leaves the summary), or approve many
// pending ones at once. Each decision is one entry of the admin audit log, in the same transaction.
import { sql } from 'drizzle-orm'
import { intArray } from '../../db/arrays'
import type { Db } from '../../db/client'
import { isInt4, queryRows } from '../../db/rows'
import { inTransaction } from '../../db/transaction'
import { invalidField, notFound } from '../../lib/http-error'
import { recordAdminAction } from '../admin/audit'
import { trustText } from '../trust'
import { changeRatings } from './ratings'
import { productReviewsChanged } from './review-cache'
import { REVIEW_NOT_FOUND, type Review, reviewById } from './review-rows'

export const REASON_REQUIRED = 'برای رد دیدگاه، دلیل آن را بنویسید؛ نویسنده آن را می‌بیند'

type Decision = { decision: 'approve' | 'reject'; reason?: string }

export async function moderateReview(db: Db, adminId: number, reviewId: number, d: Decision): Promise<Review> {
  const reason = d.decision === 'reject' ? rejectReason(d.reason) : null
  if (!isInt4(reviewId)) throw notFound(REVIEW_NOT_FOUND)
  const productId = await inTransaction(db, async (tx) => {
    const [review] = await queryRows<{ product_id: number; rating: number; status: string }>(
      tx,
      sql`select product_id, rating, status from reviews where id = ${reviewId} for update`,
    )
    if (!review) throw notFound(REVIEW_NOT_FOUND)
    const next = d.decision === 'approve' ? 'published' : 'rejected'
    await tx.execute(sql`update reviews set status = ${next}, reject_reason = ${reason},
      moderated_by = ${adminId}, moderated_at = now() where id = ${reviewId}`)
    if (review.status !== 'published' && next === 'published') {
      await changeRatings(tx, review.product_id, [review.rating], 1)
    } else if (review.status === 'published' && next === 'rejected') {
      await changeRatings(tx, review.product_id, [review.rating], -1)
    }
    await recordAdminAction(tx, adminId, {
      action: `review.${d.decision}`,
      targetType: 'review',
      targetId: reviewId,
      note: reason,
      details: { from: review.status, product_id: review.product_id },
    })
    return review.product_id
  })
  productReviewsChanged(productId)
  return (await reviewById(db, reviewId, 'admin', adminId)) as Review
}

function rejectReason(reason: string | undefined): string {
  if (!reason?.trim()) throw invalidField('body.reason', REASON_REQUIRED)
  return trustText(reason, 'body.reason', 300)
}

/** Publishes the pending ones among `ids` (others are skipped); how many were published. */
export async function approveReviews(db: Db, adminId: number, ids: number[]): Promise<{ approved: number }> {
  const valid = ids.filter(isInt4)
  if (valid.length === 0) return { approved: 0 }
  const result = await inTransaction(db, async (tx) => {
    const published = await queryRows<{ id: number; product_id: number; rating: number }>(
      tx,
      sql`update reviews set status = 'published', reject_reason = null, moderated_by = ${adminId}, moderated_at = now()
        where id = any(${intArray(valid)}) and status = 'pending' returning id, product_id, rating`,
    )
    const byProduct = new Map<number, number[]>()
    for (const r of published) byProduct.set(r.product_id, [...(byProduct.get(r.product_id) ?? []), r.rating])
    // In product order, so two bulk approvals touching the same products lock their rows alike.
    for (const productId of [...byProduct.keys()].sort((a, b) => a - b)) {
      await changeRatings(tx, productId, byProduct.get(productId) ?? [], 1)
    }
    for (const r of published) {
      await recordAdminAction(tx, adminId, {
        action: 'review.approve',
        targetType: 'review',
        targetId: r.id,
        details: { from: 'pending', product_id: r.product_id, bulk: true },
      })
    }
    return { approved: published.length, products: [...byProduct.keys()] }
  })
  for (const productId of result.products) productReviewsChanged(productId)
  return { approved: result.approved }
}
