// The admin's lists of one store (issue 15, spec section 9): its products (20 a page, in-stock
// filter, sorts by created_at, price, stock or name), and for curation its discounted products,
// bundles and published articles (10 a page), a store under review's included.
import { expect, it } from 'vitest'
import { unwrap } from '#sdk'
import * as t from '../../server/db/schema/index'
import { refreshProductSummaries } from '../../server/modules/catalog/summary'
import { makeOffer, makeStore } from './fixtures/shop'
import { signInAdmin, uniqueSlug } from './fixtures/stores'
import { describeEachDb, signIn } from './harness'

describeEachDb('admin: one store’s lists', (server) => {
  const db = () => server().app.deps.db

  it('lists a store’s products 20 a page, sorted, with the in-stock filter', async () => {
    const admin = await signInAdmin(server())
    const store = await makeStore(db(), undefined, false)
    const made: { productId: number; price: number; stock: number }[] = []
    for (let i = 0; i < 22; i++) {
      const price = 10_000 * ((i * 7) % 23) + 5_000
      const stock = i % 4 === 0 ? 0 : i
      made.push({ ...(await makeOffer(db(), store.id, price, stock)), price, stock })
    }
    const first = await unwrap(admin.api.GET('/admins/products', { params: { query: { store_id: store.id } } }))
    expect(first.limit).toBe(20)
    expect(first.items).toHaveLength(20)
    expect(first.total).toBe(22)
    expect(first.items[0].id).toBe(made[21].productId)

    const cheap = await unwrap(
      admin.api.GET('/admins/products', {
        params: { query: { store_id: store.id, sort_by: 'price', sort_order: 'asc', limit: 100 } },
      }),
    )
    const prices = cheap.items.map((p) => p.price ?? 0)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    expect(prices[0]).toBe(Math.min(...made.map((m) => m.price)))

    const stocked = await unwrap(
      admin.api.GET('/admins/products', {
        params: {
          query: { store_id: store.id, in_stock_only: true, sort_by: 'stock', sort_order: 'desc', limit: 100 },
        },
      }),
    )
    expect(stocked.total).toBe(made.filter((m) => m.stock > 0).length)
    expect(stocked.items.map((p) => p.stock)).toEqual(
      made
        .map((m) => m.stock)
        .filter((s) => s > 0)
        .sort((a, b) => b - a),
    )

    const byName = await unwrap(
      admin.api.GET('/admins/products', {
        params: { query: { store_id: store.id, sort_by: 'name', sort_order: 'asc', limit: 5 } },
      }),
    )
    const names = byName.items.map((p) => p.name_fa)
    expect(names).toEqual([...names].sort())

    const missing = await admin.api.GET('/admins/products', { params: { query: { store_id: 2_000_000_000 } } })
    expect(missing.response.status).toBe(404)
    const seller = await signIn(server())
    expect((await seller.api.GET('/admins/products')).response.status).toBe(403)
  })

  it('lists a store’s discounted products, bundles and published articles 10 a page', async () => {
    const admin = await signInAdmin(server())
    const store = await makeStore(db(), undefined, false)
    const plain = await makeOffer(db(), store.id, 100_000, 5)
    const onSale = await makeOffer(db(), store.id, 200_000, 5)
    const [discount] = await db()
      .insert(t.discounts)
      .values({ storeId: store.id, name: 'حراج', type: 'percentage', value: 20 })
      .returning()
    await db().insert(t.discountProducts).values({ discountId: discount.id, productId: onSale.productId })
    await refreshProductSummaries(db(), [onSale.productId])

    const path = { params: { path: { id: store.id } } }
    const discounted = await unwrap(admin.api.GET('/admins/store/{id}/discounted_products', path))
    expect(discounted.limit).toBe(10)
    expect(discounted.items.map((p) => p.id)).toEqual([onSale.productId])
    expect(discounted.items.map((p) => p.id)).not.toContain(plain.productId)
    expect(discounted.items[0].price).toBe(160_000)

    for (let i = 0; i < 11; i++) {
      await db()
        .insert(t.bundles)
        .values({ storeId: store.id, slug: uniqueSlug('bundle'), name: `بسته ${i}`, isActive: i !== 0 })
    }
    await db()
      .insert(t.blogPosts)
      .values([
        {
          storeId: store.id,
          title: 'منتشرشده',
          slug: uniqueSlug('post'),
          bodyHtml: '<p>متن</p>',
          status: 'published',
          publishedAt: new Date(),
        },
        { storeId: store.id, title: 'پیش‌نویس', slug: uniqueSlug('post'), bodyHtml: '<p>متن</p>' },
      ])
    const bundles = await unwrap(admin.api.GET('/admins/store/{id}/bundles', path))
    expect(bundles).toMatchObject({ total: 10, limit: 10 })
    expect(bundles.items.map((b) => b.name)).not.toContain('بسته 0')
    const articles = await unwrap(admin.api.GET('/admins/store/{id}/articles', path))
    expect(articles.items.map((a) => a.title)).toEqual(['منتشرشده'])
    // The storefront does not show a store under review's bundles.
    const publicBundles = await unwrap(admin.api.GET('/public/bundles', { params: { query: { store_id: store.id } } }))
    expect(publicBundles.total).toBe(0)
  })
})
