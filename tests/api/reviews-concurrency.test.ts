// Reviews under concurrent requests (PostgreSQL runs them at once; PGlite one query at a time, so
// there it is a smaller check of the same rules): two reviews of one order item sent together
// make one review (201) and one Persian 409; many readers marking a review helpful together leave
// helpful_count equal to the votes; ratings published together all count in the summary.
import { sql } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { unwrap } from '#sdk'
import { queryRows } from '../../server/db/rows'
import { boughtItem, type Shop, shopWithSeller } from './fixtures/reviews'
import { makeOffer } from './fixtures/shop'
import { describeEachDb, signIn, type TestClient } from './harness'

describeEachDb('reviews at once', (server) => {
  const db = () => server().app.deps.db
  let shop: Shop
  beforeAll(async () => {
    shop = await shopWithSeller(server())
  })

  it('makes one review of an order item sent twice at once', async () => {
    const rounds = server().kind === 'postgres' ? 5 : 2
    for (let round = 0; round < rounds; round++) {
      const b = await boughtItem(server(), shop)
      const send = () => b.buyer.api.POST('/reviews', { body: { order_item_id: b.orderItemId, rating: 4 } })
      const answers = await Promise.all([send(), send()])
      expect(answers.map((a) => a.response.status).sort()).toEqual([201, 409])
      expect(answers.find((a) => a.response.status === 409)?.error).toMatchObject({
        detail: 'برای این خرید قبلاً دیدگاه نوشته‌اید',
      })
      const [summary] = await queryRows<{ count: number }>(
        db(),
        sql`select count from product_ratings where product_id = ${b.productId}`,
      )
      expect(summary.count).toBe(1)
    }
  })

  it('keeps helpful_count equal to the votes, and the summary equal to the ratings, under concurrent writes', async () => {
    const product = await makeOffer(db(), shop.store.id, 120_000, 100)
    const bought = []
    for (let i = 0; i < 6; i++) bought.push(await boughtItem(server(), shop, { product }))
    // Six ratings of one product published at once: each one upserts the same summary row.
    const reviews = await Promise.all(
      bought.map((b, i) =>
        unwrap(b.buyer.api.POST('/reviews', { body: { order_item_id: b.orderItemId, rating: (i % 5) + 1 } })),
      ),
    )
    const [summary] = await queryRows<{ count: number; sum: number }>(
      db(),
      sql`select count, sum from product_ratings where product_id = ${product.productId}`,
    )
    expect(summary).toEqual({ count: 6, sum: 1 + 2 + 3 + 4 + 5 + 1 })

    const readers: TestClient[] = []
    for (let i = 0; i < 12; i++) readers.push(await signIn(server()))
    const target = reviews[0].id
    const vote = (c: TestClient) => c.api.POST('/reviews/{id}/helpful', { params: { path: { id: target } } })
    // Every reader votes twice at once: 12 votes count, 12 second tries are 409.
    const answers = await Promise.all([...readers, ...readers].map(vote))
    const statuses = answers.map((a) => a.response.status)
    expect(statuses.filter((s) => s === 200)).toHaveLength(12)
    expect(statuses.filter((s) => s === 409)).toHaveLength(12)
    const [row] = await queryRows<{ helpful_count: number; votes: number }>(
      db(),
      sql`select r.helpful_count, (select count(*)::int from trust_votes v where v.target = 'review' and v.target_id = r.id) as votes
        from reviews r where r.id = ${target}`,
    )
    expect(row).toEqual({ helpful_count: 12, votes: 12 })
  })
})
