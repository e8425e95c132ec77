import { eq } from 'drizzle-orm'
import { SignJWT } from 'jose'
import { expect, it, vi } from 'vitest'
import { newIdempotencyKey, unwrap } from '#sdk'
import { otpCodes } from '../../server/db/schema/index'
import { client, describeEachDb, nextPhone, signIn } from './harness'

describeEachDb('auth: one-time codes', (server) => {
  it('signs a new customer in with Persian digits in phone and code', async () => {
    const c = client(server())
    const phone = nextPhone()
    const persianPhone = phone.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)])
    const sent = await unwrap(c.api.POST('/auth/otp/request', { body: { phone: persianPhone } }))
    expect(sent).toEqual({ detail: 'کد تأیید ارسال شد', expires_in: 120, resend_in: 60 })
    const code = server().sms.lastCode(phone, 'login') as string
    expect(code).toMatch(/^\d{6}$/)
    const arabicCode = code.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)])
    const pair = await unwrap(c.api.POST('/auth/otp/verify', { body: { phone, code: arabicCode, name: 'سارا' } }))
    expect(pair.is_new_user).toBe(true)
    expect(pair.user).toMatchObject({ phone, name: 'سارا', roles: ['customer'], has_password: false })
    c.tokens.setTokens(pair)
    const profile = await unwrap(c.api.GET('/auth/profile'))
    expect(profile.id).toBe(pair.user.id)
  })

  it('rejects a malformed phone with 422 and a Persian field error', async () => {
    const c = client(server())
    const { error, response } = await c.api.POST('/auth/otp/request', { body: { phone: '0912-abc-4567' } })
    expect(response.status).toBe(422)
    expect(error).toMatchObject({ detail: 'شماره موبایل معتبر نیست', errors: [{ field: 'body.phone' }] })
  })

  it('answers 429 for a second code within a minute per phone, from any IP', async () => {
    const c = client(server())
    const phone = nextPhone()
    await unwrap(c.api.POST('/auth/otp/request', { body: { phone } }))
    const again = await c.api.POST('/auth/otp/request', { body: { phone } })
    expect(again.response.status).toBe(429)
    expect(Number(again.response.headers.get('retry-after'))).toBeGreaterThan(55)
    expect(again.error?.detail).toContain('بیش از حد مجاز')
    // the same phone from another IP still is
    const fromElsewhere = await client(server()).api.POST('/auth/otp/request', { body: { phone } })
    expect(fromElsewhere.response.status).toBe(429)
  })

  it('allows at most 5 codes an hour per phone', async () => {
    const phone = nextPhone()
    const { db } = server().app.deps
    for (let i = 0; i < 5; i++) {
      const res = await client(server()).api.POST('/auth/otp/request', { body: { phone } })
      expect(res.response.status).toBe(200)
      // age the send past the one-minute window, keeping it inside the hour
      await db
        .update(otpCodes)
        .set({ createdAt: new Date(Date.now() - 5 * 60_000) })
        .where(eq(otpCodes.phone, phone))
    }
    const sixth = await client(server()).api.POST('/auth/otp/request', { body: { phone } })
    expect(sixth.response.status).toBe(429)
    // the oldest of the five, five minutes old, leaves the hour in 55 minutes
    expect(Number(sixth.response.headers.get('retry-after'))).toBeGreaterThan(3290)
    expect(Number(sixth.response.headers.get('retry-after'))).toBeLessThanOrEqual(3300)
  })

  it('refuses a wrong code, and after 5 wrong tries the right one is dead too', async () => {
    const c = client(server())
    const phone = nextPhone()
    await unwrap(c.api.POST('/auth/otp/request', { body: { phone } }))
    const code = server().sms.lastCode(phone) as string
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 1; i <= 5; i++) {
      const res = await c.api.POST('/auth/otp/verify', { body: { phone, code: wrong } })
      expect(res.response.status).toBe(400)
      expect(res.error?.detail).toBe(
        i < 5 ? 'کد تأیید نادرست است' : 'تعداد تلاش‌های نادرست بیش از حد مجاز است؛ لطفا کد جدید درخواست کنید',
      )
    }
    const right = await c.api.POST('/auth/otp/verify', { body: { phone, code } })
    expect(right.response.status).toBe(400)
    expect(right.data).toBeUndefined()
  })

  it('refuses an expired code and a code used twice', async () => {
    const c = client(server())
    const phone = nextPhone()
    await unwrap(c.api.POST('/auth/otp/request', { body: { phone } }))
    const code = server().sms.lastCode(phone) as string
    await server()
      .app.deps.db.update(otpCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otpCodes.phone, phone))
    const expired = await c.api.POST('/auth/otp/verify', { body: { phone, code } })
    expect(expired.response.status).toBe(400)
    expect(expired.error?.detail).toContain('منقضی')

    const phone2 = nextPhone()
    const c2 = client(server())
    await unwrap(c2.api.POST('/auth/otp/request', { body: { phone: phone2 } }))
    const code2 = server().sms.lastCode(phone2) as string
    await unwrap(c2.api.POST('/auth/otp/verify', { body: { phone: phone2, code: code2 } }))
    const reused = await c2.api.POST('/auth/otp/verify', { body: { phone: phone2, code: code2 } })
    expect(reused.response.status).toBe(400)
  })

  it('binds a code to its purpose: a login code does not reset a password', async () => {
    const me = await signIn(server())
    const phone = (await unwrap(me.api.GET('/auth/profile'))).phone
    const c = client(server())
    await server()
      .app.deps.db.update(otpCodes)
      .set({ createdAt: new Date(Date.now() - 5 * 60_000) })
      .where(eq(otpCodes.phone, phone))
    await unwrap(c.api.POST('/auth/otp/request', { body: { phone } }))
    const code = server().sms.lastCode(phone, 'login') as string
    const res = await c.api.POST('/auth/password/reset', { body: { phone, code, new_password: 'secret123' } })
    expect(res.response.status).toBe(400)
  })

  it('gives the same answer for a reset code whether or not the phone is registered', async () => {
    const known = await signIn(server())
    const knownPhone = (await unwrap(known.api.GET('/auth/profile'))).phone
    await server()
      .app.deps.db.update(otpCodes)
      .set({ createdAt: new Date(Date.now() - 5 * 60_000) })
      .where(eq(otpCodes.phone, knownPhone))
    const a = await client(server()).api.POST('/auth/otp/request', { body: { phone: knownPhone, purpose: 'reset' } })
    const b = await client(server()).api.POST('/auth/otp/request', { body: { phone: nextPhone(), purpose: 'reset' } })
    expect(a.response.status).toBe(200)
    expect(b.response.status).toBe(200)
    expect(a.data).toEqual(b.data)
  })

  it('makes a seller sign-up a provider', async () => {
    const c = client(server())
    const phone = nextPhone()
    await unwrap(c.api.POST('/auth/register/request', { body: { phone } }))
    const code = server().sms.lastCode(phone, 'register') as string
    const pair = await unwrap(c.api.POST('/auth/register/verify', { body: { phone, code, name: 'فروشگاه نمونه' } }))
    expect(pair.user.roles).toEqual(['customer', 'provider'])
  })
})

describeEachDb('auth: tokens and sessions', (server) => {
  it('rotates refresh tokens, and reusing an old one ends the whole session', async () => {
    const c = await signIn(server())
    const first = c.tokens.tokens?.refresh_token as string
    const second = await unwrap(c.api.POST('/auth/refresh', { params: { query: { refresh_token: first } } }))
    expect(second.refresh_token).not.toBe(first)
    const reuse = await c.api.POST('/auth/refresh', { params: { query: { refresh_token: first } } })
    expect(reuse.response.status).toBe(401)
    expect(reuse.error?.detail).toBe('لطفا مجددا وارد شوید')
    // the family is revoked: the newest refresh token and its access token die too
    const after = await c.api.POST('/auth/refresh', { params: { query: { refresh_token: second.refresh_token } } })
    expect(after.response.status).toBe(401)
    const probe = client(server())
    probe.tokens.setTokens({ access_token: second.access_token, refresh_token: 'x' })
    const profile = await probe.api.GET('/auth/profile')
    expect(profile.response.status).toBe(401)
  })

  it('refuses tampered, wrongly signed, alg-none and wrong-audience tokens', async () => {
    const c = await signIn(server())
    const good = c.tokens.tokens?.access_token as string
    const [h, p, s] = good.split('.')
    const payload = JSON.parse(Buffer.from(p, 'base64url').toString())
    const tamperedPayload = Buffer.from(JSON.stringify({ ...payload, sub: '1' })).toString('base64url')
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${p}.`
    const secret = new TextEncoder().encode('test-secret-test-secret-test-secret')
    const wrongAud = await new SignJWT({ sid: payload.sid })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(payload.sub)
      .setIssuer('rasteh')
      .setAudience('someone-else')
      .setExpirationTime('5m')
      .sign(secret)
    const expired = await new SignJWT({ sid: payload.sid })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(payload.sub)
      .setIssuer('rasteh')
      .setAudience('rasteh-api')
      .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
      .sign(secret)
    const otherKey = await new SignJWT({ sid: payload.sid })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(payload.sub)
      .setIssuer('rasteh')
      .setAudience('rasteh-api')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('another-secret-another-secret-123'))
    for (const token of [`${h}.${tamperedPayload}.${s}`, none, wrongAud, expired, otherKey, 'garbage']) {
      const res = await fetch(`${server().baseUrl}/auth/profile`, { headers: { Authorization: `Bearer ${token}` } })
      expect(res.status).toBe(401)
      expect(await res.json()).toEqual({ detail: 'لطفا مجددا وارد شوید' })
    }
  })

  it('a token accepted before is refused once it expires (its verification is remembered, its expiry is not)', async () => {
    const c = await signIn(server())
    const good = c.tokens.tokens?.access_token as string
    const payload = JSON.parse(Buffer.from(good.split('.')[1], 'base64url').toString())
    const expiresAt = Math.floor(Date.now() / 1000) + 2
    const shortLived = await new SignJWT({ sid: payload.sid })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(payload.sub)
      .setIssuer('rasteh')
      .setAudience('rasteh-api')
      .setExpirationTime(expiresAt)
      .sign(new TextEncoder().encode('test-secret-test-secret-test-secret'))
    const profile = () =>
      fetch(`${server().baseUrl}/auth/profile`, { headers: { Authorization: `Bearer ${shortLived}` } })
    expect((await profile()).status).toBe(200)
    expect((await profile()).status).toBe(200)
    // The clock, not a wait, moves past the expiry: the server in this process reads Date.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(expiresAt * 1000 + 50)
    const late = await profile().finally(() => vi.useRealTimers())
    expect(late.status).toBe(401)
    expect(await late.json()).toEqual({ detail: 'لطفا مجددا وارد شوید' })
  })

  it('logout ends the session: its refresh and access tokens stop working', async () => {
    const c = await signIn(server())
    const { access_token, refresh_token } = c.tokens.tokens as { access_token: string; refresh_token: string }
    await unwrap(c.api.POST('/auth/logout', { params: { query: { refresh_token } } }))
    const refresh = await fetch(`${server().baseUrl}/auth/refresh?refresh_token=${refresh_token}`, { method: 'POST' })
    expect(refresh.status).toBe(401)
    const profile = await fetch(`${server().baseUrl}/auth/profile`, {
      headers: { Authorization: `Bearer ${access_token}` },
    })
    expect(profile.status).toBe(401)
  })

  it('parallel requests that meet a 401 share exactly one refresh and each retry once', async () => {
    const c = await signIn(server())
    const good = c.tokens.tokens as { access_token: string; refresh_token: string }
    // An access token the server refuses (as an expired one would be), with a live refresh token.
    c.tokens.setTokens({ access_token: `${good.access_token}x`, refresh_token: good.refresh_token })
    c.fetchCount['/api/v1/auth/refresh'] = 0
    c.fetchCount['/api/v1/auth/profile'] = 0
    const results = await Promise.all(Array.from({ length: 6 }, () => unwrap(c.api.GET('/auth/profile'))))
    expect(results.every((p) => p.id === results[0].id)).toBe(true)
    expect(c.fetchCount['/api/v1/auth/refresh']).toBe(1)
    expect(c.fetchCount['/api/v1/auth/profile']).toBe(12)
    expect(c.tokens.tokens?.refresh_token).not.toBe(good.refresh_token)
    expect(c.expired).toBe(0)
  })

  it('clears the session and reports it once the refresh fails', async () => {
    const c = await signIn(server())
    c.tokens.setTokens({ access_token: 'bad', refresh_token: 'not-a-real-refresh-token' })
    const res = await c.api.GET('/auth/profile')
    expect(res.response.status).toBe(401)
    expect(c.expired).toBe(1)
    expect(c.tokens.tokens).toBeNull()
  })
})

describeEachDb('auth: profile and passwords', (server) => {
  it('updates the name, and refuses a too-short one with 422', async () => {
    const c = await signIn(server())
    const p = await unwrap(c.api.PUT('/auth/profile', { body: { name: 'مریم احمدی' } }))
    expect(p.name).toBe('مریم احمدی')
    const bad = await c.api.PUT('/auth/profile', { body: { name: 'م' } })
    expect(bad.response.status).toBe(422)
    expect(bad.error?.detail).toBeTruthy()
    expect((await unwrap(c.api.GET('/auth/profile'))).name).toBe('مریم احمدی')
  })

  it('changes the phone number only with a code sent to the new number', async () => {
    const c = await signIn(server())
    const newPhone = nextPhone()
    const noCode = await c.api.PUT('/auth/profile', { body: { phone: newPhone } })
    expect(noCode.response.status).toBe(422)
    // requested from another device: this one's IP sent a code within the minute
    await unwrap(client(server()).api.POST('/auth/otp/request', { body: { phone: newPhone, purpose: 'change_phone' } }))
    const code = server().sms.lastCode(newPhone, 'change_phone') as string
    const p = await unwrap(c.api.PUT('/auth/profile', { body: { phone: newPhone, code } }))
    expect(p.phone).toBe(newPhone)
  })

  it('sets a password, signs in with it, locks out after 5 failures, and resets with a code', async () => {
    const c = await signIn(server())
    const phone = (await unwrap(c.api.GET('/auth/profile'))).phone
    const weak = await c.api.POST('/auth/profile/password', { body: { new_password: 'abcdefgh' } })
    expect(weak.response.status).toBe(422)
    expect(weak.error?.detail).toBe('رمز عبور باید هم حرف و هم عدد داشته باشد')
    await unwrap(c.api.POST('/auth/profile/password', { body: { new_password: 'rasteh1405' } }))
    const changeWithoutCurrent = await c.api.POST('/auth/profile/password', { body: { new_password: 'other1405x' } })
    expect(changeWithoutCurrent.response.status).toBe(422)

    const anon = client(server())
    const ok = await unwrap(anon.api.POST('/auth/login', { body: { phone, password: 'rasteh1405' } }))
    expect(ok.user.has_password).toBe(true)
    for (let i = 0; i < 5; i++) {
      const res = await anon.api.POST('/auth/login', { body: { phone, password: 'wrong-password1' } })
      expect(res.response.status).toBe(400)
      expect(res.error?.detail).toBe('شماره موبایل یا رمز عبور نادرست است')
    }
    const locked = await anon.api.POST('/auth/login', { body: { phone, password: 'rasteh1405' } })
    expect(locked.response.status).toBe(429)

    await server()
      .app.deps.db.update(otpCodes)
      .set({ createdAt: new Date(Date.now() - 5 * 60_000) })
      .where(eq(otpCodes.phone, phone))
    await unwrap(anon.api.POST('/auth/otp/request', { body: { phone, purpose: 'reset' } }))
    const code = server().sms.lastCode(phone, 'reset') as string
    await unwrap(anon.api.POST('/auth/password/reset', { body: { phone, code, new_password: 'fresh2026pw' } }))
    // a reset signs every session out
    const old = await c.api.GET('/auth/profile')
    expect(old.response.status).toBe(401)
  })

  it('sends Idempotency-Key through untouched and rejects an invalid JSON body in Persian', async () => {
    const res = await fetch(`${server().baseUrl}/auth/otp/request`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': newIdempotencyKey() },
      body: '{"phone": ',
    })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ detail: 'بدنه درخواست JSON معتبر نیست' })
  })
})
