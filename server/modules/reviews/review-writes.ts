// Writing a review (only the buyer of a delivered order item, once) and the seller's one answer.
// A rating alone is published at once and joins the product's summary in the same transaction;
// with text or photos the review waits for an admin (moderation.ts).
import { sql } from 'drizzle-orm'
import type { components } from '#sdk/schema'
import { intArray } from '../../db/arrays'
import type { Db } from '../../db/client'
import { isInt4, isUniqueViolation, queryRows } from '../../db/rows'
import type { ReviewPhoto } from '../../db/schema/trust'
import { inTransaction } from '../../db/transaction'
import { conflict, forbidden, invalidField, notFound } from '../../lib/http-error'
import { fileUrl } from '../files/files'
import { noticeReviewAnswered } from '../notifications/trust-notices'
import { trustText } from '../trust'
import { changeRatings } from './ratings'
import { productReviewsChanged } from './review-cache'
import { REVIEW_NOT_FOUND, type Review, reviewById } from './review-rows'

type ReviewInput = components['schemas']['ReviewInput']

export const NOT_BUYER = 'فقط خریدار این کالا می‌تواند برای آن دیدگاه بنویسد'
export const NOT_DELIVERED = 'پس از تحویل سفارش می‌توانید برای این کالا دیدگاه بنویسید'
export const REVIEWED = 'برای این خرید قبلاً دیدگاه نوشته‌اید'
export const NOT_YOUR_PHOTO = 'فقط تصویرهایی را می‌توان افزود که خودتان برای این دیدگاه بارگذاری کرده‌اید'

/** Optional text: absent or blank is none; otherwise plain text within its limit. */
function optionalText(value: string | undefined, field: string, max: number): string | null {
  if (value === undefined || value.trim() === '') return null
  return trustText(value, field, max)
}

function textList(values: string[] | undefined, field: string): string[] {
  return (values ?? []).filter((v) => v.trim() !== '').map((v, i) => trustText(v, `${field}.${i}`, 100, 1))
}

/** The photos, each a file the author uploaded to the folder `reviews` (422/403 otherwise). */
async function photosOf(tx: Db, ids: number[] | undefined, userId: number): Promise<ReviewPhoto[]> {
  if (!ids?.length) return []
  const rows = await queryRows<{ id: number; owner_id: number; folder: string; filename: string }>(
    tx,
    sql`select id, owner_id, folder, filename from files where id = any(${intArray(ids)})`,
  )
  const byId = new Map(rows.map((r) => [r.id, r]))
  return ids.map((id, i) => {
    const file = byId.get(id)
    if (!file) throw invalidField(`body.photo_file_ids.${i}`, 'تصویر انتخاب‌شده یافت نشد؛ دوباره بارگذاری کنید')
    if (file.owner_id !== userId) throw forbidden(NOT_YOUR_PHOTO)
    if (file.folder !== 'reviews') throw invalidField(`body.photo_file_ids.${i}`, NOT_YOUR_PHOTO)
    return { fileId: file.id, url: fileUrl(file.folder, file.filename) }
  })
}

export async function createReview(db: Db, userId: number, input: ReviewInput): Promise<Review> {
  const title = optionalText(input.title, 'body.title', 100)
  const body = optionalText(input.body, 'body.body', 2000)
  const strengths = textList(input.strengths, 'body.strengths')
  const weaknesses = textList(input.weaknesses, 'body.weaknesses')
  const made = await inTransaction(db, async (tx) => {
    const [item] = isInt4(input.order_item_id)
      ? await queryRows<{ product_id: number; store_id: number; user_id: number; status: string }>(
          tx,
          sql`select oi.product_id, o.store_id, o.user_id, o.status
            from order_items oi join orders o on o.id = oi.order_id where oi.id = ${input.order_item_id}`,
        )
      : []
    // Someone else's item is refused like one that does not exist: the buyer alone may know it.
    if (!item || item.user_id !== userId) throw forbidden(NOT_BUYER)
    if (item.status !== 'delivered') throw forbidden(NOT_DELIVERED)
    const photos = await photosOf(tx, input.photo_file_ids, userId)
    const moderated = title !== null || body !== null || strengths.length + weaknesses.length + photos.length > 0
    const status = moderated ? 'pending' : 'published'
    let created: { id: number }
    try {
      ;[created] = await queryRows<{ id: number }>(
        tx,
        sql`insert into reviews (product_id, order_item_id, store_id, user_id, rating, title, body, strengths,
            weaknesses, photos, status)
          values (${item.product_id}, ${input.order_item_id}, ${item.store_id}, ${userId}, ${input.rating}, ${title},
            ${body}, ${JSON.stringify(strengths)}::jsonb, ${JSON.stringify(weaknesses)}::jsonb,
            ${JSON.stringify(photos)}::jsonb, ${status})
          returning id`,
      )
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(REVIEWED)
      throw error
    }
    if (status === 'published') await changeRatings(tx, item.product_id, [input.rating], 1)
    return { id: created.id, productId: item.product_id }
  })
  productReviewsChanged(made.productId)
  return (await reviewById(db, made.id, 'author', userId)) as Review
}

export const NOT_YOUR_STORE = 'فقط فروشگاهی که این کالا را فروخته می‌تواند به این دیدگاه پاسخ دهد'

/** The store's one public answer to a published review of its order item (409 after the first). */
export async function answerReview(db: Db, userId: number, reviewId: number, text: string): Promise<Review> {
  const answer = trustText(text, 'body.body', 1000)
  if (!isInt4(reviewId)) throw notFound(REVIEW_NOT_FOUND)
  const productId = await inTransaction(db, async (tx) => {
    const [row] = await queryRows<{ owner_id: number; status: string; answered: boolean; product_id: number }>(
      tx,
      sql`select s.owner_id, r.status, r.answer is not null as answered, r.product_id
        from reviews r join stores s on s.id = r.store_id where r.id = ${reviewId} for update of r`,
    )
    if (row?.status !== 'published') throw notFound(REVIEW_NOT_FOUND)
    if (row.owner_id !== userId) throw forbidden(NOT_YOUR_STORE)
    if (row.answered) throw conflict('به این دیدگاه قبلاً پاسخ داده‌اید')
    await tx.execute(sql`update reviews set answer = ${answer}, answered_at = now() where id = ${reviewId}`)
    await noticeReviewAnswered(tx, reviewId) // the reviewer hears it
    return row.product_id
  })
  productReviewsChanged(productId)
  return (await reviewById(db, reviewId, 'store', userId)) as Review
}
