// The outbox: the one place notices are made. A caller passes the transaction of the change that
// causes the event, so the notice commits (or not) with it; a new cash-on-delivery order is the
// one event told after its commit, by the delivery worker reading the committed orders
// (new-order-watch.ts, decision 043), so the purchase writes nothing of it. Each notice is the
// user's inbox row, plus one pending delivery per other channel the user's preferences (or the
// event's defaults) allow (a push only for a user with a subscribed device); the delivery worker
// (deliver.ts) sends those later, in the process that holds the periodic jobs, so nothing here
// waits on a push service or an SMS gateway. An urgent SMS (a seller's new order) is not queued
// here at all: it goes only if the notice is still unseen after the fallback time, and the worker
// queues it then (deliver-fallback.ts). A notice's `cause` is unique per user: the same event
// noticed again (a replayed request, a retried job) adds nothing.
import { type SQL, sql } from 'drizzle-orm'
import { intArray, textArray } from '../../db/arrays'
import type { Db } from '../../db/client'
import { preparedRows } from '../../db/rows'
import { EVENT_RULES, EVENTS, type NoticeEvent, URGENT_SMS } from './events'

export interface Notice {
  userId: number
  event: NoticeEvent
  /** What happened, unique per user: `order:1502:shipped`, `payout:31:paid` … */
  cause: string
  title: string
  body: string
  /** A path inside the app */
  link: string
  /** The store a seller's notice is about */
  storeId?: number | null
}

/**
 * Writes the notices and their deliveries in one statement, on the caller's transaction. It is
 * prepared once per connection (its text never depends on the values: they travel as arrays), not
 * planned at every call (decision 033).
 */
export async function notify(tx: Db, notices: readonly Notice[]): Promise<void> {
  if (notices.length) await preparedRows(tx, notifyStatement(notices))
}

/**
 * notify(), with the notices written only if `guard` (a statement run with them, `update …
 * returning`) returns a row: a compare-and-set of a mark, so that what moves the mark and what it
 * tells commit together, in one statement and without a transaction around it (the new-order
 * watch, new-order-watch.ts). The guard runs even when there is no notice. Answers whether it
 * returned a row.
 */
export async function notifyIf(db: Db, guard: SQL, notices: readonly Notice[]): Promise<boolean> {
  const [row] = await preparedRows<{ passed: boolean }>(db, notifyStatement(notices, guard))
  return row?.passed === true
}

function notifyStatement(notices: readonly Notice[], guard?: SQL): SQL {
  const column = <K extends keyof Notice>(key: K) => notices.map((n) => n[key])
  return sql`with ${guard ? sql`guard as (${guard}), ` : sql``}given as (
      select * from unnest(${intArray(column('userId'))}, ${textArray(column('event'))},
        ${textArray(column('cause'))}, ${textArray(column('title'))},
        ${textArray(column('body'))}, ${textArray(column('link'))},
        ${intArray(notices.map((n) => n.storeId ?? 0))})
        as g(user_id, event, cause, title, body, link, store_id)
      ${guard ? sql`where exists (select 1 from guard)` : sql``}
    ), ${noticeWrites()}
    ${guard ? sql`select exists (select 1 from guard) as passed` : sql`select count(*) from queued`}`
}

// Each event's defaults per channel, as a table the statement reads (constant: the statement's
// text stays the same whatever the notices).
const defaults = sql.raw(
  `(values ${EVENTS.map((e) => `('${e}', ${EVENT_RULES[e].push}, ${EVENT_RULES[e].sms})`).join(', ')}) as d(event, push, sms)`,
)
const urgent = sql.raw(`array[${[...URGENT_SMS].map((e) => `'${e}'`).join(', ')}]`)

/** Whether `user` wants notices of `event` on `channel`: their own choice, else the event's default. */
export const channelWanted = (user: SQL, event: SQL, channel: SQL): SQL => sql`coalesce(
        (select p.enabled from notification_preferences p
          where p.user_id = ${user} and p.event = ${event} and p.channel = ${channel}),
        (select case ${channel} when 'push' then d.push else d.sms end from ${defaults} where d.event = ${event}))`

/**
 * The writes of notify()'s statement: from a CTE `given` (user_id, event, cause, title, body, link,
 * store_id; store_id 0 for none), `made` inserts the inbox rows and `queued` their deliveries.
 */
const noticeWrites = (): SQL => sql`made as (
      insert into notifications (user_id, event, cause, title, body, link, store_id)
      select user_id, event, cause, title, body, link, nullif(store_id, 0) from given
      on conflict (user_id, cause) do nothing
      returning id, user_id, event
    ), queued as (
      insert into notification_deliveries (notification_id, channel)
      select m.id, c.channel
      from made m
      cross join (values ('push'), ('sms')) c(channel)
      -- a push needs a device to go to; without one it is not even queued
      where (c.channel <> 'push' or exists (select 1 from push_subscriptions s where s.user_id = m.user_id))
      -- an urgent SMS waits for its notice to go unseen: the worker queues it then
      and not (c.channel = 'sms' and m.event = any(${urgent}))
      and ${channelWanted(sql`m.user_id`, sql`m.event`, sql`c.channel`)}
      on conflict do nothing
      returning 1
    )`
