// The Kavenegar adapter through the real server, against a local stand-in of Kavenegar's API.
import { createServer, type Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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

  it('answers 503 in Persian when the provider refuses, without leaking its message', async () => {
    failNext = true
    const res = await client(server).api.POST('/auth/otp/request', { body: { phone: nextPhone() } })
    expect(res.response.status).toBe(503)
    expect(res.error?.detail).toBe('ارسال پیامک با خطا روبه‌رو شد؛ لطفا کمی بعد دوباره تلاش کنید')
  })
})
