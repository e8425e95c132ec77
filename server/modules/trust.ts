// What reviews, questions and answers share (issue 32): their plain text, «مفید بود» votes and
// reports. One home, so a vote or a report behaves the same whatever it is about; the reviews and
// questions modules call these inside their handlers' services.
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { persianSpelling } from '#sdk/rules/text'
import type { Db } from '../db/client'
import { allowHit } from '../db/rate-limit'
import { isUniqueViolation, queryRows } from '../db/rows'
import type { TrustTarget } from '../db/schema/trust'
import { inTransaction } from '../db/transaction'
import { conflict, forbidden, HttpError, invalidField, notFound } from '../lib/http-error'

/** The table each target lives in; every one has user_id, helpful_count and report_count. */
const TABLES: Record<TrustTarget, string> = { review: 'reviews', question: 'questions', answer: 'answers' }
const NAMES: Record<TrustTarget, string> = { review: 'دیدگاه', question: 'پرسش', answer: 'پاسخ' }

/** Published, or (an answer) of a published question: what others may vote on or report. */
function visible(target: TrustTarget): string {
  return target === 'answer'
    ? `exists (select 1 from questions q where q.id = t.question_id and q.status = 'published')`
    : `t.status = 'published'`
}

/** Anything that looks like markup: a tag, a comment or an entity. Reviews and answers are plain text. */
const MARKUP = /<\/?[a-z!][^>]*>|&[a-z#0-9]+;/i

/**
 * A review's, question's or answer's text as stored: plain text only (markup answers 422 rather
 * than being stripped, so the author sees why), Persian letters and digits as a reader expects,
 * spaces folded within a line, at most one empty line between paragraphs.
 */
export function trustText(value: string, field: string, max: number, min = 2): string {
  if (MARKUP.test(value)) throw invalidField(field, 'متن نباید کد HTML داشته باشد؛ فقط متن ساده بنویسید')
  const text = value
    .split(/\r?\n/)
    .map((line) => persianSpelling(line))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
  if (text.length < min) throw invalidField(field, `متن باید دست‌کم ${min} نویسه باشد`)
  if (text.length > max) throw invalidField(field, `متن حداکثر ${max} نویسه است`)
  return text
}

/**
 * One «مفید بود» of `userId` on a published target: not on one's own (403), once (409). The vote
 * and the count are one transaction, so the count is always the number of votes.
 */
export async function markHelpful(
  db: Db,
  target: TrustTarget,
  targetId: number,
  userId: number,
): Promise<{ helpful_count: number }> {
  const table = sql.raw(TABLES[target])
  return inTransaction(db, async (tx) => {
    const [row] = await queryRows<{ user_id: number }>(
      tx,
      sql`select t.user_id from ${table} t where t.id = ${targetId} and ${sql.raw(visible(target))} for update`,
    )
    if (!row) throw notFound(`${NAMES[target]} یافت نشد`)
    if (row.user_id === userId) throw forbidden(`نمی‌توانید ${NAMES[target]} خودتان را مفید علامت بزنید`)
    try {
      await tx.execute(
        sql`insert into trust_votes (target, target_id, user_id) values (${target}, ${targetId}, ${userId})`,
      )
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(`این ${NAMES[target]} را قبلاً مفید علامت زده‌اید`)
      throw error
    }
    const [{ helpful_count }] = await queryRows<{ helpful_count: number }>(
      tx,
      sql`update ${table} set helpful_count = helpful_count + 1 where id = ${targetId} returning helpful_count`,
    )
    return { helpful_count }
  })
}

/** Reports a visitor may make in an hour, per address (signed-in users: per user). */
export const REPORT_LIMIT = { name: 'trust-report', max: 20, windowMs: 3_600_000 }

/**
 * A report on a published target by anyone (`userId` null when signed out). Its report_count
 * rises, which raises it in the admins' queue. `who` keys the rate limit (the user or the address).
 */
async function reportTarget(
  db: Db,
  target: TrustTarget,
  targetId: number,
  report: { reason: string; note?: string },
  userId: number | null,
  who: string,
): Promise<{ detail: string }> {
  if (!(await allowHit(db, REPORT_LIMIT, who))) {
    throw new HttpError(429, 'گزارش‌های شما بیش از حد مجاز است؛ کمی بعد دوباره تلاش کنید')
  }
  const note = report.note ? trustText(report.note, 'note', 300, 1) : null
  const table = sql.raw(TABLES[target])
  return inTransaction(db, async (tx) => {
    const [row] = await queryRows<{ id: number }>(
      tx,
      sql`update ${table} t set report_count = report_count + 1
        where t.id = ${targetId} and ${sql.raw(visible(target))} returning t.id`,
    )
    if (!row) throw notFound(`${NAMES[target]} یافت نشد`)
    const reason = note ? `${report.reason}: ${note}` : report.reason
    await tx.execute(
      sql`insert into trust_reports (target, target_id, user_id, reason) values (${target}, ${targetId}, ${userId}, ${reason})`,
    )
    return { detail: 'گزارش شما ثبت شد و بررسی می‌شود' }
  })
}

/** What the three report operations' handler contexts share. */
interface ReportContext {
  app: FastifyInstance
  params: { id: number }
  body: { reason: string; note?: string }
  user: { id: number } | null
  req: { ip: string }
  reply: { code(status: number): unknown }
}

/**
 * POST /reviews|questions|answers/{id}/report, one handler for the three: 202, and one rate limit
 * per visitor whatever is reported (the signed-in user, else the address).
 */
export function reportHandler(target: TrustTarget) {
  return {
    async handler({ app, params, body, user, req, reply }: ReportContext) {
      const who = user ? `user:${user.id}` : `ip:${req.ip}`
      const done = await reportTarget(app.deps.db, target, params.id, body, user?.id ?? null, who)
      reply.code(202)
      return done
    },
  }
}

/** «مریم ک.»: a reviewer's or asker's public name, the first name and the initial of the last. */
export function publicName(fullName: string | null | undefined): string {
  const parts = (fullName ?? '').trim().split(/\s+/).filter(Boolean)
  if (parts.length === 0) return 'کاربر راسته'
  if (parts.length === 1) return parts[0]
  return `${parts[0]} ${parts[parts.length - 1][0]}.`
}
