// Notices by SMS through the real server and the log adapter (decision 041), with the worker's
// clock in the test's hands: a seller's new order goes by SMS only when its notice is still unread
// ten minutes after it was made (SMS_FALLBACK_MINUTES; the worker queues it then), and not when it
// was read or the seller turned it off; every
// other SMS waits out quiet hours (22:00–08:00 Tehran) and goes at 08:00. And the sign-in SMS ends
// with the WebOTP line of the site's host.
import { sql } from 'drizzle-orm'
import { beforeAll, expect, it, vi } from 'vitest'
import { queryRows } from '../../server/db/rows'
import { queueFallbackSms } from '../../server/modules/notifications/deliver-fallback'
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

    /** The worker's look with the clock where it is, which left no SMS for the notice. */
    const noSms = async (noticeId: number) => {
      server().app.deliveries.wake()
      await server().app.deliveries.idle()
      expect(await sms(noticeId)).toBeUndefined()
    }

    it('sends a seller’s new-order SMS only when the notice is still unread ten minutes on', async () => {
      const seller = await user()
      const id = await notice(seller.id, 'order_new', 'سفارش تازه ۷۷')
      const [{ created_at: made }] = await queryRows<{ created_at: Date }>(
        db(),
        sql`select created_at from notifications where id = ${id}`,
      )
      const madeAt = new Date(made).getTime()
      // Nothing is queued with the notice, nor a minute before its ten are up.
      await noSms(id)
      ahead = madeAt + 9 * MINUTE - Date.now()
      await noSms(id)
      expect(sentTo(seller.phone)).toEqual([])

      ahead = madeAt + 10 * MINUTE + 1000 - Date.now()
      const d = await looked(id, 'sent')
      expect(d.attempts).toBe(1)
      const sent = sentTo(seller.phone)
      expect(sent).toHaveLength(1)
      expect(sent[0]).toMatchObject({ event: 'order_new', localId: String(d.id), link: '/orders/77' })
      expect(sent[0].text).toBe('راسته\nسفارش تازه ۷۷\nکد رهگیری مرسوله: 123456789012')
      // Looked at again later, it is not queued twice.
      ahead += MINUTE
      await looked(id, 'sent')
      expect(sentTo(seller.phone)).toHaveLength(1)
    })

    it('sends no new-order SMS when the notice was read within the ten minutes, nor when the seller turned it off', async () => {
      ahead = 0
      const seller = await user()
      const id = await notice(seller.id, 'order_new', 'سفارش تازه ۷۸')
      await noSms(id)
      await db().execute(sql`update notifications set read_at = now() where id = ${id}`)
      const quiet = await user()
      await db().execute(sql`insert into notification_preferences (user_id, event, channel, enabled)
        values (${quiet.id}, 'order_new', 'sms', false)`)
      const off = await notice(quiet.id, 'order_new', 'سفارش تازه ۸۰')
      ahead = 10 * MINUTE + 5000
      await noSms(id)
      await noSms(off)
      expect(sentTo(seller.phone)).toEqual([])
      expect(sentTo(quiet.phone)).toEqual([])
    })

    it('queues each unseen new-order SMS once, past a window of notices, with two looks at once', async () => {
      ahead = 0
      const seller = await user()
      const many = Array.from({ length: 620 }, (_, i) => ({
        userId: seller.id,
        event: 'order_new' as const,
        cause: `sms-many:${i}`,
        title: `سفارش تازه ${i}`,
        body: 'سفارش',
        link: '/seller/orders',
      }))
      await db().transaction((tx) => notify(tx, many))
      const later = Date.now() + 11 * MINUTE
      const looks = await Promise.all([
        queueFallbackSms(db(), later, 10 * MINUTE),
        queueFallbackSms(db(), later, 10 * MINUTE),
      ])
      expect(looks).toEqual([null, null])
      const rows = await queryRows<{ n: number; notices: number }>(
        db(),
        sql`select count(*)::int as n, count(distinct d.notification_id)::int as notices
          from notification_deliveries d join notifications n on n.id = d.notification_id
          where n.user_id = ${seller.id} and d.channel = 'sms'`,
      )
      expect(rows[0]).toEqual({ n: 620, notices: 620 })
      const [mark] = await queryRows<{ last_id: number; newest: number }>(
        db(),
        sql`select last_id, (select max(id) from notifications) as newest from notice_sms_mark`,
      )
      expect(mark.last_id).toBe(mark.newest)
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
