// Devices' Web Push subscriptions: which endpoints are accepted, saving and forgetting them, and
// what the delivery worker reads and records. The server posts to a subscription's endpoint, so
// only the known push services are accepted: an address a client chose would make the server a
// tool for posting anywhere (PUSH_EXTRA_ORIGINS adds a test's stand-in, never by default).
import { createECDH } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { intArray } from '../../db/arrays'
import type { Db } from '../../db/client'
import { queryRows } from '../../db/rows'
import { invalidField } from '../../lib/http-error'

/** The push services' hosts: Google (Chrome, Android), Mozilla, Microsoft (Edge), Apple (Safari). */
const PUSH_HOSTS = [
  /^fcm\.googleapis\.com$/,
  /\.push\.services\.mozilla\.com$/,
  /\.notify\.windows\.com$/,
  /^web\.push\.apple\.com$/,
  /\.push\.apple\.com$/,
]

export const BAD_ENDPOINT = 'نشانی اشتراک اعلان معتبر نیست؛ فقط سرویس‌های اعلان مرورگرها پذیرفته می‌شوند'
export const BAD_KEYS = 'کلیدهای اشتراک اعلان معتبر نیستند'

/** Whether the server may post to this endpoint: https on a known push service, or an extra origin. */
export function acceptedEndpoint(endpoint: string, extraOrigins: readonly string[] = []): boolean {
  let url: URL
  try {
    url = new URL(endpoint)
  } catch {
    return false
  }
  if (url.username || url.password) return false
  if (extraOrigins.includes(url.origin)) return true
  return url.protocol === 'https:' && url.port === '' && PUSH_HOSTS.some((host) => host.test(url.hostname))
}

/** A browser's keys: p256dh a point on P-256 (65 bytes, uncompressed), auth 16 random bytes. */
function acceptedKeys(p256dh: string, auth: string): boolean {
  if (Buffer.from(auth, 'base64url').length !== 16) return false
  const point = Buffer.from(p256dh, 'base64url')
  if (point.length !== 65 || point[0] !== 4) return false
  try {
    const ecdh = createECDH('prime256v1')
    ecdh.generateKeys()
    ecdh.computeSecret(point) // throws for a point off the curve
    return true
  } catch {
    return false
  }
}

export interface SubscriptionInput {
  endpoint: string
  keys: { p256dh: string; auth: string }
}

/**
 * Saves a device's subscription for this user. The same endpoint again (a refreshed subscription,
 * or another account signed in on the device) takes the new keys and owner: an endpoint is one
 * device's, and its notices are the account now using it.
 */
export async function saveSubscription(
  db: Db,
  userId: number,
  input: SubscriptionInput,
  extraOrigins: readonly string[],
): Promise<{ id: number; created_at: string }> {
  if (!acceptedEndpoint(input.endpoint, extraOrigins)) throw invalidField('endpoint', BAD_ENDPOINT)
  if (!acceptedKeys(input.keys.p256dh, input.keys.auth)) throw invalidField('keys', BAD_KEYS)
  const [row] = await queryRows<{ id: number; created_at: Date | string }>(
    db,
    sql`insert into push_subscriptions (user_id, endpoint, p256dh, auth)
      values (${userId}, ${input.endpoint}, ${input.keys.p256dh}, ${input.keys.auth})
      on conflict (endpoint) do update set user_id = excluded.user_id, p256dh = excluded.p256dh,
        auth = excluded.auth, created_at = now(), last_sent_at = null
      returning id, created_at`,
  )
  return { id: row.id, created_at: new Date(row.created_at).toISOString() }
}

/** Forgets this user's subscription of an endpoint (nothing when it is not theirs). */
export async function removeSubscription(db: Db, userId: number, endpoint: string): Promise<void> {
  await db.execute(sql`delete from push_subscriptions where endpoint = ${endpoint} and user_id = ${userId}`)
}

export interface PushTarget {
  id: number
  userId: number
  endpoint: string
  p256dh: string
  auth: string
}

/** The subscriptions of these users, and each one's unread new-order count (the app icon's badge). */
export async function pushTargets(
  db: Db,
  userIds: number[],
): Promise<{ targets: PushTarget[]; newOrders: Map<number, number> }> {
  if (!userIds.length) return { targets: [], newOrders: new Map() }
  const [targets, counts] = await Promise.all([
    queryRows<{ id: number; user_id: number; endpoint: string; p256dh: string; auth: string }>(
      db,
      sql`select id, user_id, endpoint, p256dh, auth from push_subscriptions where user_id = any(${intArray(userIds)})`,
    ),
    queryRows<{ user_id: number; n: number }>(
      db,
      sql`select user_id, count(*)::int as n from notifications
        where user_id = any(${intArray(userIds)}) and event = 'order_new' and read_at is null group by user_id`,
    ),
  ])
  return {
    targets: targets.map((t) => ({
      id: t.id,
      userId: t.user_id,
      endpoint: t.endpoint,
      p256dh: t.p256dh,
      auth: t.auth,
    })),
    newOrders: new Map(counts.map((c) => [c.user_id, c.n])),
  }
}

/** Subscriptions the push service called gone (404, 410) are deleted; the accepting ones noted. */
export async function recordPushResults(db: Db, gone: number[], accepted: number[], at: number): Promise<void> {
  if (gone.length) await db.execute(sql`delete from push_subscriptions where id = any(${intArray(gone)})`)
  if (accepted.length) {
    await db.execute(sql`update push_subscriptions set last_sent_at = ${new Date(at).toISOString()}::timestamptz
      where id = any(${intArray(accepted)})`)
  }
}
