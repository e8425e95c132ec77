// Paying through the built-in test gateway on the real server: start → the gateway page → pay or
// cancel → the callback verifies with the gateway and redirects to the order. Replayed and forged
// callbacks change nothing; unpaid purchases expire and give their stock and code back.
import { sql } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { newIdempotencyKey, type Schemas, unwrap } from '#sdk'
import { queryRows } from '../../server/db/rows'
import { expireDuePurchases } from '../../server/modules/orders/expiry'
import { makeAddress, makeCode, makeOffer, makeStore, userIdOf } from './fixtures/shop'
import { describeEachDb, signIn, type TestClient } from './harness'

describeEachDb('payments', (server) => {
  const db = () => server().app.deps.db
  let store: { id: number }
  beforeAll(async () => {
    store = await makeStore(db())
  })

  async function purchase(
    offerId: number,
    quantity = 1,
    code?: string,
  ): Promise<{ c: TestClient; p: Schemas['Purchase'] }> {
    const c = await signIn(server())
    const userId = await userIdOf(db(), (await unwrap(c.api.GET('/auth/profile'))).phone)
    const addressId = await makeAddress(db(), userId)
    await unwrap(c.api.POST('/public/cart/items', { body: { product_store_id: offerId, quantity } }))
    const p = await unwrap(
      c.api.POST('/public/orders', {
        body: {
          address_id: addressId,
          shipping: [{ store_id: store.id, method: 'tipax' }],
          payment_method: 'online',
          discount_code: code,
        },
        params: { header: { 'Idempotency-Key': newIdempotencyKey() } },
      }),
    )
    return { c, p }
  }
  const fa = (n: number) => String(n).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)])
  const start = (c: TestClient, id: number) =>
    unwrap(c.api.POST('/payments/{purchase_id}/start', { params: { path: { purchase_id: id } } }))
  const raw = (path: string, init?: RequestInit) =>
    fetch(path.startsWith('http') ? path : server().origin + path, { redirect: 'manual', ...init })
  const orderOf = (c: TestClient, id: number) =>
    unwrap(c.api.GET('/public/orders/{order_id}', { params: { path: { order_id: id } } }))
  const stockOf = async (offerId: number) =>
    (await queryRows<{ stock: number }>(db(), sql`select stock from offers where id = ${offerId}`))[0].stock

  it("names every order of a two-store purchase on the gateway's page", async () => {
    const other = await makeStore(db())
    const [one, two] = [await makeOffer(db(), store.id, 100_000, 5), await makeOffer(db(), other.id, 200_000, 5)]
    const c = await signIn(server())
    const addressId = await makeAddress(db(), await userIdOf(db(), (await unwrap(c.api.GET('/auth/profile'))).phone))
    for (const offer of [one, two])
      await unwrap(c.api.POST('/public/cart/items', { body: { product_store_id: offer.offerId, quantity: 1 } }))
    const p = await unwrap(
      c.api.POST('/public/orders', {
        body: {
          address_id: addressId,
          shipping: [
            { store_id: store.id, method: 'tipax' },
            { store_id: other.id, method: 'tipax' },
          ],
          payment_method: 'online',
        },
        params: { header: { 'Idempotency-Key': newIdempotencyKey() } },
      }),
    )
    const [a, b] = p.orders.map((o) => o.id).sort((x, y) => x - y)
    const html = await (await raw((await start(c, p.id)).redirect_url)).text()
    expect(html).toContain(`پرداخت سفارش‌های ${fa(a)} و ${fa(b)} در راسته`)
  })

  it('pays at the test gateway, verifies on the server and shows the order as paid', async () => {
    const offer = await makeOffer(db(), store.id, 400_000, 5)
    const { c, p } = await purchase(offer.offerId, 2)
    const orderId = p.orders[0].id
    const pay = await start(c, p.id)
    expect(pay).toMatchObject({ gateway: 'test', amount: 2 * 400_000 + 90_000 })
    expect(pay.redirect_url).toMatch(/^\/pay\/test\/T[0-9A-F]{32}$/)

    const page = await raw(pay.redirect_url)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('درگاه پرداخت آزمایشی')
    expect(html).toContain('۸۹۰٬۰۰۰ تومان')
    // What a person reads: Persian digits only, the PWA's separators, in the PWA's font.
    const visible = (/<body>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '').replace(/<[^>]*>/g, ' ')
    expect(visible).not.toMatch(/[0-9]/)
    // The order's number, the one the customer sees everywhere (not the purchase's).
    expect(visible).toContain(`پرداخت سفارش ${fa(orderId)} در راسته`)
    const fontUrl = /@font-face\{font-family:Vazirmatn;src:url\('([^']+)'\) format\('woff2'\)/.exec(html)?.[1]
    expect(fontUrl).toBeDefined()
    const font = await raw(fontUrl as string)
    expect(font.status).toBe(200)
    expect(font.headers.get('content-type')).toBe('font/woff2')
    expect(
      Buffer.from(await font.arrayBuffer())
        .subarray(0, 4)
        .toString('latin1'),
    ).toBe('wOF2')

    const back = await raw(`${pay.redirect_url}/pay`, { method: 'POST' })
    expect(back.status).toBe(303)
    const callback = back.headers.get('location') as string
    expect(callback).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/v1\/payments\/callback\?Authority=T[0-9A-F]+&Status=OK$/)
    const done = await raw(callback)
    expect(done.status).toBe(302)
    expect(done.headers.get('location')).toBe(`/orders/${orderId}/status?payment=success`)

    const order = await orderOf(c, orderId)
    expect(order.status).toBe('paid')
    expect(order.payment).toMatchObject({ method: 'online', status: 'paid' })
    expect(order.payment.reference).toMatch(/^\d{9}$/)
    expect(order.payment_url).toBeNull()
    expect(order.status_history.map((e) => [e.status, e.by])).toEqual([
      ['pending_payment', 'customer'],
      ['paid', 'system'],
    ])
    // The same callback again changes nothing.
    const replay = await raw(callback)
    expect(replay.headers.get('location')).toBe(`/orders/${orderId}/status?payment=success`)
    expect((await orderOf(c, orderId)).status_history).toHaveLength(2)
    const again = await c.api.POST('/payments/{purchase_id}/start', { params: { path: { purchase_id: p.id } } })
    expect(again.response.status).toBe(409)
    expect(again.error).toEqual({ detail: 'این سفارش در انتظار پرداخت نیست' })
  })

  it('ignores a forged Status=OK and a cancelled payment: the order waits, and can be paid again', async () => {
    const offer = await makeOffer(db(), store.id, 100_000, 5)
    const { c, p } = await purchase(offer.offerId)
    const orderId = p.orders[0].id
    const first = await start(c, p.id)
    const authority = first.redirect_url.split('/').pop() as string
    const forged = await raw(`/api/v1/payments/callback?Authority=${authority}&Status=OK`)
    expect(forged.headers.get('location')).toBe(`/orders/${orderId}/status?payment=failed`)
    expect((await orderOf(c, orderId)).status).toBe('pending_payment')

    const second = await start(c, p.id)
    const cancelled = await raw(`${second.redirect_url}/cancel`, { method: 'POST' })
    const back = await raw(cancelled.headers.get('location') as string)
    expect(back.headers.get('location')).toBe(`/orders/${orderId}/status?payment=failed`)
    const waiting = await orderOf(c, orderId)
    expect(waiting.status).toBe('pending_payment')
    expect(waiting.payment_url).toBe(`/api/v1/payments/${p.id}/start`)

    const unknown = await raw('/api/v1/payments/callback?Authority=NOPE&Status=OK')
    expect(unknown.headers.get('location')).toBe('/')
    const bad = await raw('/api/v1/payments/callback?Authority=x&Status=MAYBE')
    expect(bad.status).toBe(422)
    // Someone else cannot start it.
    const stranger = await signIn(server())
    const theirs = await stranger.api.POST('/payments/{purchase_id}/start', { params: { path: { purchase_id: p.id } } })
    expect(theirs.response.status).toBe(404)
  })

  it('expires an unpaid purchase: orders cancelled, stock and the code use given back, no payment after', async () => {
    const code = `EXP${Date.now().toString(36).toUpperCase()}`
    await makeCode(db(), code, { type: 'fixed', value: 10_000 }, { usageLimit: 1 })
    const offer = await makeOffer(db(), store.id, 200_000, 3)
    const { c, p } = await purchase(offer.offerId, 2, code)
    expect(await stockOf(offer.offerId)).toBe(1)
    const pay = await start(c, p.id)
    await db().execute(sql`update purchases set expires_at = now() - interval '1 second' where id = ${p.id}`)
    expect(await expireDuePurchases(db())).toBeGreaterThanOrEqual(1)
    const order = await orderOf(c, p.orders[0].id)
    expect(order.status).toBe('cancelled')
    expect(order.status_history.at(-1)).toMatchObject({
      status: 'cancelled',
      by: 'system',
      note: 'مهلت پرداخت به پایان رسید',
    })
    expect(await stockOf(offer.offerId)).toBe(3)
    const [row] = await queryRows<{ used: number }>(
      db(),
      sql`select used_count as used from discount_codes where code = ${code}`,
    )
    expect(row.used).toBe(0)
    // Paying the old attempt now does not revive it: the payment is marked for refund.
    const paid = await raw(`${pay.redirect_url}/pay`, { method: 'POST' })
    const back = await raw(paid.headers.get('location') as string)
    expect(back.headers.get('location')).toContain('payment=failed')
    expect((await orderOf(c, p.orders[0].id)).status).toBe('cancelled')
    const [payment] = await queryRows<{ status: string }>(
      db(),
      sql`select status from payments where purchase_id = ${p.id} order by id desc limit 1`,
    )
    expect(payment.status).toBe('refunded')
  })
})
