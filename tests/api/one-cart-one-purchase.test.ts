// One cart is one purchase: many checkouts of the same cart sent at once (two tabs, a double tap,
// a client that retries with a fresh key) make exactly one purchase and take the stock once. The
// cart's row is locked first, so the late ones see the emptied cart and get the empty-cart 409.
import { sql } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { newIdempotencyKey, unwrap } from '#sdk'
import { queryRows } from '../../server/db/rows'
import { CART_EMPTY } from '../../server/modules/orders/checkout'
import { makeAddress, makeOffer, makeStore, userIdOf } from './fixtures/shop'
import { describeEachDb, signIn, type TestClient } from './harness'

const STOCK = 100

describeEachDb('one cart, one purchase', (server) => {
  const db = () => server().app.deps.db
  let store: { id: number }
  let buyer: TestClient
  let userId: number
  let addressId: number

  beforeAll(async () => {
    store = await makeStore(db())
    buyer = await signIn(server())
    userId = await userIdOf(db(), (await unwrap(buyer.api.GET('/auth/profile'))).phone)
    addressId = await makeAddress(db(), userId)
  }, 60_000)

  const keyings = {
    'no key': () => undefined,
    'distinct keys': () => newIdempotencyKey(),
    'one key': (shared: string) => shared,
  } as const

  for (const n of [10, 50]) {
    for (const [label, keyOf] of Object.entries(keyings)) {
      it(`${n} checkouts of one cart at once, ${label}: one purchase, stock taken once`, async () => {
        // A race may not show on one try: a few rounds on PostgreSQL (PGlite runs one query at a time).
        for (let round = 0; round < (server().kind === 'postgres' ? 3 : 1); round++)
          await checkoutRound(n, label, keyOf)
      }, 60_000)
    }
  }

  async function checkoutRound(n: number, label: string, keyOf: (shared: string) => string | undefined) {
    const offer = await makeOffer(db(), store.id, 120_000, STOCK)
    await unwrap(buyer.api.POST('/public/cart/items', { body: { product_store_id: offer.offerId, quantity: 2 } }))
    const [before] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from purchases where user_id = ${userId}`,
    )
    const shared = newIdempotencyKey()
    const results = await Promise.all(
      Array.from({ length: n }, () => {
        const key = keyOf(shared)
        return buyer.api.POST('/public/orders', {
          body: {
            address_id: addressId,
            shipping: [{ store_id: store.id, method: 'tipax' }],
            payment_method: 'online',
          },
          params: { header: key ? { 'Idempotency-Key': key } : {} },
        })
      }),
    )
    const statuses = results.map((r) => r.response.status)
    const ids = new Set(results.filter((r) => r.data).map((r) => r.data?.id))
    expect(ids.size).toBe(1)
    if (label === 'one key') {
      // The same request replayed: every answer is that one purchase.
      expect(statuses.every((s) => s === 201)).toBe(true)
    } else {
      expect(statuses.filter((s) => s === 201)).toHaveLength(1)
      expect(statuses.filter((s) => s === 409)).toHaveLength(n - 1)
      for (const r of results.filter((x) => x.response.status === 409)) {
        expect((r.error as { detail: string }).detail).toBe(CART_EMPTY)
      }
    }
    const [after] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from purchases where user_id = ${userId}`,
    )
    expect(after.n - before.n).toBe(1)
    const [row] = await queryRows<{ stock: number; sold: number; orders: number }>(
      db(),
      sql`select o.stock, (select coalesce(sum(quantity), 0)::int from order_items i where i.offer_id = o.id) as sold,
            (select count(distinct order_id)::int from order_items i where i.offer_id = o.id) as orders
            from offers o where o.id = ${offer.offerId}`,
    )
    expect(row).toEqual({ stock: STOCK - 2, sold: 2, orders: 1 })
  }
})
