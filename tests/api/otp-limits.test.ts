// Sign-in code limits (issue 11 item 3, issue 16 item 3): strict per phone (1 a minute, 5 an
// hour), roomy per address for shared networks (30 a minute, 300 an hour, configurable), a
// Persian wait in the 429's detail and Retry-After, and limits that hold for parallel bursts.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../server/config'
import { otpCodes } from '../../server/db/schema/index'
import { client, dbKinds, nextIp, nextPhone, startServer, type TestServer } from './harness'

const faDigits = (n: number) => String(n).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)])

async function ask(server: TestServer, phone: string, ip: string) {
  const res = await client(server, ip).api.POST('/auth/otp/request', { body: { phone } })
  return { status: res.response.status, retryAfter: res.response.headers.get('retry-after'), detail: res.error?.detail }
}

/** A 429 whose Retry-After is within [min, max] seconds and whose detail names it in Persian digits. */
function expectWait(answer: Awaited<ReturnType<typeof ask>>, min: number, max: number) {
  expect(answer.status).toBe(429)
  const seconds = Number(answer.retryAfter)
  expect(seconds).toBeGreaterThanOrEqual(min)
  expect(seconds).toBeLessThanOrEqual(max)
  expect(answer.detail).toContain('تعداد درخواست‌های کد تأیید بیش از حد مجاز است')
  expect(answer.detail).toContain(`${faDigits(seconds)} ثانیه`)
  expect(answer.detail).not.toMatch(/[0-9]/)
}

const sentTo = (server: TestServer, phones: string[]) =>
  server.sms.outbox.filter((m) => phones.includes(m.phone)).length

it('reads the per-address limits from the environment, 30 a minute and 300 an hour by default', () => {
  expect(loadConfig({ JWT_SECRET: 'x' }).otpIpLimits).toEqual({ perMinute: 30, perHour: 300 })
  expect(loadConfig({ JWT_SECRET: 'x', OTP_IP_PER_MINUTE: '50', OTP_IP_PER_HOUR: '900' }).otpIpLimits).toEqual({
    perMinute: 50,
    perHour: 900,
  })
  expect(loadConfig({ JWT_SECRET: 'x', OTP_IP_PER_MINUTE: 'many', OTP_IP_PER_HOUR: '0' }).otpIpLimits).toEqual({
    perMinute: 30,
    perHour: 300,
  })
})

for (const kind of dbKinds) {
  describe(`code limits with the default configuration [${kind}]`, () => {
    let server: TestServer
    beforeAll(async () => {
      server = await startServer(kind)
    })
    afterAll(async () => {
      await server?.close()
    })

    it('keeps 1 a minute per phone, from any address, and says how long to wait', async () => {
      const phone = nextPhone()
      const ip = nextIp()
      expect((await ask(server, phone, ip)).status).toBe(200)
      expectWait(await ask(server, phone, ip), 55, 60)
      expectWait(await ask(server, phone, nextIp()), 55, 60)
      // Someone else on the same network is not held back by it.
      expect((await ask(server, nextPhone(), ip)).status).toBe(200)
    })

    it('keeps 5 an hour per phone, and the wait runs to when the oldest of them leaves the hour', async () => {
      const phone = nextPhone()
      const { db } = server.app.deps
      for (let i = 0; i < 5; i++) {
        expect((await ask(server, phone, nextIp())).status).toBe(200)
        await db
          .update(otpCodes)
          .set({ createdAt: new Date(Date.now() - 10 * 60_000) })
          .where(eq(otpCodes.phone, phone))
      }
      expectWait(await ask(server, phone, nextIp()), 3000 - 5, 3000)
    })

    it('lets 30 people on one address ask for a code in a minute, and holds the 31st', async () => {
      const ip = nextIp()
      const phones = Array.from({ length: 31 }, nextPhone)
      for (const phone of phones.slice(0, 30)) expect((await ask(server, phone, ip)).status).toBe(200)
      expectWait(await ask(server, phones[30], ip), 55, 60)
      expect(sentTo(server, phones)).toBe(30)
    })

    it('sends one code for 30 simultaneous requests for one phone', async () => {
      const phone = nextPhone()
      const answers = await Promise.all(Array.from({ length: 30 }, () => ask(server, phone, nextIp())))
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1)
      for (const a of answers.filter((x) => x.status !== 200)) expectWait(a, 55, 60)
      expect(sentTo(server, [phone])).toBe(1)
      const rows = await server.app.deps.db.select().from(otpCodes).where(eq(otpCodes.phone, phone))
      expect(rows).toHaveLength(1)
    })
  })

  describe(`code limits per address, configured low [${kind}]`, () => {
    let server: TestServer
    beforeAll(async () => {
      server = await startServer(kind, { OTP_IP_PER_MINUTE: '5', OTP_IP_PER_HOUR: '7' })
    })
    afterAll(async () => {
      await server?.close()
    })

    it('sends at most the limit for 30 simultaneous requests from one address', async () => {
      const ip = nextIp()
      const phones = Array.from({ length: 30 }, nextPhone)
      const answers = await Promise.all(phones.map((phone) => ask(server, phone, ip)))
      expect(answers.filter((a) => a.status === 200)).toHaveLength(5)
      for (const a of answers.filter((x) => x.status !== 200)) expectWait(a, 55, 60)
      expect(sentTo(server, phones)).toBe(5)
      const rows = await server.app.deps.db.select().from(otpCodes).where(eq(otpCodes.ip, ip))
      expect(rows).toHaveLength(5)
    })

    it('holds the hourly limit per address and names the wait', async () => {
      const ip = nextIp()
      const { db } = server.app.deps
      for (let i = 0; i < 5; i++) expect((await ask(server, nextPhone(), ip)).status).toBe(200)
      await db
        .update(otpCodes)
        .set({ createdAt: new Date(Date.now() - 20 * 60_000) })
        .where(eq(otpCodes.ip, ip))
      for (let i = 0; i < 2; i++) expect((await ask(server, nextPhone(), ip)).status).toBe(200)
      // 7 in the hour: the wait ends when the 7th newest (20 minutes old) leaves the hour.
      const held = await ask(server, nextPhone(), ip)
      expectWait(held, 2400 - 5, 2400)
      expect(held.detail).toContain('حدود ۴۰ دقیقه')
    })
  })
}
