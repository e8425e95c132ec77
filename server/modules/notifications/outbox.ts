// The outbox: the one place notices are made. A caller passes the transaction of the change that
// causes the event, so the notice commits (or not) with it. Each notice is the user's inbox row,
// plus one pending delivery per other channel the user's preferences (or the event's defaults)
// allow (a push only for a user with a subscribed device); the delivery worker (deliver.ts) sends those later, in the process that holds the
// periodic jobs, so nothing here waits on a push service or an SMS gateway. A notice's `cause` is
// unique per user: the same event noticed again (a replayed request, a retried job) adds nothing.
import { type SQL, sql } from 'drizzle-orm'
import { intArray, textArray } from '../../db/arrays'
import type { Db } from '../../db/client'
import { preparedRows } from '../../db/rows'
import { EVENT_RULES, EVENTS, type NoticeEvent, URGENT_SMS } from './events'

let smsFallbackMinutes = 10

/**
 * How long a seller's new-order SMS waits for its notice to be seen (SMS_FALLBACK_MINUTES; set
 * once at start by server/plugins/deliveries.ts). It is queued due then, not now: nothing wakes
 * the delivery worker for it at the purchase's commit, and no claim defers it a moment later (a
 * wake and a deferral per order halved cash-on-delivery checkout's throughput in the bench).
 */
export function setSmsFallbackMinutes(minutes: number): void {
  smsFallbackMinutes = minutes
}

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
 * Writes the notices and their deliveries in one statement, on the caller's transaction. It runs
 * inside every cash-on-delivery checkout, so it is prepared once per connection (its text never
 * depends on the values: they travel as arrays), not planned at every call (decision 033).
 */
export async function notify(tx: Db, notices: readonly Notice[]): Promise<void> {
  if (!notices.length) return
  await preparedRows(
    tx,
    sql`with given as (
      select * from unnest(${intArray(notices.map((n) => n.userId))}, ${textArray(notices.map((n) => n.event))},
        ${textArray(notices.map((n) => n.cause))}, ${textArray(notices.map((n) => n.title))},
        ${textArray(notices.map((n) => n.body))}, ${textArray(notices.map((n) => n.link))},
        ${intArray(notices.map((n) => n.storeId ?? 0))})
        as g(user_id, event, cause, title, body, link, store_id)
    ), ${noticeWrites()}
    select count(*) from queued`,
  )
}

// Each event's defaults per channel, as a table the statement reads (constant: the statement's
// text stays the same whatever the notices).
const defaults = sql.raw(
  `(values ${EVENTS.map((e) => `('${e}', ${EVENT_RULES[e].push}, ${EVENT_RULES[e].sms})`).join(', ')}) as d(event, push, sms)`,
)
const urgent = sql.raw(`array[${[...URGENT_SMS].map((e) => `'${e}'`).join(', ')}]`)

/**
 * The writes of a statement that makes notices: from a CTE `given` (user_id, event, cause, title,
 * body, link, store_id; store_id 0 for none), `made` inserts the inbox rows and `queued` their
 * deliveries. notify() puts the notices it is given in `given`; checkout builds `given` from the
 * orders its own statement writes (their ids are only known there), saving the purchase a round trip.
 */
export const noticeWrites = (): SQL => sql`made as (
      insert into notifications (user_id, event, cause, title, body, link, store_id)
      select user_id, event, cause, title, body, link, nullif(store_id, 0) from given
      on conflict (user_id, cause) do nothing
      returning id, user_id, event
    ), queued as (
      insert into notification_deliveries (notification_id, channel, due_at)
      select m.id, c.channel,
        case when c.channel = 'sms' and m.event = any(${urgent})
          then now() + make_interval(mins => ${smsFallbackMinutes}::int) else now() end
      from made m
      cross join (values ('push'), ('sms')) c(channel)
      -- a push needs a device to go to; without one it is not even queued
      where (c.channel <> 'push' or exists (select 1 from push_subscriptions s where s.user_id = m.user_id))
      and coalesce(
        (select p.enabled from notification_preferences p
          where p.user_id = m.user_id and p.event = m.event and p.channel = c.channel),
        (select case c.channel when 'push' then d.push else d.sms end from ${defaults} where d.event = m.event))
      on conflict do nothing
      returning 1
    )`
