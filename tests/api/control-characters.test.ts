// A NUL (or another C0 control other than tab and newline) anywhere in a request's query, path
// parameters or body strings is refused at the edge with a Persian 422 naming the field, before
// any handler runs: never a 500 from the database, and a sign-in code is not used up by it.
import { sql } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { unwrap } from '#sdk'
import { queryRows } from '../../server/db/rows'
import { makeAddress, makeOffer, makeStore, userIdOf } from './fixtures/shop'
import { client, describeEachDb, nextPhone, signIn, type TestClient } from './harness'

const MESSAGE = 'نویسه‌های کنترلی (مانند NUL) مجاز نیست'

describeEachDb('control characters in requests', (server) => {
  const db = () => server().app.deps.db
  let buyer: TestClient
  let token: string

  beforeAll(async () => {
    buyer = await signIn(server())
    token = buyer.tokens.getAccessToken() as string
  })

  async function send(method: string, path: string, body?: unknown, auth = false) {
    const res = await fetch(server().baseUrl + path, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(auth ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    return { status: res.status, body: (await res.json()) as { detail: string; errors?: { field: string }[] } }
  }

  const refused = (res: Awaited<ReturnType<typeof send>>, field: string) => {
    expect(res.status, JSON.stringify(res.body)).toBe(422)
    expect(res.body.detail).toBe(`${MESSAGE}: ${field}`)
    expect(res.body.errors).toEqual([{ field, message: MESSAGE }])
  }

  it('refuses them in a search, a suggestion phrase and a store page address (query)', async () => {
    refused(await send('GET', '/public/products?search=%DA%AF%D9%88%D8%B4%DB%8C%00'), 'query.search')
    refused(await send('GET', '/public/suggestions?phrase=%DA%AF%D9%88%00'), 'query.phrase')
    refused(await send('GET', '/public/stores?slug=shop%00'), 'query.slug')
    refused(await send('GET', '/public/stores?search=a%1Bb'), 'query.search')
  })

  it('refuses them in a path parameter', async () => {
    refused(await send('GET', '/categories/slug/mobile%00'), 'params.slug')
    refused(await send('GET', '/public/bundles/x%00'), 'params.id')
  })

  it('refuses them in a profile name, an address and an order note (body), and stores nothing', async () => {
    refused(await send('PUT', '/auth/profile', { name: 'مریم\u0000' }, true), 'body.name')
    refused(await send('PUT', '/customers/profile', { name: 'مریم\u0007' }, true), 'body.name')
    const address = {
      receiver_name: 'مریم احمدی',
      receiver_phone: '09121234567',
      province: 'تهران',
      city: 'تهران',
      address_line: 'خیابان ولیعصر\u0000',
      postal_code: '1315613391',
    }
    refused(await send('POST', '/customers/addresses', address, true), 'body.address_line')
    const userId = await userIdOf(db(), (await unwrap(buyer.api.GET('/auth/profile'))).phone)
    const [{ n }] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from addresses where user_id = ${userId}`,
    )
    expect(n).toBe(0)

    const store = await makeStore(db())
    const offer = await makeOffer(db(), store.id, 50_000, 5)
    await unwrap(buyer.api.POST('/public/cart/items', { body: { product_store_id: offer.offerId, quantity: 1 } }))
    const order = {
      address_id: await makeAddress(db(), userId),
      shipping: [{ store_id: store.id, method: 'tipax' }],
      payment_method: 'online',
      note: 'زنگ\u0000 نزنید',
    }
    refused(await send('POST', '/public/orders', order, true), 'body.note')
    refused(
      await send(
        'POST',
        '/public/orders',
        { ...order, note: 'a', shipping: [{ store_id: store.id, method: 'tipax\u0001' }] },
        true,
      ),
      'body.shipping.0.method',
    )
    // Tab and newline are ordinary text.
    const placed = await send('POST', '/public/orders', { ...order, note: 'طبقه دوم\nزنگ\tنزنید' }, true)
    expect(placed.status).toBe(201)
  })

  it('refuses a name at sign-up without using up the code', async () => {
    const phone = nextPhone()
    const c = client(server())
    await unwrap(c.api.POST('/auth/otp/request', { body: { phone } }))
    const code = server().sms.lastCode(phone, 'login') as string
    const res = await fetch(`${server().baseUrl}/auth/otp/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': c.ip },
      body: JSON.stringify({ phone, code, name: 'مریم\u0000' }),
    })
    expect(res.status).toBe(422)
    expect(await res.json()).toEqual({
      detail: `${MESSAGE}: body.name`,
      errors: [{ field: 'body.name', message: MESSAGE }],
    })
    const ok = await c.api.POST('/auth/otp/verify', { body: { phone, code, name: 'مریم احمدی' } })
    expect(ok.response.status).toBe(200)
  })
})
