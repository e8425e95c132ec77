// The buy box (issue 32, decision 035): among available offers, the lowest selling price weighed
// by the store's score. A cheaper store with a poor record (late shipments, its own cancellations,
// built through real orders and status moves) does not win over a slightly dearer reliable one; a
// clearly cheaper one does; and the server's best_offer is chooseBuyBox applied to the page's
// offers, the rule the PWA applies too.
import { sql } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { unwrap } from '#sdk'
import { chooseBuyBox } from '#sdk/rules/buy-box'
import { catalogChanged } from '../../server/db/caches'
import { computeStoreScores } from '../../server/modules/seller-scores/scores'
import { makeOffer, makeStore } from './fixtures/shop'
import { backdate, ownerOf, storeOrder } from './fixtures/store-record'
import { client, describeEachDb } from './harness'

describeEachDb('the buy box', (server) => {
  const db = () => server().app.deps.db
  const ids = { poor: 0, reliable: 0, fresh: 0, product: 0, poorOffer: 0 }

  beforeAll(async () => {
    const poor = await makeStore(db())
    const reliable = await makeStore(db())
    const fresh = await makeStore(db())
    Object.assign(ids, { poor: poor.id, reliable: reliable.id, fresh: fresh.id })
    // Each store's record, on a product of its own.
    const poorSeller = await ownerOf(server(), poor)
    const poorStock = await makeOffer(db(), poor.id, 50_000, 100)
    for (let i = 0; i < 3; i++) {
      // Placed 8 days ago (backdated: see store-record.ts), shipped today: past post's 5 days.
      const { orderId } = await storeOrder(poorSeller, poor.id, poorStock.offerId)
      await backdate(db(), orderId, 8)
      await unwrap(
        poorSeller.api.PUT('/orders/{id}/status', {
          params: { path: { id: orderId }, query: { store_id: poor.id } },
          body: { status: 'shipped', tracking_code: 'PST-87654321' },
        }),
      )
    }
    for (let i = 0; i < 2; i++) await storeOrder(poorSeller, poor.id, poorStock.offerId, ['cancelled'])
    const reliableSeller = await ownerOf(server(), reliable)
    const reliableStock = await makeOffer(db(), reliable.id, 50_000, 100)
    for (let i = 0; i < 5; i++)
      await storeOrder(reliableSeller, reliable.id, reliableStock.offerId, ['shipped', 'delivered'])
    // The periodic job (plugins/sweeper.ts) keeps the scores.
    await computeStoreScores(db(), [poor.id, reliable.id, fresh.id])

    // The product both sell: the poor store 100,000 toman, the reliable one 5% dearer.
    const shared = await makeOffer(db(), poor.id, 100_000, 10)
    ids.product = shared.productId
    ids.poorOffer = shared.offerId
    await db().execute(
      sql`insert into offers (product_id, store_id, price, stock) values (${shared.productId}, ${reliable.id}, 105000, 10)`,
    )
  })

  /** An offer changed straight in the table, told to the kept product pages as the API's writers do. */
  const change = async (statement: ReturnType<typeof sql>) => {
    await db().execute(statement)
    await catalogChanged()
  }
  const page = () =>
    unwrap(client(server()).api.GET('/public/products/{id}', { params: { path: { id: ids.product } } }))

  it('gives each offer its store score and prefers a slightly dearer reliable store', async () => {
    const p = await page()
    const scoreOf = (storeId: number) => p.offers.find((o) => o.store.id === storeId)?.score
    expect(scoreOf(ids.poor)).toEqual({ score: 0, is_new: false })
    expect(scoreOf(ids.reliable)).toEqual({ score: 100, is_new: false })
    expect(p.best_offer?.store.id).toBe(ids.reliable)
    expect(p.best_offer).toEqual(chooseBuyBox(p.offers))
    // The product's own store fields follow the buy box.
    expect(p.product.store_id).toBe(ids.reliable)
    expect(p.product.price).toBe(105_000)
  })

  it('lets a clearly cheaper store win despite its record', async () => {
    await change(sql`update offers set price = 90000 where id = ${ids.poorOffer}`)
    const p = await page()
    expect(p.best_offer?.store.id).toBe(ids.poor)
    expect(p.best_offer).toEqual(chooseBuyBox(p.offers))
    await change(sql`update offers set price = 100000 where id = ${ids.poorOffer}`)
  })

  it('weighs a new store («فروشنده جدید») between the two, and never an unavailable offer', async () => {
    await change(
      sql`insert into offers (product_id, store_id, price, stock) values (${ids.product}, ${ids.fresh}, 102000, 3)`,
    )
    let p = await page()
    expect(p.offers.find((o) => o.store.id === ids.fresh)?.score).toEqual({ score: null, is_new: true })
    // 102,000 weighed as a score of 75 (104,550) beats the reliable 105,000.
    expect(p.best_offer?.store.id).toBe(ids.fresh)
    expect(p.best_offer).toEqual(chooseBuyBox(p.offers))
    await change(sql`update offers set stock = 0 where store_id = ${ids.fresh} and product_id = ${ids.product}`)
    p = await page()
    expect(p.best_offer?.store.id).toBe(ids.reliable)
    expect(p.best_offer).toEqual(chooseBuyBox(p.offers))
  })
})
