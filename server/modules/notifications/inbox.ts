// The inbox's reads and marks (notifications.yaml): a user's notices newest first, the bell's
// counts, and marking one or all read. Every statement is bound to the caller's user id, so
// another user's notice is simply not there (404).
import { sql } from 'drizzle-orm'
import type { components } from '#sdk/schema'
import type { Db } from '../../db/client'
import { isInt4, iso, queryRows } from '../../db/rows'
import { notFound } from '../../lib/http-error'

type Notification = components['schemas']['Notification']
type Counts = components['schemas']['NotificationCounts']

export const NOTICE_NOT_FOUND = 'اعلان یافت نشد'

/**
 * What the bell and the app icon's badge show: one index-only count over the partial index of
 * unread notices (notifications_user_unread_idx on user_id, event where read_at is null).
 */
export async function noticeCounts(db: Db, userId: number): Promise<Counts> {
  const [c] = await queryRows<Counts>(
    db,
    sql`select count(*)::int as unread, (count(*) filter (where event = 'order_new'))::int as new_orders
      from notifications where user_id = ${userId} and read_at is null`,
  )
  return { unread: c?.unread ?? 0, new_orders: c?.new_orders ?? 0 }
}

interface Row {
  id: number
  event: Notification['event']
  title: string
  body: string
  link: string
  store_id: number | null
  read_at: Date | string | null
  created_at: Date | string
}

/** A page of the user's notices, newest first (only the unread ones with `unread`), with the counts. */
export async function listNotices(db: Db, userId: number, q: { skip?: number; limit?: number; unread?: boolean }) {
  const skip = q.skip ?? 0
  const limit = q.limit ?? 20
  const where = sql`user_id = ${userId} ${q.unread ? sql`and read_at is null` : sql``}`
  const [rows, [total], counts] = await Promise.all([
    queryRows<Row>(
      db,
      sql`select id, event, title, body, link, store_id, read_at, created_at from notifications
        where ${where} order by id desc offset ${skip} limit ${limit}`,
    ),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from notifications where ${where}`),
    noticeCounts(db, userId),
  ])
  const items: Notification[] = rows.map((r) => ({
    id: r.id,
    event: r.event,
    title: r.title,
    body: r.body,
    link: r.link,
    store_id: r.store_id,
    read_at: iso(r.read_at),
    created_at: iso(r.created_at) as string,
  }))
  return { items, total: total?.n ?? 0, skip, limit, counts }
}

/** Marks the user's notice read (harmless when it is already); someone else's is not found. */
export async function markRead(db: Db, userId: number, id: number): Promise<Counts> {
  if (!isInt4(id)) throw notFound(NOTICE_NOT_FOUND)
  const [found] = await queryRows<{ n: number }>(
    db,
    sql`with mine as (select id, read_at from notifications where id = ${id} and user_id = ${userId}),
      marked as (update notifications n set read_at = now() from mine
        where n.id = mine.id and mine.read_at is null returning n.id)
      select (select count(*) from mine)::int as n, (select count(*) from marked)::int as marked`,
  )
  if (!found?.n) throw notFound(NOTICE_NOT_FOUND)
  return noticeCounts(db, userId)
}

/** Marks every unread notice of the user read. */
export async function markAllRead(db: Db, userId: number): Promise<Counts> {
  await db.execute(sql`update notifications set read_at = now() where user_id = ${userId} and read_at is null`)
  return noticeCounts(db, userId)
}
