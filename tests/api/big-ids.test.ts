// Ids past PostgreSQL's integer range are someone's typo or a probe: they get a Persian 404 (or
// 422), never a 500, on every commerce call that takes an id.
import { beforeAll, expect, it } from 'vitest'
import { newIdempotencyKey } from '#sdk'
import { describeEachDb, signIn, type TestClient } from './harness'

const BIG = 3_000_000_000

describeEachDb('commerce ids out of range', (server) => {
  let c: TestClient
  beforeAll(async () => {
    c = await signIn(server())
  })

  it('answers 404 or 422 in Persian, never 500', async () => {
    const calls = [
      c.api.GET('/public/orders/{order_id}', { params: { path: { order_id: BIG } } }),
      c.api.POST('/payments/{purchase_id}/start', { params: { path: { purchase_id: BIG } } }),
      c.api.GET('/discounts/carts/{cart_id}', { params: { path: { cart_id: BIG }, query: { discount_code: 'ABC' } } }),
      c.api.PUT('/public/cart/items/{item_id}', { params: { path: { item_id: BIG }, query: { quantity: 1 } } }),
      c.api.DELETE('/public/cart/items/{item_id}', { params: { path: { item_id: BIG } } }),
      c.api.POST('/public/cart/items', { body: { product_store_id: BIG, quantity: 1 } }),
      c.api.PUT('/customers/addresses/{id}', { params: { path: { id: BIG } }, body: { title: 'خانه' } }),
      c.api.DELETE('/customers/addresses/{id}', { params: { path: { id: BIG } } }),
      c.api.POST('/public/orders', {
        body: { address_id: BIG, shipping: [{ store_id: BIG, method: 'tipax' }], payment_method: 'online' },
        params: { header: { 'Idempotency-Key': newIdempotencyKey() } },
      }),
    ]
    for (const res of await Promise.all(calls)) {
      expect([200, 404, 409, 422], res.response.url).toContain(res.response.status)
      if (res.response.status >= 400) expect((res.error as { detail: string }).detail).toMatch(/[\u0600-\u06FF]/)
    }
  })
})
