// The outbox: the one place notices are made. A caller passes the transaction of the change that
// causes the event, so the notice commits (or not) with it. Each notice is the user's inbox row,
// plus one pending delivery per other channel the user's preferences (or the event's defaults)
// allow (a push only for a user with a subscribed device); the delivery worker (deliver.ts) sends those later, in the process that holds the
// periodic jobs, so nothing here waits on a push service or an SMS gateway. A notice's `cause` is
// unique per user: the same event noticed again (a replayed request, a retried job) adds nothing.
import { sql } from 'drizzle-orm'
import { intArray, textArray } from '../../db/arrays'
import type { Db } from '../../db/client'
import { EVENT_RULES, type NoticeEvent, URGENT_SMS } from './events'

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

/** Writes the notices and their deliveries in one statement, on the caller's transaction. */
export async function notify(tx: Db, notices: readonly Notice[]): Promise<void> {
  if (!notices.length) return
  const events = notices.map((n) => n.event)
  await tx.execute(sql`
    with given as (
      select * from unnest(${intArray(notices.map((n) => n.userId))}, ${textArray(events)},
        ${textArray(notices.map((n) => n.cause))}, ${textArray(notices.map((n) => n.title))},
        ${textArray(notices.map((n) => n.body))}, ${textArray(notices.map((n) => n.link))},
        ${intArray(notices.map((n) => n.storeId ?? 0))})
        as g(user_id, event, cause, title, body, link, store_id)
    ), made as (
      insert into notifications (user_id, event, cause, title, body, link, store_id)
      select user_id, event, cause, title, body, link, nullif(store_id, 0) from given
      on conflict (user_id, cause) do nothing
      returning id, user_id, event
    ), defaults as (
      select * from unnest(${textArray(events)},
        ${sql`${`{${events.map((e) => EVENT_RULES[e].push).join(',')}}`}::boolean[]`},
        ${sql`${`{${events.map((e) => EVENT_RULES[e].sms).join(',')}}`}::boolean[]`}) as d(event, push, sms)
    )
    insert into notification_deliveries (notification_id, channel, due_at)
    select m.id, c.channel,
      case when c.channel = 'sms' and m.event = any(${textArray([...URGENT_SMS])})
        then now() + make_interval(mins => ${smsFallbackMinutes}) else now() end
    from made m
    cross join (values ('push'), ('sms')) c(channel)
    -- a push needs a device to go to; without one it is not even queued
    where (c.channel <> 'push' or exists (select 1 from push_subscriptions s where s.user_id = m.user_id))
    and coalesce(
      (select p.enabled from notification_preferences p
        where p.user_id = m.user_id and p.event = m.event and p.channel = c.channel),
      (select case c.channel when 'push' then d.push else d.sms end from defaults d where d.event = m.event limit 1))
    on conflict do nothing`)
}
