// Questions about a product and their answers (issue 32): a signed-in user asks (pending until an
// admin approves); a store that offers the product answers as «فروشنده», a buyer who received it
// as «خریدار», each once; answers are published at once (they can be reported). The lists: the
// product's published questions, the asker's own, and the seller's inbox. None is kept in process:
// an approval or an answer is in the next read, in every server process; the PWA shows it within
// the products' 60 s freshness (decision 028).
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { allowHit } from '../../db/rate-limit'
import { isInt4, isUniqueViolation, queryRows } from '../../db/rows'
import { inTransaction } from '../../db/transaction'
import { conflict, forbidden, HttpError, notFound } from '../../lib/http-error'
import { STORE_UNDER_REVIEW } from '../access'
import type { AuthUser } from '../auth/tokens'
import { PRODUCT_NOT_FOUND } from '../catalog/product-detail'
import { noticeQuestionAnswered } from '../notifications/trust-notices'
import { trustText } from '../trust'
import { QUESTION_NOT_FOUND, type Question, questionPage, questionsByIds } from './question-rows'

/** Questions a user may ask in an hour: enough for a curious shopper, too few to flood the queue. */
export const ASK_LIMIT = { name: 'question-ask', max: 10, windowMs: 3_600_000 }
export const QUESTION_MAX = 1000
export const ANSWER_MAX = 1000

type Paging = { skip?: number; limit?: number }
const paging = (q: Paging) => ({ skip: q.skip ?? 0, limit: q.limit ?? 10 })

/** A product anyone may ask about: one a verified store offers (the product page's own rule). */
async function requirePublicProduct(db: Db, productId: number): Promise<void> {
  const [row] = isInt4(productId)
    ? await queryRows<{ id: number }>(
        db,
        sql`select p.id from products p where p.id = ${productId} and exists (select 1 from offers o
          join stores s on s.id = o.store_id where o.product_id = p.id and o.deleted_at is null and s.verified)`,
      )
    : []
  if (!row) throw notFound(PRODUCT_NOT_FOUND)
}

export async function askQuestion(db: Db, userId: number, productId: number, body: string): Promise<Question> {
  const text = trustText(body, 'body.body', QUESTION_MAX)
  await requirePublicProduct(db, productId)
  if (!(await allowHit(db, ASK_LIMIT, userId)))
    throw new HttpError(429, 'در این یک ساعت پرسش‌های زیادی ثبت کرده‌اید؛ کمی بعد دوباره بپرسید')
  const [{ id }] = await queryRows<{ id: number }>(
    db,
    sql`insert into questions (product_id, user_id, body, status) values (${productId}, ${userId}, ${text}, 'pending')
      returning id`,
  )
  return (await questionsByIds(db, [id], { viewerId: userId }))[0]
}

/**
 * The store an answer speaks for: the caller's own, verified. Any other store is refused (403, as
 * for anyone who may not answer) rather than hidden: naming it says nothing the store page does not.
 */
async function answeringStore(db: Db, userId: number, storeId: number): Promise<number> {
  const [store] = isInt4(storeId)
    ? await queryRows<{ owner_id: number; verified: boolean }>(
        db,
        sql`select owner_id, verified from stores where id = ${storeId} and deleted_at is null`,
      )
    : []
  if (!store || store.owner_id !== userId) throw forbidden('فقط از طرف فروشگاه خودتان می‌توانید پاسخ دهید')
  if (!store.verified) throw forbidden(STORE_UNDER_REVIEW)
  return storeId
}

/**
 * An answer to a published question. With `storeId`: the caller's own verified store, which must
 * offer the product («فروشنده»), once per question. Without: the caller must have received the
 * product in a delivered order («خریدار»), once. Anyone else is refused with the reason.
 */
export async function answerQuestion(
  db: Db,
  user: AuthUser,
  questionId: number,
  input: { body: string; store_id?: number },
): Promise<Question> {
  const text = trustText(input.body, 'body.body', ANSWER_MAX)
  const storeId = input.store_id === undefined ? null : await answeringStore(db, user.id, input.store_id)
  await inTransaction(db, async (tx) => {
    const [q] = isInt4(questionId)
      ? await queryRows<{ product_id: number }>(
          tx,
          sql`select product_id from questions where id = ${questionId} and status = 'published' for update`,
        )
      : []
    if (!q) throw notFound(QUESTION_NOT_FOUND)
    if (storeId !== null) {
      const [offer] = await queryRows<{ id: number }>(
        tx,
        sql`select id from offers where store_id = ${storeId} and product_id = ${q.product_id} and deleted_at is null limit 1`,
      )
      if (!offer) throw forbidden('فروشگاه شما این کالا را نمی‌فروشد؛ فقط فروشندگان این کالا می‌توانند پاسخ دهند')
    } else {
      const [bought] = await queryRows<{ id: number }>(
        tx,
        sql`select oi.id from order_items oi join orders o on o.id = oi.order_id
          where o.user_id = ${user.id} and o.status = 'delivered' and oi.product_id = ${q.product_id} limit 1`,
      )
      if (!bought) throw forbidden('فقط خریدارانی که این کالا را تحویل گرفته‌اند یا فروشندگان آن می‌توانند پاسخ دهند')
    }
    let answerId: number
    try {
      const [made] = await queryRows<{ id: number }>(
        tx,
        sql`insert into answers (question_id, user_id, store_id, kind, body)
          values (${questionId}, ${user.id}, ${storeId}, ${storeId === null ? 'buyer' : 'seller'}, ${text}) returning id`,
      )
      answerId = made.id
    } catch (error) {
      if (isUniqueViolation(error))
        throw conflict(
          storeId === null ? 'شما قبلاً به این پرسش پاسخ داده‌اید' : 'فروشگاه شما قبلاً به این پرسش پاسخ داده است',
        )
      throw error
    }
    await tx.execute(sql`update questions set answer_count = answer_count + 1 where id = ${questionId}`)
    await noticeQuestionAnswered(tx, questionId, answerId) // the asker hears it
  })
  return (await questionsByIds(db, [questionId], { viewerId: user.id }))[0]
}

/** A product's published questions, newest or most helpful first. */
export async function productQuestions(
  db: Db,
  productId: number,
  q: Paging & { sort?: 'newest' | 'helpful' },
  viewerId: number | null,
) {
  await requirePublicProduct(db, productId)
  const where = sql`product_id = ${productId} and status = 'published'`
  const order = q.sort === 'helpful' ? sql`helpful_count desc, id desc` : sql`id desc`
  return questionPage(
    db,
    {
      idsSql: sql`select id from questions where ${where} order by ${order}`,
      countSql: sql`select count(*)::int as n from questions where ${where}`,
    },
    paging(q),
    { viewerId },
  )
}

/** The user's own questions, newest first, whatever their state (a rejection with its reason). */
export function myQuestions(db: Db, userId: number, q: Paging) {
  const where = sql`user_id = ${userId}`
  return questionPage(
    db,
    {
      idsSql: sql`select id from questions where ${where} order by id desc`,
      countSql: sql`select count(*)::int as n from questions where ${where}`,
    },
    paging(q),
    { viewerId: userId },
  )
}

/**
 * The seller's inbox: published questions about products the store offers, newest first; by
 * default only those the store has not answered. `unanswered_total` is the sidebar's count.
 */
export async function storeQuestions(db: Db, storeId: number, q: Paging & { unanswered?: boolean }, viewerId: number) {
  const offered = sql`q.status = 'published' and exists (select 1 from offers o
    where o.product_id = q.product_id and o.store_id = ${storeId} and o.deleted_at is null)`
  const open = sql`not exists (select 1 from answers a where a.question_id = q.id and a.store_id = ${storeId})`
  const where = q.unanswered === false ? offered : sql`${offered} and ${open}`
  const [page, [{ n }]] = await Promise.all([
    questionPage(
      db,
      {
        idsSql: sql`select q.id from questions q where ${where} order by q.id desc`,
        countSql: sql`select count(*)::int as n from questions q where ${where}`,
      },
      paging(q),
      { viewerId },
    ),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from questions q where ${offered} and ${open}`),
  ])
  return { ...page, unanswered_total: n }
}
