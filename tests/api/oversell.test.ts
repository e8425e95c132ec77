// Nothing is oversold: 50 different customers check out the same offer (stock 5) at the same
// moment, 20 times over on PostgreSQL (a few times on PGlite, which runs one query at a time
// anyway). Each round: exactly 5 orders, stock 0, and 45 clear Persian out-of-stock answers.
import { sql } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { newIdempotencyKey, unwrap } from '#sdk'
import { queryRows } from '../../server/db/rows'
import { makeAddress, makeOffer, makeStore, userIdOf } from './fixtures/shop'
import { describeEachDb, signIn, type TestClient } from './harness'

const BUYERS = 50
const STOCK = 5

describeEachDb('oversell', (server) => {
  const db = () => server().app.deps.db
  const rounds = () => (server().kind === 'postgres' ? 20 : 3)
  let store: { id: number }
  let buyers: (TestClient & { addressId: number })[]

  beforeAll(async () => {
    store = await makeStore(db())
    buyers = []
    for (let i = 0; i < BUYERS; i++) {
      const c = await signIn(server())
      const userId = await userIdOf(db(), (await unwrap(c.api.GET('/auth/profile'))).phone)
      buyers.push(Object.assign(c, { addressId: await makeAddress(db(), userId) }))
    }
  }, 120_000)

  it(`sells exactly ${STOCK} when ${BUYERS} customers check out ${STOCK} units at once, every round`, async () => {
    for (let round = 0; round < rounds(); round++) {
      const offer = await makeOffer(db(), store.id, 250_000, STOCK)
      await Promise.all(
        buyers.map((c) =>
          unwrap(c.api.POST('/public/cart/items', { body: { product_store_id: offer.offerId, quantity: 1 } })),
        ),
      )
      const results = await Promise.all(
        buyers.map((c) =>
          c.api.POST('/public/orders', {
            body: {
              address_id: c.addressId,
              shipping: [{ store_id: store.id, method: 'tipax' }],
              payment_method: 'online',
            },
            params: { header: { 'Idempotency-Key': newIdempotencyKey() } },
          }),
        ),
      )
      const statuses = results.map((r) => r.response.status)
      expect(
        statuses.filter((s) => s === 201),
        `round ${round}`,
      ).toHaveLength(STOCK)
      expect(
        statuses.filter((s) => s === 409),
        `round ${round}`,
      ).toHaveLength(BUYERS - STOCK)
      for (const r of results.filter((x) => x.response.status === 409)) {
        expect((r.error as { detail: string }).detail).toMatch(/^(«.+» تمام شده است|موجودی «.+» کافی نیست)$/)
      }
      const [row] = await queryRows<{ stock: number; sold: number }>(
        db(),
        sql`select o.stock, (select coalesce(sum(quantity), 0)::int from order_items i where i.offer_id = o.id) as sold
          from offers o where o.id = ${offer.offerId}`,
      )
      expect(row).toEqual({ stock: 0, sold: STOCK })
      // Those who lost still have it in their cart, marked sold out; clear it for the next round.
      await db().execute(sql`delete from cart_items where offer_id = ${offer.offerId}`)
    }
  }, 240_000)
})
