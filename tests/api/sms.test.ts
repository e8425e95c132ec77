// The Kavenegar adapter through the real server, against a local stand-in of Kavenegar's API: the
// sign-in code, and a notice with its event's template (the delivery worker's SMS channel).
import { createServer, type Server } from 'node:http'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { noticeTemplate } from '../../server/adapters/sms/kavenegar'
import { queryRows } from '../../server/db/rows'
import { notify } from '../../server/modules/notifications/outbox'
import { client, nextPhone, startServer, type TestServer } from './harness'

describe('SMS over the Kavenegar adapter', () => {
  let standIn: Server
  let server: TestServer
  const received: URL[] = []
  let failNext = false

  beforeAll(async () => {
    standIn = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://stand-in')
      received.push(url)
      const ok = !failNext && url.pathname === '/v1/test-key/verify/lookup.json'
      failNext = false
      res.writeHead(ok ? 200 : 418, { 'Content-Type': 'application/json' })
      res.end(JSON.stringify({ return: { status: ok ? 200 : 418, message: ok ? 'تایید شد' : 'اعتبار کافی نیست' } }))
    })
    await new Promise<void>((r) => standIn.listen(0, '127.0.0.1', r))
    const address = standIn.address()
    const port = typeof address === 'object' && address ? address.port : 0
    server = await startServer('pglite', {
      KAVENEGAR_BASE_URL: `http://127.0.0.1:${port}`,
      SMS_PROVIDER: 'kavenegar',
      KAVENEGAR_API_KEY: 'test-key',
      KAVENEGAR_TEMPLATE: 'rasteh-otp',
      KAVENEGAR_NOTICE_TEMPLATES: 'order_new=shop-new-order',
      QUIET_HOURS: 'off',
    })
  })
  afterAll(async () => {
    await server?.close()
    standIn?.close()
  })

  it('sends the code as a lookup template to the phone', async () => {
    const phone = nextPhone()
    const res = await client(server).api.POST('/auth/otp/request', { body: { phone } })
    expect(res.response.status).toBe(200)
    const sent = received.at(-1) as URL
    expect(sent.searchParams.get('receptor')).toBe(phone)
    expect(sent.searchParams.get('template')).toBe('rasteh-otp')
    expect(sent.searchParams.get('token')).toMatch(/^\d{6}$/)
  })

  it('sends a notice with its event’s template, its tokens and the delivery’s id as localid', async () => {
    const { db } = server.app.deps
    const phone = nextPhone()
    const [user] = await queryRows<{ id: number }>(db, sql`insert into users (phone) values (${phone}) returning id`)
    const notice = (event: 'order_shipped' | 'order_new', cause: string) => ({
      userId: user.id,
      event,
      cause,
      title: 'سفارش ۱۵۰۲ ارسال شد',
      body: 'کد رهگیری مرسوله: 123456789012',
      link: '/orders/1502',
    })
    await db.transaction((tx) => notify(tx, [notice('order_shipped', 'order:1502:shipped')]))
    const [delivery] = await queryRows<{ id: number }>(
      db,
      sql`select d.id from notification_deliveries d join notifications n on n.id = d.notification_id
        where n.user_id = ${user.id} and d.channel = 'sms'`,
    )
    await vi.waitFor(() => expect(received.some((u) => u.searchParams.get('receptor') === phone)).toBe(true), {
      timeout: 10_000,
      interval: 50,
    })
    const sent = received.filter((u) => u.searchParams.get('receptor') === phone)
    expect(sent).toHaveLength(1)
    expect(Object.fromEntries(sent[0].searchParams)).toEqual({
      receptor: phone,
      template: 'rasteh-order_shipped',
      localid: String(delivery.id),
      token: '1502',
      token2: '123456789012',
      token10: 'سفارش ۱۵۰۲ ارسال شد',
    })
    expect(noticeTemplate('order_new', server.app.deps.config.sms.noticeTemplates)).toBe('shop-new-order')
  })

  it('answers 503 in Persian when the provider refuses, without leaking its message', async () => {
    failNext = true
    const res = await client(server).api.POST('/auth/otp/request', { body: { phone: nextPhone() } })
    expect(res.response.status).toBe(503)
    expect(res.error?.detail).toBe('ارسال پیامک با خطا روبه‌رو شد؛ لطفا کمی بعد دوباره تلاش کنید')
  })
})
