// How a question reads in every list (public, the asker's, the seller's inbox, the admins' queue):
// one statement loads a page of questions by id with their product, the asker's public name, the
// viewer's votes and every answer (sellers first, then most helpful, then oldest), so a page is
// never one query per question.
import { sql } from 'drizzle-orm'
import type { components } from '#sdk/schema'
import { intArray } from '../../db/arrays'
import type { Db } from '../../db/client'
import { firstImageUrl, storeSummaryJson } from '../../db/projections'
import { iso, queryRows } from '../../db/rows'
import type { ModerationStatus } from '../../db/schema/trust'
import { publicName } from '../trust'

export type Question = components['schemas']['Question']
type Answer = components['schemas']['Answer']

export const QUESTION_NOT_FOUND = 'پرسش یافت نشد'
export const ANSWER_NOT_FOUND = 'پاسخ یافت نشد'

type AnswerRow = {
  id: number
  kind: 'seller' | 'buyer'
  author: string | null
  store: Answer['store']
  body: string
  helpful_count: number
  report_count: number
  voted: boolean
  created_at: string
}

type QuestionRow = {
  id: number
  product: Question['product']
  body: string
  status: ModerationStatus
  reject_reason: string | null
  author: string | null
  helpful_count: number
  report_count: number
  voted: boolean
  answers: AnswerRow[]
  created_at: Date | string
}

export interface View {
  /** the signed-in viewer, for voted_helpful (null when signed out) */
  viewerId: number | null
  /** admins see report counts; the asker and admins see a rejection's reason */
  admin?: boolean
}

/** The questions with these ids, in the order given (ids not found are left out). */
export async function questionsByIds(db: Db, ids: readonly number[], view: View): Promise<Question[]> {
  if (ids.length === 0) return []
  const viewer = view.viewerId ?? 0
  const voted = (target: string, id: ReturnType<typeof sql.raw>) =>
    sql`exists (select 1 from trust_votes v where v.target = ${target} and v.target_id = ${id} and v.user_id = ${viewer})`
  const rows = await queryRows<QuestionRow>(
    db,
    sql`select q.id, q.body, q.status, q.reject_reason, q.helpful_count, q.report_count, q.created_at,
        u.name as author, ${voted('question', sql.raw('q.id'))} as voted,
        json_build_object('id', p.id, 'slug', p.slug, 'name_fa', p.name_fa,
          'image_url', ${firstImageUrl(sql`p.id`)}) as product,
        (select coalesce(json_agg(json_build_object('id', a.id, 'kind', a.kind, 'author', au.name,
            'store', case when s.id is null then null else ${storeSummaryJson} end,
            'body', a.body, 'helpful_count', a.helpful_count, 'report_count', a.report_count,
            'voted', ${voted('answer', sql.raw('a.id'))}, 'created_at', a.created_at)
            order by (a.kind = 'seller') desc, a.helpful_count desc, a.id), '[]'::json)
          from answers a join users au on au.id = a.user_id left join stores s on s.id = a.store_id
          where a.question_id = q.id) as answers
      from questions q join users u on u.id = q.user_id join products p on p.id = q.product_id
      where q.id = any(${intArray(ids)})`,
  )
  const byId = new Map(rows.map((r) => [r.id, toQuestion(r, view)]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

function toQuestion(r: QuestionRow, view: View): Question {
  return {
    id: r.id,
    product: r.product,
    body: r.body,
    status: r.status,
    // Only the asker's and the admins' lists read rejected questions; others see published ones.
    reject_reason: r.reject_reason,
    author_name: publicName(r.author),
    helpful_count: r.helpful_count,
    voted_helpful: r.voted,
    ...(view.admin ? { report_count: r.report_count + r.answers.reduce((n, a) => n + a.report_count, 0) } : {}),
    answers: r.answers.map((a) => ({
      id: a.id,
      kind: a.kind,
      // A seller answers in its store's name; a buyer under their own public name.
      author_name: a.kind === 'seller' && a.store ? a.store.name : publicName(a.author),
      store: a.store,
      body: a.body,
      helpful_count: a.helpful_count,
      voted_helpful: a.voted,
      ...(view.admin ? { report_count: a.report_count } : {}),
      created_at: iso(a.created_at) as string,
    })),
    created_at: iso(r.created_at) as string,
  }
}

/** A page of questions: the ids chosen by `idsSql` (ordered, limited), their total by `countSql`. */
export async function questionPage(
  db: Db,
  page: { idsSql: ReturnType<typeof sql>; countSql: ReturnType<typeof sql> },
  paging: { skip: number; limit: number },
  view: View,
): Promise<{ items: Question[]; total: number; skip: number; limit: number }> {
  const [ids, [{ n }]] = await Promise.all([
    queryRows<{ id: number }>(db, sql`${page.idsSql} limit ${paging.limit} offset ${paging.skip}`),
    queryRows<{ n: number }>(db, page.countSql),
  ])
  const items = await questionsByIds(
    db,
    ids.map((r) => r.id),
    view,
  )
  return { items, total: n, skip: paging.skip, limit: paging.limit }
}
