// The delivery rows' life (decision 041): claimed with a lease, then settled. A claim is one
// statement: the due rows nobody holds, locked with SKIP LOCKED so two processes claiming at once
// take different rows, get `claimed_until` (the lease) and one more attempt, and come back with
// their notice. Settling is one statement per batch and changes a row only while its attempt
// count is the one claimed: a sender whose lease ran out and whose row another process claimed
// since cannot overwrite the newer claim's outcome.
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { queryRows } from '../../db/rows'
import type { NoticeEvent } from './events'

export interface ClaimedDelivery {
  id: number
  channel: 'push' | 'sms'
  /** This claim's attempt (1 for the first): the fence settle() checks */
  attempts: number
  noticeId: number
  userId: number
  event: NoticeEvent
  title: string
  body: string
  link: string
  createdAt: number
  readAt: number | null
  phone: string | null
}

/** A time of the worker's clock as PostgreSQL reads it. */
export const iso = (ms: number) => new Date(ms).toISOString()
const ms = (value: Date | string | null) => (value === null ? null : new Date(value).getTime())

/** Claims up to `limit` due deliveries for `leaseMs` (the clock is the caller's, so tests set it). */
export async function claimDue(db: Db, now: number, leaseMs: number, limit: number): Promise<ClaimedDelivery[]> {
  const rows = await queryRows<{
    id: number
    channel: 'push' | 'sms'
    attempts: number
    notice_id: number
    user_id: number
    event: NoticeEvent
    title: string
    body: string
    link: string
    created_at: Date | string
    read_at: Date | string | null
    phone: string | null
  }>(
    db,
    sql`with due as (
      select id from notification_deliveries
      where status = 'pending' and due_at <= ${iso(now)}::timestamptz
        and (claimed_until is null or claimed_until <= ${iso(now)}::timestamptz)
      order by due_at
      limit ${limit}
      for update skip locked
    )
    update notification_deliveries d
    set claimed_until = ${iso(now + leaseMs)}::timestamptz, attempts = d.attempts + 1
    from due, notifications n, users u
    where d.id = due.id and n.id = d.notification_id and u.id = n.user_id
    returning d.id, d.channel, d.attempts, n.id as notice_id, n.user_id, n.event, n.title, n.body, n.link,
      n.created_at, n.read_at, u.phone`,
  )
  return rows.map((r) => ({
    id: Number(r.id),
    channel: r.channel,
    attempts: Number(r.attempts),
    noticeId: r.notice_id,
    userId: r.user_id,
    event: r.event,
    title: r.title,
    body: r.body,
    link: r.link,
    createdAt: ms(r.created_at) as number,
    readAt: ms(r.read_at),
    phone: r.phone,
  }))
}

/** What became of a claimed delivery. */
export type Outcome =
  | { kind: 'sent'; at: number }
  /** Not due yet after all (policy): back to pending at `at`; the claim was no attempt */
  | { kind: 'later'; at: number }
  /** Failed this time: tried again at `at` */
  | { kind: 'retry'; at: number; error: string }
  /** Nothing to send (read, no phone; `tried`: sent, but every device was gone) */
  | { kind: 'skipped'; reason: string; tried?: boolean }
  /** Given up */
  | { kind: 'failed'; error: string }

export async function settle(db: Db, results: { delivery: ClaimedDelivery; outcome: Outcome }[]): Promise<void> {
  if (!results.length) return
  const rows = results.map(({ delivery, outcome: o }) => ({
    id: delivery.id,
    attempts: delivery.attempts,
    status: o.kind === 'later' || o.kind === 'retry' ? 'pending' : o.kind,
    due_at: o.kind === 'later' || o.kind === 'retry' ? iso(o.at) : null,
    // A claim that sent nothing was no attempt.
    undo: o.kind === 'later' || (o.kind === 'skipped' && !o.tried) ? 1 : 0,
    error: o.kind === 'retry' || o.kind === 'failed' ? o.error.slice(0, 500) : o.kind === 'skipped' ? o.reason : null,
    sent_at: o.kind === 'sent' ? iso(o.at) : null,
  }))
  await db.execute(sql`
    update notification_deliveries d
    set status = v.status, due_at = coalesce(v.due_at, d.due_at), attempts = d.attempts - v.undo,
      claimed_until = null, last_error = coalesce(v.error, d.last_error), sent_at = v.sent_at
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as v(id bigint, attempts int, status text, due_at timestamptz, undo int, error text, sent_at timestamptz)
    where d.id = v.id and d.attempts = v.attempts and d.status = 'pending'`)
}

/**
 * When the next pending delivery may be claimed (its due time, or its lease's end if later),
 * looking at the earliest few; null when none is pending.
 */
export async function nextDue(db: Db): Promise<number | null> {
  const [row] = await queryRows<{ next: Date | string | null }>(
    db,
    sql`select min(greatest(due_at, claimed_until)) as next from (
      select due_at, claimed_until from notification_deliveries where status = 'pending' order by due_at limit 50
    ) p`,
  )
  return ms(row?.next ?? null)
}
