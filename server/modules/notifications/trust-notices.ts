// Notices of trust, written in the transaction of their cause (outbox.ts): a store verified or
// unverified by an admin (to its owner, with the admin's reason), a review answered by the seller
// (to the reviewer) and a question answered (to the asker). The answers quoted are public on the
// product page already.
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { queryRows } from '../../db/rows'
import { notify } from './outbox'
import { links, quote } from './wording'

/**
 * An admin verified or unverified the store. `changedAt` tells this change from the store's
 * earlier ones (a store may be verified, unverified and verified again: each is news).
 */
export async function noticeStoreVerification(
  tx: Db,
  store: { id: number; ownerId: number; name: string },
  verified: boolean,
  note: string | null | undefined,
  changedAt: Date,
): Promise<void> {
  const reason = note?.trim()
  await notify(tx, [
    {
      userId: store.ownerId,
      event: verified ? 'store_verified' : 'store_unverified',
      cause: `store:${store.id}:${verified ? 'verified' : 'unverified'}:${changedAt.getTime()}`,
      title: verified ? `فروشگاه «${store.name}» تأیید شد` : `تأیید فروشگاه «${store.name}» برداشته شد`,
      body: verified
        ? 'فروشگاه شما در راسته دیده می‌شود و می‌توانید کالاهایتان را بفروشید'
        : reason
          ? `دلیل: ${reason}؛ پس از رفع آن، فروشگاه دوباره بررسی می‌شود`
          : 'فروشگاه تا بررسی دوباره در راسته دیده نمی‌شود؛ برای دانستن دلیل با پشتیبانی تماس بگیرید',
      link: links.store(store.id),
      storeId: store.id,
    },
  ])
}

/** The seller answered a published review: its author hears it, with the answer's first words. */
export async function noticeReviewAnswered(tx: Db, reviewId: number): Promise<void> {
  const [r] = await queryRows<{ user_id: number; product_id: number; slug: string; name: string; answer: string }>(
    tx,
    sql`select r.user_id, r.product_id, p.slug, p.name_fa as name, r.answer
      from reviews r join products p on p.id = r.product_id where r.id = ${reviewId} and r.answer is not null`,
  )
  if (!r) return
  await notify(tx, [
    {
      userId: r.user_id,
      event: 'review_answered',
      cause: `review:${reviewId}:answered`,
      title: `فروشنده به دیدگاه شما دربارهٔ «${quote(r.name, 60)}» پاسخ داد`,
      body: quote(r.answer),
      link: links.productReviews(r.product_id, r.slug),
    },
  ])
}

/** A question got an answer: its asker hears it (not when they answered it themselves). */
export async function noticeQuestionAnswered(tx: Db, questionId: number, answerId: number): Promise<void> {
  const [q] = await queryRows<{
    asker: number
    answerer: number
    product_id: number
    slug: string
    name: string
    body: string
    store_name: string | null
  }>(
    tx,
    sql`select q.user_id as asker, a.user_id as answerer, q.product_id, p.slug, p.name_fa as name, a.body,
        s.name as store_name
      from answers a join questions q on q.id = a.question_id join products p on p.id = q.product_id
        left join stores s on s.id = a.store_id
      where a.id = ${answerId} and q.id = ${questionId}`,
  )
  if (!q || q.asker === q.answerer) return
  const who = q.store_name === null ? 'یک خریدار' : `فروشگاه «${q.store_name}»`
  await notify(tx, [
    {
      userId: q.asker,
      event: 'question_answered',
      cause: `question:${questionId}:answer:${answerId}`,
      title: `${who} به پرسش شما دربارهٔ «${quote(q.name, 60)}» پاسخ داد`,
      body: quote(q.body),
      link: links.productQuestions(q.product_id, q.slug),
    },
  ])
}
