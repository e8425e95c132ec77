// Notices by SMS through the real server and the log adapter (decision 041), with the worker's
// clock in the test's hands: a seller's new order goes by SMS only when its notice is still unread
// ten minutes after it was made (SMS_FALLBACK_MINUTES), and is skipped when it was read; every
// other SMS waits out quiet hours (22:00–08:00 Tehran) and goes at 08:00. And the sign-in SMS ends
// with the WebOTP line of the site's host.
import { sql } from 'drizzle-orm'
import { beforeAll, expect, it, vi } from 'vitest'
import { queryRows } from '../../server/db/rows'
import { type Notice, notify } from '../../server/modules/notifications/outbox'
import { userIdOf } from './fixtures/shop'
import { describeEachDb, nextPhone, signIn } from './harness'

let ahead = 0
const clock = () => Date.now() + ahead
const MINUTE = 60_000
const HOUR = 60 * MINUTE
const TEHRAN = 3.5 * HOUR

/** The next moment it is `hour` o'clock in Tehran, after `after`. */
function nextTehran(hour: number, after: number): number {
  const local = after + TEHRAN
  let at = Math.floor(local / (24 * HOUR)) * 24 * HOUR + hour * HOUR
  if (at <= local) at += 24 * HOUR
  return at - TEHRAN
}

describeEachDb(
  'notices by SMS',
  (server) => {
    const db = () => server().app.deps.db
    let causes = 0
    beforeAll(() => {
      ahead = 0
    })

    async function user() {
      const phone = nextPhone()
      await signIn(server(), phone)
      return { phone, id: await userIdOf(db(), phone) }
    }

    async function notice(userId: number, event: Notice['event'], title: string): Promise<number> {
      const cause = `sms:${++causes}`
      await db().transaction((tx) =>
        notify(tx, [{ userId, event, cause, title, body: 'کد رهگیری مرسوله: 123456789012', link: '/orders/77' }]),
      )
      const [row] = await queryRows<{ id: number }>(
        db(),
        sql`select id from notifications where user_id = ${userId} and cause = ${cause}`,
      )
      return row.id
    }

    const sms = async (noticeId: number) =>
      (
        await queryRows<{ id: number; status: string; due_at: Date; attempts: number; claimed_until: Date | null }>(
          db(),
          sql`select id, status, due_at, attempts, claimed_until from notification_deliveries
            where notification_id = ${noticeId} and channel = 'sms'`,
        )
      )[0]

    /** The SMS delivery once the worker has looked at it (claimed and settled) with the clock where it is. */
    const looked = async (noticeId: number, status = 'pending') => {
      server().app.deliveries.wake()
      await vi.waitFor(
        async () => {
          const d = await sms(noticeId)
          expect([d.status, d.claimed_until]).toEqual([status, null])
        },
        { timeout: 10_000, interval: 50 },
      )
      await server().app.deliveries.idle()
      return sms(noticeId)
    }

    const sentTo = (phone: string) => server().sms.notices.filter((n) => n.phone === phone)

    it('sends a seller’s new-order SMS only when the notice is still unread ten minutes on', async () => {
      const seller = await user()
      const id = await notice(seller.id, 'order_new', 'سفارش تازه ۷۷')
      const [{ created_at: made }] = await queryRows<{ created_at: Date }>(
        db(),
        sql`select created_at from notifications where id = ${id}`,
      )
      const madeAt = new Date(made).getTime()
      // Looked at once at once: due ten minutes after the notice, and that was no attempt.
      let d = await looked(id)
      expect(new Date(d.due_at).getTime()).toBe(madeAt + 10 * MINUTE)
      expect(d.attempts).toBe(0)
      ahead = madeAt + 9 * MINUTE - Date.now()
      d = await looked(id)
      expect(sentTo(seller.phone)).toEqual([])

      ahead = madeAt + 10 * MINUTE + 1000 - Date.now()
      d = await looked(id, 'sent')
      expect(d.attempts).toBe(1)
      const sent = sentTo(seller.phone)
      expect(sent).toHaveLength(1)
      expect(sent[0]).toMatchObject({ event: 'order_new', localId: String(d.id), link: '/orders/77' })
      expect(sent[0].text).toBe('راسته\nسفارش تازه ۷۷\nکد رهگیری مرسوله: 123456789012')
    })

    it('skips the new-order SMS when the notice was read within the ten minutes', async () => {
      ahead = 0
      const seller = await user()
      const id = await notice(seller.id, 'order_new', 'سفارش تازه ۷۸')
      await looked(id)
      await db().execute(sql`update notifications set read_at = now() where id = ${id}`)
      ahead = 10 * MINUTE + 5000
      const d = await looked(id, 'skipped')
      expect(d.attempts).toBe(0)
      expect(sentTo(seller.phone)).toEqual([])
    })

    it('holds any other SMS through quiet hours (22:00–08:00 Tehran) and sends it at eight', async () => {
      const customer = await user()
      const night = nextTehran(23, Date.now())
      ahead = night - Date.now()
      const id = await notice(customer.id, 'order_shipped', 'سفارش ۷۷ ارسال شد')
      const morning = nextTehran(8, night)
      expect(morning - night).toBe(9 * HOUR)
      let d = await looked(id)
      expect(new Date(d.due_at).getTime()).toBe(morning)
      expect(d.attempts).toBe(0)
      ahead = morning - 60_000 - Date.now()
      d = await looked(id)
      expect(sentTo(customer.phone)).toEqual([])
      ahead = morning + 1000 - Date.now()
      d = await looked(id, 'sent')
      expect(sentTo(customer.phone).map((n) => n.event)).toEqual(['order_shipped'])

      // In the day it goes at once.
      ahead = nextTehran(12, Date.now()) - Date.now()
      const noon = await notice(customer.id, 'order_shipped', 'سفارش ۷۸ ارسال شد')
      await looked(noon, 'sent')
      expect(sentTo(customer.phone)).toHaveLength(2)
      // The urgent one is not held by the night: only by its fallback.
      ahead = nextTehran(23, Date.now()) - Date.now()
      const seller = await user()
      const urgent = await notice(seller.id, 'order_new', 'سفارش تازه ۷۹')
      const [{ created_at: made }] = await queryRows<{ created_at: Date }>(
        db(),
        sql`select created_at from notifications where id = ${urgent}`,
      )
      // The clock is far past the notice's ten minutes: it goes now, in the night.
      await looked(urgent, 'sent')
      expect(new Date(made).getTime() + 10 * MINUTE).toBeLessThan(clock())
      expect(sentTo(seller.phone)).toHaveLength(1)
    })

    it('ends the sign-in SMS with the WebOTP line of the site’s host, the code in ASCII digits', async () => {
      const phone = nextPhone()
      await signIn(server(), phone)
      const sent = server()
        .sms.outbox.filter((m) => m.phone === phone)
        .at(-1)
      expect(sent?.code).toMatch(/^[0-9]{6}$/)
      expect(sent?.text.split('\n').at(-1)).toBe(`@rasteh.example #${sent?.code}`)
    })
  },
  { env: { PUBLIC_URL: 'https://rasteh.example' }, clock },
)
