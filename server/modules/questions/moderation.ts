// The admins' side of questions (issue 32): the queue (pending by default, or the reported ones,
// most reported first), a decision with the reason the asker sees, a bulk approval and the removal
// of an answer after a report. Each decision is written to the audit log in its own transaction.
import { sql } from 'drizzle-orm'
import type { components } from '#sdk/schema'
import { intArray } from '../../db/arrays'
import type { Db } from '../../db/client'
import { isInt4, queryRows } from '../../db/rows'
import type { ModerationStatus } from '../../db/schema/trust'
import { inTransaction } from '../../db/transaction'
import { invalidField, notFound } from '../../lib/http-error'
import { recordAdminAction } from '../admin/audit'
import { trustText } from '../trust'
import { ANSWER_NOT_FOUND, QUESTION_NOT_FOUND, type Question, questionPage, questionsByIds } from './question-rows'

type Decision = components['schemas']['ModerationDecision']

/** The question's reports and its answers' together: what «گزارش‌شده» sorts by. */
const REPORTS = sql`(q.report_count + coalesce((select sum(a.report_count) from answers a where a.question_id = q.id), 0))`

export function moderationQueue(
  db: Db,
  adminId: number,
  q: { status?: ModerationStatus; reported?: boolean; product_id?: number; skip?: number; limit?: number },
) {
  const where = [
    // A reported question is usually published already: without a status, the reported list spans all.
    q.status || !q.reported ? sql`q.status = ${q.status ?? 'pending'}` : sql`true`,
    q.reported ? sql`${REPORTS} > 0` : sql`true`,
    q.product_id !== undefined ? sql`q.product_id = ${q.product_id}` : sql`true`,
  ]
  const all = sql.join(where, sql` and `)
  // Pending questions oldest first (the queue is worked from its front); reported, most reported first.
  const order = q.reported
    ? sql`${REPORTS} desc, q.id desc`
    : q.status === 'pending' || !q.status
      ? sql`q.id`
      : sql`q.id desc`
  return questionPage(
    db,
    {
      idsSql: sql`select q.id from questions q where ${all} order by ${order}`,
      countSql: sql`select count(*)::int as n from questions q where ${all}`,
    },
    { skip: q.skip ?? 0, limit: q.limit ?? 10 },
    { viewerId: adminId, admin: true },
  )
}

/** Approve or reject one question (a rejection needs its reason), recorded in the audit log. */
export async function moderateQuestion(db: Db, adminId: number, id: number, decision: Decision): Promise<Question> {
  const reason = decision.reason === undefined ? null : trustText(decision.reason, 'body.reason', 300)
  if (decision.decision === 'reject' && !reason)
    throw invalidField('body.reason', 'برای رد پرسش، دلیل آن را بنویسید؛ پرسشگر آن را می‌بیند')
  const status: ModerationStatus = decision.decision === 'approve' ? 'published' : 'rejected'
  await inTransaction(db, async (tx) => {
    const [row] = isInt4(id)
      ? await queryRows<{ id: number }>(
          tx,
          sql`update questions set status = ${status}, reject_reason = ${status === 'rejected' ? reason : null},
            moderated_by = ${adminId}, moderated_at = now() where id = ${id} returning id`,
        )
      : []
    if (!row) throw notFound(QUESTION_NOT_FOUND)
    await recordAdminAction(tx, adminId, {
      action: `question.${decision.decision}`,
      targetType: 'question',
      targetId: id,
      note: reason,
    })
  })
  return (await questionsByIds(db, [id], { viewerId: adminId, admin: true }))[0]
}

/** Publishes the pending ones among `ids` (others are skipped), each with its audit entry. */
export async function approveQuestions(db: Db, adminId: number, ids: number[]): Promise<{ approved: number }> {
  return inTransaction(db, async (tx) => {
    const approved = await queryRows<{ id: number }>(
      tx,
      sql`update questions set status = 'published', reject_reason = null, moderated_by = ${adminId},
        moderated_at = now() where id = any(${intArray(ids.filter(isInt4))}) and status = 'pending' returning id`,
    )
    for (const { id } of approved)
      await recordAdminAction(tx, adminId, {
        action: 'question.approve',
        targetType: 'question',
        targetId: id,
        details: { bulk: true },
      })
    return { approved: approved.length }
  })
}

/** Removes an answer (after a report); the audit entry keeps its text, author and the reason. */
export async function deleteAnswer(db: Db, adminId: number, id: number, reasonText: string): Promise<void> {
  const reason = trustText(reasonText, 'query.reason', 300)
  await inTransaction(db, async (tx) => {
    const [gone] = isInt4(id)
      ? await queryRows<{ question_id: number; user_id: number; store_id: number | null; body: string }>(
          tx,
          sql`delete from answers where id = ${id} returning question_id, user_id, store_id, body`,
        )
      : []
    if (!gone) throw notFound(ANSWER_NOT_FOUND)
    await tx.execute(
      sql`update questions set answer_count = greatest(answer_count - 1, 0) where id = ${gone.question_id}`,
    )
    // Its votes and reports point at nothing now.
    await tx.execute(sql`delete from trust_votes where target = 'answer' and target_id = ${id}`)
    await recordAdminAction(tx, adminId, {
      action: 'answer.delete',
      targetType: 'answer',
      targetId: id,
      note: reason,
      details: { question_id: gone.question_id, user_id: gone.user_id, store_id: gone.store_id, body: gone.body },
    })
  })
}
