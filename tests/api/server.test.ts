// Cross-cutting server behaviour: errors in Persian with the right status, security headers,
// body limit, health and the API reference.
import { sql } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { describeEachDb } from './harness'

describeEachDb('server basics', (server) => {
  it('answers unknown API routes with 404 in Persian', async () => {
    const res = await fetch(`${server().baseUrl}/no-such-thing`)
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ detail: 'مسیر موردنظر یافت نشد' })
  })

  it('accepts a path with or without the trailing slash the contract writes', async () => {
    const a = await fetch(`${server().baseUrl}/auth/profile/`)
    const b = await fetch(`${server().baseUrl}/auth/profile`)
    expect(a.status).toBe(401)
    expect(b.status).toBe(401)
  })

  it('compresses JSON for clients that accept it, and leaves it plain for those that do not', async () => {
    const docs = await fetch(`${server().origin}/api/docs/json`, { headers: { 'Accept-Encoding': 'br' } })
    expect(docs.headers.get('content-encoding')).toBe('br')
    await docs.json() // fetch decodes it
    const plain = await fetch(`${server().origin}/api/docs/json`, { headers: { 'Accept-Encoding': 'identity' } })
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect((await plain.json()).openapi).toBe('3.1.0')
  })

  it('refuses an oversized body with 413 in Persian', async () => {
    const res = await fetch(`${server().baseUrl}/auth/otp/request`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ phone: '09120000000', pad: 'x'.repeat(1_100_000) }),
    })
    expect(res.status).toBe(413)
    expect(await res.json()).toEqual({ detail: 'حجم درخواست بیش از حد مجاز است' })
  })

  it('refuses a wrong content type with 415 in Persian', async () => {
    const res = await fetch(`${server().baseUrl}/auth/otp/request`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/xml' },
      body: '<phone/>',
    })
    expect(res.status).toBe(415)
    expect((await res.json()).detail).toMatch(/[\u0600-\u06FF]/)
  })

  it('reports 422 with every failing field for a wrong body type', async () => {
    const res = await fetch(`${server().baseUrl}/auth/otp/verify`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ phone: 12 }),
    })
    expect(res.status).toBe(422)
    const body = await res.json()
    expect(body.detail).toMatch(/^اطلاعات واردشده معتبر نیست/)
    expect(body.errors.map((e: { field: string }) => e.field)).toContain('body.code')
  })

  it('sends security headers', async () => {
    const res = await fetch(`${server().origin}/health`)
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'")
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    expect(await res.json()).toEqual({ status: 'ok', database: server().kind, database_state: 'up' })
  })

  it('serves the API reference and the contract without internet', async () => {
    const html = await fetch(`${server().origin}/api/docs/`)
    expect(html.status).toBe(200)
    expect(await html.text()).toContain('swagger-ui')
    const doc = await (await fetch(`${server().origin}/api/openapi.json`)).json()
    expect(doc.openapi).toBe('3.1.0')
    expect(Object.keys(doc.paths).length).toBeGreaterThan(100)
  })

  it('has pg_trgm for fuzzy Persian search', async () => {
    const result = await server().app.deps.db.execute(
      sql`select similarity('گوشی موبایل', 'گوشی موبایـل') > 0.3 as close`,
    )
    expect((result as unknown as { rows: { close: boolean }[] }).rows[0].close).toBe(true)
  })
})
