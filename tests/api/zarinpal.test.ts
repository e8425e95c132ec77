// The Zarinpal adapter against a local stand-in of its REST API (request, StartPay, verify): the
// server sends the purchase's amount in toman (IRT), redirects to StartPay, and marks the order
// paid only when verify answers 100 (or 101 for a replay); a refusal leaves it waiting.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newIdempotencyKey, unwrap } from '#sdk'
import { makeAddress, makeOffer, makeStore, userIdOf } from './fixtures/shop'
import { signIn, startServer, type TestServer } from './harness'

interface Call {
  path: string
  body: Record<string, unknown>
  authorization?: string
}

describe('Zarinpal adapter with a local stand-in', () => {
  let zarinpal: Server
  let server: TestServer
  const calls: Call[] = []
  let verifyCode = 100

  beforeAll(async () => {
    zarinpal = createServer((req, res) => {
      let text = ''
      req.on('data', (c) => {
        text += c
      })
      req.on('end', () => {
        const body = JSON.parse(text || '{}')
        calls.push({ path: req.url ?? '', body, authorization: req.headers.authorization })
        res.setHeader('content-type', 'application/json')
        if (req.url === '/pg/v4/payment/request.json') {
          res.end(
            JSON.stringify({
              data: { code: 100, message: 'Success', authority: `A0000000000000000000000000000${calls.length}` },
              errors: [],
            }),
          )
        } else if (req.url === '/pg/v4/payment/verify.json') {
          if (verifyCode === 100 || verifyCode === 101) {
            res.end(
              JSON.stringify({ data: { code: verifyCode, ref_id: 201, card_pan: '502229******5995' }, errors: [] }),
            )
          } else {
            res.statusCode = 400
            res.end(JSON.stringify({ data: [], errors: { code: verifyCode, message: 'Session is not valid' } }))
          }
        } else if (req.url === '/api/v4/graphql/') {
          // The refund service (GraphQL AddRefund), as Zarinpal's SDKs call it.
          res.end(JSON.stringify({ data: { resource: { id: '985412', terminal_id: '1', amount: 1 } } }))
        } else {
          res.statusCode = 404
          res.end('{}')
        }
      })
    })
    await new Promise<void>((resolve) => zarinpal.listen(0, '127.0.0.1', resolve))
    const port = (zarinpal.address() as AddressInfo).port
    server = await startServer('pglite', {
      PAYMENT_PROVIDER: 'zarinpal',
      ZARINPAL_MERCHANT_ID: 'test-merchant-0000',
      ZARINPAL_BASE_URL: `http://127.0.0.1:${port}`,
      ZARINPAL_REFUND_TOKEN: 'refund-token-0000',
      ZARINPAL_GRAPHQL_URL: `http://127.0.0.1:${port}/api/v4/graphql/`,
    })
  })
  afterAll(async () => {
    await server?.close()
    zarinpal?.close()
  })

  async function placed() {
    const db = server.app.deps.db
    const store = await makeStore(db)
    const offer = await makeOffer(db, store.id, 1_500_000, 3)
    const c = await signIn(server)
    const addressId = await makeAddress(db, await userIdOf(db, (await unwrap(c.api.GET('/auth/profile'))).phone))
    await unwrap(c.api.POST('/public/cart/items', { body: { product_store_id: offer.offerId, quantity: 1 } }))
    const p = await unwrap(
      c.api.POST('/public/orders', {
        body: {
          address_id: addressId,
          shipping: [{ store_id: store.id, method: 'post_pishtaz' }],
          payment_method: 'online',
        },
        params: { header: { 'Idempotency-Key': newIdempotencyKey() } },
      }),
    )
    return { c, p }
  }
  const callback = (authority: string, status: string) =>
    fetch(`${server.origin}/api/v1/payments/callback?Authority=${authority}&Status=${status}`, { redirect: 'manual' })

  it('requests in toman, redirects to StartPay and settles only after verify says 100', async () => {
    const { c, p } = await placed()
    const start = await unwrap(c.api.POST('/payments/{purchase_id}/start', { params: { path: { purchase_id: p.id } } }))
    expect(start.gateway).toBe('zarinpal')
    const request = calls.find((x) => x.path === '/pg/v4/payment/request.json') as Call
    expect(request.body).toMatchObject({
      merchant_id: 'test-merchant-0000',
      amount: 1_550_000,
      currency: 'IRT',
      callback_url: `${server.origin}/api/v1/payments/callback`,
    })
    const authority = start.redirect_url.split('/').pop() as string
    expect(start.redirect_url).toMatch(/\/pg\/StartPay\/A0+\d+$/)

    verifyCode = -51
    const refused = await callback(authority, 'OK')
    expect(refused.headers.get('location')).toContain('payment=failed')
    const orderId = p.orders[0].id
    const waiting = await unwrap(c.api.GET('/public/orders/{order_id}', { params: { path: { order_id: orderId } } }))
    expect(waiting.status).toBe('pending_payment')

    verifyCode = 100
    const again = await unwrap(c.api.POST('/payments/{purchase_id}/start', { params: { path: { purchase_id: p.id } } }))
    const paid = await callback(again.redirect_url.split('/').pop() as string, 'OK')
    expect(paid.headers.get('location')).toBe(`/orders/${orderId}/status?payment=success`)
    const verify = calls.filter((x) => x.path === '/pg/v4/payment/verify.json').at(-1) as Call
    expect(verify.body).toMatchObject({ merchant_id: 'test-merchant-0000', amount: 1_550_000 })
    const order = await unwrap(c.api.GET('/public/orders/{order_id}', { params: { path: { order_id: orderId } } }))
    expect(order.status).toBe('paid')
    expect(order.payment.reference).toBe('201')
  })

  it("refunds a cancelled order through Zarinpal's refund service, in rials, for the verified transaction", async () => {
    const { c, p } = await placed()
    verifyCode = 100
    const start = await unwrap(c.api.POST('/payments/{purchase_id}/start', { params: { path: { purchase_id: p.id } } }))
    await callback(start.redirect_url.split('/').pop() as string, 'OK')
    const orderId = p.orders[0].id
    const order = await unwrap(
      c.api.POST('/public/orders/{order_id}/cancel', { params: { path: { order_id: orderId } }, body: {} }),
    )
    expect(order.refund).toMatchObject({ status: 'done', method: 'gateway', amount: 1_550_000 })
    const refund = calls.filter((x) => x.path === '/api/v4/graphql/').at(-1) as Call
    expect(refund.authorization).toBe('Bearer refund-token-0000')
    expect(refund.body.query).toContain('AddRefund')
    expect(refund.body.variables).toMatchObject({ session_id: '201', amount: 15_500_000, reason: 'CUSTOMER_REQUEST' })
  })

  it('answers 503 in Persian when the gateway cannot be reached', async () => {
    const { c, p } = await placed()
    zarinpal.close()
    zarinpal.closeAllConnections()
    const res = await c.api.POST('/payments/{purchase_id}/start', { params: { path: { purchase_id: p.id } } })
    expect(res.response.status).toBe(503)
    expect(res.error).toEqual({ detail: 'درگاه پرداخت در دسترس نیست؛ چند دقیقه دیگر دوباره تلاش کنید' })
  })
})
