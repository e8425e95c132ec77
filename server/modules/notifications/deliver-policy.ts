// When a claimed delivery may go (decision 041): a seller's new-order SMS only once its notice
// has gone unseen for the fallback time (and not at all if it was read by then); every other SMS
// not inside quiet hours (Tehran time); a push at once. And how long a failed one waits.
import { type NoticeEvent, URGENT_SMS } from './events'

export interface DeliveryPolicy {
  smsFallbackMinutes: number
  /** Tehran hours [from, to) in which non-urgent SMS wait; null for none */
  quietHours: { from: number; to: number } | null
}

export type Decision = { go: 'send' } | { go: 'later'; at: number } | { go: 'skip'; reason: string }

/** Tehran is UTC+03:30 all year (Iran keeps no daylight saving time since 2022). */
const TEHRAN_OFFSET_MS = 3.5 * 3_600_000
const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS

/** Whether `at` falls inside quiet hours in Tehran. */
export function inQuietHours(at: number, quiet: DeliveryPolicy['quietHours']): boolean {
  if (!quiet) return false
  const hour = Math.floor(((((at + TEHRAN_OFFSET_MS) % DAY_MS) + DAY_MS) % DAY_MS) / HOUR_MS)
  return quiet.from < quiet.to ? hour >= quiet.from && hour < quiet.to : hour >= quiet.from || hour < quiet.to
}

/** The first moment at or after `at` outside quiet hours: the next `to` o'clock in Tehran. */
export function quietHoursEnd(at: number, quiet: DeliveryPolicy['quietHours']): number {
  if (!quiet || !inQuietHours(at, quiet)) return at
  const local = at + TEHRAN_OFFSET_MS
  const dayStart = local - (((local % DAY_MS) + DAY_MS) % DAY_MS)
  let end = dayStart + quiet.to * HOUR_MS
  if (end <= local) end += DAY_MS
  return end - TEHRAN_OFFSET_MS
}

export interface Claimed {
  channel: 'push' | 'sms'
  event: NoticeEvent
  createdAt: number
  readAt: number | null
}

export function decide(row: Claimed, now: number, policy: DeliveryPolicy): Decision {
  if (row.channel !== 'sms') return { go: 'send' }
  if (URGENT_SMS.has(row.event)) {
    // Sent only when the notice went unseen: the inbox or the push may have done the work. The
    // worker queues it only once due (deliver-fallback.ts); `later` serves a row queued with its
    // notice before migration 0030, and a clock set back.
    const at = row.createdAt + policy.smsFallbackMinutes * 60_000
    if (now < at) return { go: 'later', at }
    return row.readAt === null ? { go: 'send' } : { go: 'skip', reason: 'read before the fallback' }
  }
  const end = quietHoursEnd(now, policy.quietHours)
  return end > now ? { go: 'later', at: end } : { go: 'send' }
}

/** Tries before a delivery is given up (failed). */
export const MAX_ATTEMPTS = 8
const FIRST_RETRY_MS = 30_000
const LONGEST_RETRY_MS = HOUR_MS

/** The wait after the n-th failed try: 30 s, 1 min, 2 min … doubling, at most an hour. */
export function retryDelay(attempts: number): number {
  return Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1))
}
