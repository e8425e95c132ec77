// A plain category list's total is exact from the first request after a start, and stays exact
// right after the catalogue changes (issue 17 item 5): it once answered 1000 (the count cap) until
// the per-category counts had loaded in the background, and the exact figure 30 s later.
import { sql } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { unwrap } from '#sdk'
import * as t from '../../server/db/schema/index'
import { refreshProductSummaries } from '../../server/modules/catalog/summary'
import { rowsOf } from '../../server/seed/catalog/bulk'
import { makeOffer, makeStore } from './fixtures/shop'
import { client, describeEachDb } from './harness'

const MANY = 1_050 // past the count cap of filtered lists (1,000)

describeEachDb('list totals', (server) => {
  let categoryId: number
  let storeId: number

  beforeAll(async () => {
    const db = server().app.deps.db
    storeId = (await makeStore(db)).id
    const [category] = await db
      .insert(t.categories)
      .values({ slug: `many-${Date.now().toString(36)}`, nameFa: 'دسته پرکالا', level: 1 })
      .returning()
    categoryId = category.id
    const inserted = await db.execute(sql`
      insert into products (slug, name_fa, category_id, search_text)
      select 'many-' || ${categoryId} || '-' || g, 'کالای ' || g, ${categoryId}, 'کالای ' || g
      from generate_series(1, ${MANY}) g returning id`)
    const ids = rowsOf<{ id: number }>(inserted).map((r) => Number(r.id))
    await db.execute(sql`insert into offers (product_id, store_id, price, stock)
      select id, ${storeId}, 100000, 5 from products where category_id = ${categoryId}`)
    await refreshProductSummaries(db, ids)
  })

  const total = async (query: Record<string, unknown>) =>
    (await unwrap(client(server()).api.GET('/public/products', { params: { query } }))).total

  it('answers the exact total on the first request after a start, not the count cap', async () => {
    expect(await total({ category: categoryId })).toBe(MANY)
    expect(await total({ category: categoryId, in_stock: true })).toBe(MANY)
  })

  it('stays exact right after the catalogue changes', async () => {
    const db = server().app.deps.db
    // Another category, so the cached page of the first one is not what answers.
    await makeOffer(db, storeId, 90_000, 1)
    const [moved] = await db
      .update(t.products)
      .set({ categoryId })
      .where(sql`id = (select max(id) from products)`)
      .returning({ id: t.products.id })
    await refreshProductSummaries(db, [moved.id])
    expect(await total({ category: categoryId, limit: 5 })).toBe(MANY + 1)
  })

  it('says a filtered list past 1000 matches is counted up to 1000 (the contract says so)', async () => {
    expect(await total({ category: categoryId, min_price: 1 })).toBe(1_000)
  })
})
