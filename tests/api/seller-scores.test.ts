// The seller score (issue 32, decision 035): from the store's last 90 days of real orders and
// status moves: shipped within the promised days, cancelled by the seller, no return data yet, the
// average of its published reviews; «فروشنده جدید» below the minimum of orders; kept and
// recomputed by the periodic job, not counted per request; the seller's own view with advice.
import { sql } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { unwrap } from '#sdk'
import { queryRows } from '../../server/db/rows'
import { computeStoreScores } from '../../server/modules/seller-scores/scores'
import { makeOffer, makeStore } from './fixtures/shop'
import { backdate, ownerOf, storeOrder } from './fixtures/store-record'
import { client, describeEachDb, type TestClient } from './harness'

describeEachDb(
  'seller scores',
  (server) => {
    const db = () => server().app.deps.db
    const publicScore = (storeId: number) =>
      client(server()).api.GET('/public/stores/{id}/score', { params: { path: { id: storeId } } })
    const ship = (seller: TestClient, storeId: number, orderId: number) =>
      unwrap(
        seller.api.PUT('/orders/{id}/status', {
          params: { path: { id: orderId }, query: { store_id: storeId } },
          body: { status: 'shipped', tracking_code: 'PST-11223344' },
        }),
      )

    it('shows a store with too few orders as new, with no return data', async () => {
      const store = await makeStore(db())
      const seller = await ownerOf(server(), store)
      const offer = await makeOffer(db(), store.id, 80_000, 20)
      for (let i = 0; i < 4; i++) await storeOrder(seller, store.id, offer.offerId, ['shipped'])
      // Computed on first read, since the store has no kept score yet.
      const s = await unwrap(publicScore(store.id))
      expect(s).toMatchObject({
        store_id: store.id,
        score: null,
        is_new: true,
        orders_90d: 4,
        on_time: { rate: 1 },
        seller_cancellations: { rate: 0 },
        returns: { has_data: false, rate: null, count: 0 },
        rating: { average: null, count: 0 },
      })
      const mine = await unwrap(
        seller.api.GET('/stores/{store_id}/score', { params: { path: { store_id: store.id } } }),
      )
      expect(mine.min_orders).toBe(5)
      expect(mine.advice).toEqual([{ part: 'orders', text: expect.stringContaining('۱ سفارش دیگر') }])
      // A fifth order shows nothing new until the periodic job runs: the score is kept.
      await storeOrder(seller, store.id, offer.offerId, ['shipped'])
      expect((await unwrap(publicScore(store.id))).is_new).toBe(true)
      await computeStoreScores(db())
      expect(await unwrap(publicScore(store.id))).toMatchObject({ score: 100, is_new: false, orders_90d: 5 })
    })

    it('weighs on-time shipping, seller cancellations and published ratings over the last 90 days', async () => {
      const store = await makeStore(db())
      const seller = await ownerOf(server(), store)
      const offer = await makeOffer(db(), store.id, 80_000, 50)
      const shipped: number[] = []
      for (let i = 0; i < 4; i++) shipped.push((await storeOrder(seller, store.id, offer.offerId, ['shipped'])).orderId)
      // Placed 8 days ago and shipped today: late (post promises 5 days).
      const late = await storeOrder(seller, store.id, offer.offerId)
      await backdate(db(), late.orderId, 8)
      await ship(seller, store.id, late.orderId)
      // Placed 8 days ago and still not shipped: due, and not on time.
      await backdate(db(), (await storeOrder(seller, store.id, offer.offerId)).orderId, 8)
      // Placed today: not due yet.
      await storeOrder(seller, store.id, offer.offerId)
      // Cancelled by the seller.
      await storeOrder(seller, store.id, offer.offerId, ['cancelled'])
      // Shipped late 100 days ago: outside the window.
      const old = await storeOrder(seller, store.id, offer.offerId, ['shipped'])
      await backdate(db(), old.orderId, 100)

      // Ratings: three published (5, 4, 3) count; a pending one does not.
      const items = await queryRows<{ id: number; user_id: number }>(
        db(),
        sql`select oi.id, o.user_id from order_items oi join orders o on o.id = oi.order_id
        where o.id = any(${`{${shipped.join(',')}}`}::int[]) order by oi.id`,
      )
      for (const [i, rating] of [5, 4, 3, 1].entries())
        await db().execute(sql`insert into reviews (product_id, order_item_id, store_id, user_id, rating, status)
        values (${offer.productId}, ${items[i].id}, ${store.id}, ${items[i].user_id}, ${rating},
          ${i < 3 ? 'published' : 'pending'})`)

      await computeStoreScores(db(), [store.id])
      const s = await unwrap(publicScore(store.id))
      // 8 orders in the window; 6 due, 4 on time; 1 of 8 cancelled by the seller; ratings 4.0 of 3.
      // (0.35 × 4/6 + 0.25 × (1 − 0.125 / 0.25) + 0.25 × (4 − 1) / 4) / 0.85 = 0.642 → 64
      expect(s).toMatchObject({
        score: 64,
        is_new: false,
        orders_90d: 8,
        on_time: { count: 6 },
        seller_cancellations: { rate: 0.125, count: 8 },
        returns: { has_data: false },
        rating: { average: 4, count: 3 },
      })
      expect(s.on_time.rate).toBeCloseTo(4 / 6)

      const mine = await unwrap(
        seller.api.GET('/stores/{store_id}/score', { params: { path: { store_id: store.id } } }),
      )
      // Weakest first: cancellations cost 12.5 points, late shipping 11.7, the rating 6.3.
      expect(mine.advice.map((a) => a.part)).toEqual(['seller_cancellations', 'on_time', 'rating'])
      expect(mine.advice[0].text).toContain('۱۳٪')
      expect(mine.advice[1].text).toContain('۶۷٪')
    })

    it('answers 404 for an unverified or unknown store', async () => {
      const hidden = await makeStore(db(), undefined, false)
      expect((await publicScore(hidden.id)).response.status).toBe(404)
      expect((await publicScore(2_000_000_000)).response.status).toBe(404)
    })
  },
  // No sweep during these tests: they run the periodic job's computeStoreScores themselves.
  { env: { SWEEP_INTERVAL_SECONDS: '3600' } },
)

describeEachDb(
  'the periodic jobs keep the scores',
  (server) => {
    it('computes every live store’s score on the first sweep', async () => {
      const { db } = server().app.deps
      const kept = async () =>
        (
          await queryRows<{ missing: number }>(
            db,
            sql`select count(*)::int as missing from stores s where s.deleted_at is null
              and not exists (select 1 from store_scores sc where sc.store_id = s.id)`,
          )
        )[0].missing
      // The sweep runs a second after the start: wait for its outcome, not for a time.
      await expect.poll(kept, { timeout: 20_000, interval: 100 }).toBe(0)
    })
  },
  {
    env: { SWEEP_INTERVAL_SECONDS: '1' },
    beforeStart: async (db) => {
      await makeStore(db)
      await makeStore(db)
    },
  },
)
