// When a notice's SMS may go (server/modules/notifications/deliver-policy.ts, decision 041): quiet
// hours in Tehran time (UTC+03:30, no daylight saving), the new-order fallback, the back-off.
import { describe, expect, it } from 'vitest'
import { quietHours } from '../../server/config'
import { decide, inQuietHours, quietHoursEnd, retryDelay } from '../../server/modules/notifications/deliver-policy'

/** A moment given in Tehran's wall-clock time. */
const tehran = (iso: string) => Date.parse(`${iso}+03:30`)
const night = { from: 22, to: 8 }

describe('quiet hours', () => {
  it('are 22:00 to 08:00 in Tehran, whatever the server’s zone', () => {
    expect(inQuietHours(tehran('2026-11-28T21:59:59'), night)).toBe(false)
    expect(inQuietHours(tehran('2026-11-28T22:00:00'), night)).toBe(true)
    expect(inQuietHours(tehran('2026-11-29T03:00:00'), night)).toBe(true)
    expect(inQuietHours(tehran('2026-11-29T07:59:59'), night)).toBe(true)
    expect(inQuietHours(tehran('2026-11-29T08:00:00'), night)).toBe(false)
    // 20:00 UTC is 23:30 in Tehran.
    expect(inQuietHours(Date.parse('2026-11-28T20:00:00Z'), night)).toBe(true)
  })

  it('end at the next eight o’clock, the same night or the next morning', () => {
    expect(quietHoursEnd(tehran('2026-11-28T23:10:00'), night)).toBe(tehran('2026-11-29T08:00:00'))
    expect(quietHoursEnd(tehran('2026-11-29T00:30:00'), night)).toBe(tehran('2026-11-29T08:00:00'))
    expect(quietHoursEnd(tehran('2026-11-29T12:00:00'), night)).toBe(tehran('2026-11-29T12:00:00'))
    expect(quietHoursEnd(tehran('2026-11-29T12:00:00'), null)).toBe(tehran('2026-11-29T12:00:00'))
  })

  it('may lie within one day (QUIET_HOURS=1-6), or be off', () => {
    expect(quietHours('1-6')).toEqual({ from: 1, to: 6 })
    expect(inQuietHours(tehran('2026-11-29T00:59:00'), { from: 1, to: 6 })).toBe(false)
    expect(quietHoursEnd(tehran('2026-11-29T02:00:00'), { from: 1, to: 6 })).toBe(tehran('2026-11-29T06:00:00'))
    expect(quietHours(undefined)).toEqual(night)
    expect(quietHours('off')).toBeNull()
    expect(() => quietHours('late')).toThrow(/QUIET_HOURS/)
  })
})

describe('a delivery’s turn', () => {
  const policy = { smsFallbackMinutes: 10, quietHours: night }
  const made = tehran('2026-11-28T23:00:00')
  const row = (event: 'order_new' | 'order_shipped', channel: 'sms' | 'push', readAt: number | null = null) => ({
    event,
    channel,
    createdAt: made,
    readAt,
  })

  it('sends a push at once, day or night', () => {
    expect(decide(row('order_shipped', 'push'), made, policy)).toEqual({ go: 'send' })
  })

  it('sends a new order’s SMS after the fallback, in the night too, unless read', () => {
    expect(decide(row('order_new', 'sms'), made + 60_000, policy)).toEqual({ go: 'later', at: made + 600_000 })
    expect(decide(row('order_new', 'sms'), made + 600_000, policy)).toEqual({ go: 'send' })
    expect(decide(row('order_new', 'sms', made + 1), made + 600_000, policy)).toMatchObject({ go: 'skip' })
  })

  it('holds any other SMS until eight', () => {
    expect(decide(row('order_shipped', 'sms'), made, policy)).toEqual({
      go: 'later',
      at: tehran('2026-11-29T08:00:00'),
    })
  })

  it('waits 30 s after the first failure, doubling to at most an hour', () => {
    expect([1, 2, 3, 4, 8, 20].map(retryDelay)).toEqual([30_000, 60_000, 120_000, 240_000, 3_600_000, 3_600_000])
  })
})
