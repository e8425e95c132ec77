// Web Push delivery through the real server (decision 041): devices subscribe through the API, a
// notice made by the outbox reaches a stand-in push service (fixtures/push-service.ts) that checks
// the VAPID signature and decrypts the payload with the device's own keys; a subscription the
// service calls gone is deleted; a failing service is tried again with back-off (the worker's
// clock is the test's) and given up after the last try. Bad subscriptions answer 422 in Persian
// and save nothing.
import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import webpush from 'web-push'
import { unwrap } from '#sdk'
import { queryRows } from '../../server/db/rows'
import { MAX_ATTEMPTS, retryDelay } from '../../server/modules/notifications/deliver-policy'
import { type Notice, notify } from '../../server/modules/notifications/outbox'
import { BAD_ENDPOINT, BAD_KEYS } from '../../server/modules/notifications/push-subscriptions'
import { type BrowserSubscription, PushService } from './fixtures/push-service'
import { boughtItem, shopWithSeller } from './fixtures/reviews'
import { userIdOf } from './fixtures/shop'
import { describeEachDb, nextPhone, signIn, type TestClient } from './harness'

const env: Record<string, string> = {}
let service: PushService
beforeAll(async () => {
  service = await PushService.start()
  env.PUSH_EXTRA_ORIGINS = service.origin
})
afterAll(() => service?.close())

/** The worker's clock: now, moved forward by the test. */
let ahead = 0
const clock = () => Date.now() + ahead

interface Delivery {
  status: string
  attempts: number
  due_at: Date
  sent_at: Date | null
  last_error: string | null
  claimed_until: Date | null
}

describeEachDb(
  'Web Push delivery',
  (server) => {
    const db = () => server().app.deps.db
    let causes = 0

    beforeAll(async () => {
      ahead = 0 // this suite's server starts with the clock at now
      const key = await unwrap(signIn(server()).then((c) => c.api.GET('/notifications/push-key')))
      service.vapidKey = key.public_key
    })

    async function user(): Promise<{ c: TestClient; id: number }> {
      const phone = nextPhone()
      const c = await signIn(server(), phone)
      return { c, id: await userIdOf(db(), phone) }
    }

    async function subscribe(c: TestClient, device = service.subscribe()): Promise<BrowserSubscription> {
      const res = await c.api.POST('/notifications/push-subscriptions', { body: device })
      expect(res.response.status).toBe(201)
      return device
    }

    /** A notice made as an event's transaction makes it; its id. */
    async function notice(userId: number, event: Notice['event'], extra: Partial<Notice> = {}): Promise<number> {
      const cause = `test:${++causes}:${event}`
      const made = {
        userId,
        event,
        cause,
        title: 'سفارش ۱۵۰۲ ارسال شد',
        body: 'کد رهگیری: 123456789012',
        link: '/orders/1502',
      }
      await db().transaction((tx) => notify(tx, [{ ...made, ...extra }]))
      const [row] = await queryRows<{ id: number }>(
        db(),
        sql`select id from notifications where user_id = ${userId} and cause = ${cause}`,
      )
      return row.id
    }

    const delivery = async (noticeId: number, channel = 'push') =>
      (
        await queryRows<Delivery>(
          db(),
          sql`select status, attempts, due_at, sent_at, last_error, claimed_until from notification_deliveries
            where notification_id = ${noticeId} and channel = ${channel}`,
        )
      )[0]

    const subscriptionsOf = (userId: number) =>
      queryRows<{ endpoint: string; p256dh: string; last_sent_at: Date | null }>(
        db(),
        sql`select endpoint, p256dh, last_sent_at from push_subscriptions where user_id = ${userId} order by id`,
      )

    it('has a stand-in that refuses what a push service refuses (a foreign signature, another device’s keys)', async () => {
      const device = service.subscribe()
      const other = service.subscribe()
      const send = async (keys: BrowserSubscription['keys'], vapid: { publicKey: string; privateKey: string }) => {
        const r = webpush.generateRequestDetails({ endpoint: device.endpoint, keys }, '{"id":1}', {
          contentEncoding: 'aes128gcm',
          vapidDetails: { subject: 'mailto:test@rasteh.invalid', ...vapid },
        })
        const headers = Object.fromEntries(Object.entries(r.headers).map(([k, v]) => [k, String(v)]))
        return (await fetch(r.endpoint, { method: 'POST', headers, body: new Uint8Array(r.body as Buffer) })).status
      }
      const stranger = webpush.generateVAPIDKeys()
      expect(await send(device.keys, stranger)).toBe(400)
      expect(service.to(device).at(-1)?.error).toBe('signed by another key')
      const saved = service.vapidKey
      service.vapidKey = undefined // any signer: then the keys decide
      try {
        expect(await send(other.keys, stranger)).toBe(400)
        expect(service.to(device).at(-1)?.error).toMatch(/^undecryptable/)
        expect(await send(device.keys, stranger)).toBe(201)
        expect(service.to(device).at(-1)?.payload).toEqual({ id: 1 })
      } finally {
        service.vapidKey = saved
      }
    })

    it('gives the VAPID public key to anyone, the same each time', async () => {
      const [a, b] = await Promise.all(
        [1, 2].map(() => fetch(`${server().baseUrl}/notifications/push-key`).then((r) => r.json())),
      )
      expect(a).toEqual(b)
      const key = Buffer.from(a.public_key, 'base64url')
      expect(key.length).toBe(65)
      expect(key[0]).toBe(4)
    })

    it('refuses a foreign or malformed endpoint, or keys that are no keys, in Persian, saving nothing', async () => {
      const { c, id } = await user()
      const device = service.subscribe()
      const offCurve = Buffer.concat([Buffer.from([4]), randomBytes(64)]).toString('base64url')
      const bad: [unknown, string | null][] = [
        [{ ...device, endpoint: 'https://evil.example.com/push/abc' }, BAD_ENDPOINT],
        [{ ...device, endpoint: 'http://fcm.googleapis.com/fcm/send/abc' }, BAD_ENDPOINT],
        [{ ...device, endpoint: 'https://fcm.googleapis.com.evil.example/fcm/send/abc' }, BAD_ENDPOINT],
        [{ ...device, endpoint: 'https://user@fcm.googleapis.com/fcm/send/abc' }, BAD_ENDPOINT],
        [{ ...device, endpoint: 'https://fcm.googleapis.com:8443/fcm/send/abc' }, BAD_ENDPOINT],
        [{ ...device, endpoint: 'not an address at all' }, BAD_ENDPOINT],
        [{ ...device, endpoint: `${service.origin.replace('127.0.0.1', 'localhost')}/push/x` }, BAD_ENDPOINT],
        // 65 bytes as a point is written, but (almost surely) off the curve
        [{ ...device, keys: { ...device.keys, p256dh: offCurve } }, BAD_KEYS],
        [{ ...device, keys: { ...device.keys, p256dh: device.keys.p256dh.slice(0, 60) } }, BAD_KEYS],
        [{ ...device, keys: { ...device.keys, auth: 'c2hvcnRhdXRoMTIz' } }, BAD_KEYS],
        [{ endpoint: device.endpoint }, null],
      ]
      for (const [body, detail] of bad) {
        const res = await c.api.POST('/notifications/push-subscriptions', { body: body as BrowserSubscription })
        expect(res.response.status, JSON.stringify(body)).toBe(422)
        expect(res.error?.detail).toMatch(/[\u0600-\u06FF]/)
        if (detail) expect(res.error?.detail).toBe(detail)
      }
      expect(await subscriptionsOf(id)).toEqual([])
      // A known push service's address is taken (never posted to here: no notice is made for this user).
      await subscribe(c, { ...device, endpoint: 'https://updates.push.services.mozilla.com/wpush/v2/gAAAA' })
      expect((await subscriptionsOf(id)).map((s) => s.endpoint)).toEqual([
        'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      ])
    })

    it('a device subscribed again takes its new keys and owner; unsubscribing forgets only one’s own', async () => {
      const a = await user()
      const b = await user()
      const first = service.subscribe()
      const again = { endpoint: first.endpoint, keys: service.subscribe().keys }
      await subscribe(a.c, first)
      await subscribe(b.c, again)
      expect(await subscriptionsOf(a.id)).toEqual([])
      expect((await subscriptionsOf(b.id)).map((s) => s.p256dh)).toEqual([again.keys.p256dh])
      const query = { endpoint: first.endpoint }
      expect((await a.c.api.DELETE('/notifications/push-subscriptions', { params: { query } })).response.status).toBe(
        204,
      )
      expect(await subscriptionsOf(b.id)).toHaveLength(1) // not a's to forget
      expect((await b.c.api.DELETE('/notifications/push-subscriptions', { params: { query } })).response.status).toBe(
        204,
      )
      expect(await subscriptionsOf(b.id)).toEqual([])
    })

    it('delivers a notice to the device: signed, encrypted for its keys, with its topic and the badge count', async () => {
      service.answer = () => 201
      const seller = await user()
      const device = await subscribe(seller.c)
      const first = await notice(seller.id, 'order_new', {
        title: 'سفارش تازه',
        body: 'سفارش ۱۵۰۲',
        link: '/seller/orders/1502',
      })
      await service.until(() => service.to(device).length === 1, 10_000, 'the first notice')
      const [message] = service.to(device)
      expect(message.error).toBeNull()
      expect(message.payload).toEqual({
        id: first,
        event: 'order_new',
        title: 'سفارش تازه',
        body: 'سفارش ۱۵۰۲',
        link: '/seller/orders/1502',
        new_orders: 1,
      })
      expect([message.topic, message.urgency, message.ttl]).toEqual([`n${first}`, 'high', '86400'])
      await vi.waitFor(async () => expect((await delivery(first)).status).toBe('sent'), { timeout: 5000, interval: 50 })
      const sent = await delivery(first)
      expect(sent.attempts).toBe(1)
      expect(sent.sent_at).not.toBeNull()
      expect((await subscriptionsOf(seller.id))[0].last_sent_at).not.toBeNull()
      // Its SMS is not even queued: it waits for the fallback (the notice may be seen meanwhile).
      expect(await delivery(first, 'sms')).toBeUndefined()

      // The badge counts the unread new orders at the time of sending.
      const second = await notice(seller.id, 'order_new', {
        title: 'سفارش تازه',
        body: 'سفارش ۱۵۰۳',
        link: '/seller/orders/1503',
      })
      await service.until(() => service.to(device).length === 2, 10_000, 'the second notice')
      expect(service.to(device)[1].payload).toMatchObject({ id: second, new_orders: 2 })
      await db().execute(sql`update notifications set read_at = now() where user_id = ${seller.id}`)
      const shipped = await notice(seller.id, 'order_shipped')
      await service.until(() => service.to(device).length === 3, 10_000, 'the third notice')
      expect(service.to(device)[2].payload).toMatchObject({ id: shipped, event: 'order_shipped', new_orders: 0 })
      expect(service.to(device)[2].urgency).toBe('normal')
    })

    it('pushes a cash-on-delivery order placed through the API to its seller’s device (decision 043)', async () => {
      service.answer = () => 201
      const shop = await shopWithSeller(server())
      const device = await subscribe(shop.seller)
      const { orderId } = await boughtItem(server(), shop, { until: 'processing' })
      await service.until(() => service.to(device).length === 1, 10_000, 'the new order')
      expect(service.to(device)[0].payload).toMatchObject({
        event: 'order_new',
        title: `سفارش جدید ${String(orderId).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)])}`,
        link: `/providers/${shop.store.id}/orders/${orderId}`,
        new_orders: 1,
      })
    })

    it('keeps delivering to others while one push service hangs', async () => {
      const slow = await user()
      const quick = await user()
      const hanging = await subscribe(slow.c)
      const answering = await subscribe(quick.c)
      const hangingId = hanging.endpoint.split('/').pop()
      service.answer = (m) => (m.subscription === hangingId ? 'hold' : 201)
      const stuck = await notice(slow.id, 'order_paid')
      await service.until(() => service.to(hanging).length === 1, 10_000, 'the hanging request')
      const meanwhile = await notice(quick.id, 'order_paid')
      await vi.waitFor(async () => expect((await delivery(meanwhile)).status).toBe('sent'), {
        timeout: 5000,
        interval: 50,
      })
      expect(service.to(answering).map((m) => m.payload?.id)).toEqual([meanwhile])
      expect((await delivery(stuck)).status).toBe('pending')
      service.release()
      await vi.waitFor(async () => expect((await delivery(stuck)).status).toBe('sent'), { timeout: 5000, interval: 50 })
    })

    it('deletes a subscription the push service calls gone (404, 410), and sends to the others', async () => {
      const gone = service.subscribe()
      const lost = service.subscribe()
      const goneId = gone.endpoint.split('/').pop()
      const lostId = lost.endpoint.split('/').pop()
      service.answer = (m) => (m.subscription === goneId ? 410 : m.subscription === lostId ? 404 : 201)
      const two = await user()
      const kept = await subscribe(two.c)
      await subscribe(two.c, gone)
      const sent = await notice(two.id, 'order_paid')
      await vi.waitFor(async () => expect((await delivery(sent)).status).toBe('sent'), {
        timeout: 10_000,
        interval: 50,
      })
      expect(service.to(kept).map((m) => m.payload?.id)).toEqual([sent])
      expect(service.to(gone).map((m) => m.status)).toEqual([410])
      expect((await subscriptionsOf(two.id)).map((s) => s.endpoint)).toEqual([kept.endpoint])

      const one = await user()
      await subscribe(one.c, lost)
      const skipped = await notice(one.id, 'order_paid')
      await vi.waitFor(async () => expect((await delivery(skipped)).status).toBe('skipped'), {
        timeout: 10_000,
        interval: 50,
      })
      expect(service.to(lost).map((m) => m.status)).toEqual([404])
      expect(await subscriptionsOf(one.id)).toEqual([])
    })

    it('tries a failing push service again with back-off, once more at each due time, then gives up', async () => {
      const u = await user()
      const device = await subscribe(u.c)
      const deviceId = device.endpoint.split('/').pop()
      let failing = true
      service.answer = (m) => (m.subscription === deviceId && failing ? 500 : 201)
      const id = await notice(u.id, 'order_paid')
      /** The delivery once its n-th try is over (claimed, sent or not, and settled). */
      const tried = async (noticeId: number, n: number) => {
        await vi.waitFor(
          async () => {
            const d = await delivery(noticeId)
            expect([d.attempts, d.claimed_until]).toEqual([n, null])
          },
          { timeout: 10_000, interval: 50 },
        )
        return delivery(noticeId)
      }
      let d = await tried(id, 1)
      expect(d.status).toBe('pending')
      expect(d.last_error).toContain('500')
      // Due again after 30 s by the worker's clock, not before.
      expect(new Date(d.due_at).getTime() - clock()).toBeGreaterThan(retryDelay(1) - 5000)
      expect(new Date(d.due_at).getTime() - clock()).toBeLessThanOrEqual(retryDelay(1))
      server().app.deliveries.wake()
      await server().app.deliveries.idle()
      expect((await delivery(id)).attempts).toBe(1)

      ahead += retryDelay(1) + 1000
      server().app.deliveries.wake()
      d = await tried(id, 2)
      expect(d.status).toBe('pending')
      expect(new Date(d.due_at).getTime() - clock()).toBeGreaterThan(retryDelay(2) - 5000)

      failing = false
      ahead += retryDelay(2) + 1000
      server().app.deliveries.wake()
      await vi.waitFor(async () => expect((await delivery(id)).status).toBe('sent'), { timeout: 10_000, interval: 50 })
      expect((await delivery(id)).attempts).toBe(3)
      // Three requests for one notice, all with its topic: a device gets it once.
      expect(service.to(device).map((m) => [m.topic, m.status])).toEqual([
        [`n${id}`, 500],
        [`n${id}`, 500],
        [`n${id}`, 201],
      ])
      expect(service.keptFor(device)).toHaveLength(1)

      // A service that never recovers: given up after the last try, with its error kept.
      failing = true
      const doomed = await notice(u.id, 'order_paid')
      for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt++) {
        expect((await tried(doomed, attempt)).status).toBe('pending')
        ahead += retryDelay(attempt) + 1000
        server().app.deliveries.wake()
      }
      const given = await tried(doomed, MAX_ATTEMPTS)
      expect(given.status).toBe('failed')
      expect(given.attempts).toBe(MAX_ATTEMPTS)
      expect(given.last_error).toContain('500')
      expect(service.to(device).filter((m) => m.topic === `n${doomed}`)).toHaveLength(MAX_ATTEMPTS)
    })
  },
  { env, clock },
)
