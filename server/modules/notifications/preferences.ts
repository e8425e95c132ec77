// Which events reach a user by Web Push and by SMS (notifications.yaml). A user sees and sets only
// the events they can receive: a customer's for everyone, a seller's only for a provider. A row in
// notification_preferences is a choice that differs from nothing: absent, the event's default
// (events.ts) holds, so a later change of a default reaches everyone who never chose.
import { sql } from 'drizzle-orm'
import type { components } from '#sdk/schema'
import type { Db } from '../../db/client'
import { queryRows } from '../../db/rows'
import { invalidField } from '../../lib/http-error'
import { CHANNELS, EVENT_RULES, EVENTS, type NoticeChannel, type NoticeEvent } from './events'

type Preferences = components['schemas']['NotificationPreferences']
type Update = components['schemas']['NotificationPreferencesUpdate']

export const NOT_FOR_YOU = 'این اعلان فقط برای فروشندگان است و برای حساب شما فرستاده نمی‌شود'

/** The events a user with these roles can receive. */
export function eventsFor(roles: readonly string[]): NoticeEvent[] {
  const seller = roles.includes('provider')
  return EVENTS.filter((e) => EVENT_RULES[e].audience === 'customer' || seller)
}

/** One row per receivable event and channel: the user's choice, or the default. */
export async function preferencesOf(db: Db, user: { id: number; roles: readonly string[] }): Promise<Preferences> {
  const chosen = await queryRows<{ event: string; channel: NoticeChannel; enabled: boolean }>(
    db,
    sql`select event, channel, enabled from notification_preferences where user_id = ${user.id}`,
  )
  const choice = new Map(chosen.map((c) => [`${c.event}:${c.channel}`, c.enabled]))
  return {
    items: eventsFor(user.roles).flatMap((event) =>
      CHANNELS.map((channel) => {
        const fallback = EVENT_RULES[event][channel]
        return { event, channel, enabled: choice.get(`${event}:${channel}`) ?? fallback, default: fallback }
      }),
    ),
  }
}

/** Saves the given choices (the others stay); an event the user cannot receive refuses them all. */
export async function updatePreferences(
  db: Db,
  user: { id: number; roles: readonly string[] },
  update: Update,
): Promise<Preferences> {
  const allowed = new Set(eventsFor(user.roles))
  const index = update.items.findIndex((item) => !allowed.has(item.event))
  if (index >= 0) throw invalidField(`body.items.${index}.event`, NOT_FOR_YOU)
  // The same event and channel twice: the last one said counts (one row each for the upsert).
  const last = new Map(update.items.map((item) => [`${item.event}:${item.channel}`, item]))
  const rows = [...last.values()].map((i) => ({ e: i.event, c: i.channel, v: i.enabled }))
  await db.execute(sql`insert into notification_preferences (user_id, event, channel, enabled)
    select ${user.id}, x.e, x.c, x.v from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(e text, c text, v boolean)
    on conflict (user_id, event, channel) do update set enabled = excluded.enabled, updated_at = now()`)
  return preferencesOf(db, user)
}
