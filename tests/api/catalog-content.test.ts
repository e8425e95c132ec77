// Categories, facets, bundles, blog posts, stores and homepages over the known catalog fixture:
// trees and flat lists, inherited facets with ranges, bundle prices, hidden drafts, inactive
// bundles and unverified stores, and the homepages' priority order and limits.
import { beforeAll, expect, it } from 'vitest'
import { type ApiClient, unwrap } from '#sdk'
import { type CatalogFixture, loadCatalogFixture } from './fixtures/catalog'
import { client, describeEachDb } from './harness'

describeEachDb('catalog: categories, bundles, blog, stores, homepage', (server) => {
  let f: CatalogFixture
  let api: ApiClient
  beforeAll(async () => {
    f = await loadCatalogFixture(server().app.deps.db)
    api = client(server()).api
  })

  const status404 = async (call: Promise<{ response: Response; error?: { detail: string } }>, detail: string) => {
    const res = await call
    expect(res.response.status).toBe(404)
    expect(res.error?.detail).toBe(detail)
  }

  it('gives the category tree three levels deep, or a flat list', async () => {
    for (const path of ['/public/categories', '/categories/'] as const) {
      const tree = await unwrap(api.GET(path, { params: { query: { root_only: true, limit: 1000 } } }))
      expect(tree.total).toBe(3)
      expect(tree.items.map((c) => c.slug)).toEqual(['digital', 'home', 'books'])
      const digital = tree.items[0]
      expect(digital).toMatchObject({ is_root: true, level: 1, parent_id: null, product_count: 13 })
      expect(digital.children?.map((c) => c.slug)).toEqual(['mobile', 'laptop'])
      const mobile = digital.children?.[0]
      expect(mobile?.children?.map((c) => [c.slug, c.level, c.children])).toEqual([
        ['mobile-phone', 3, []],
        ['phone-accessories', 3, []],
      ])
      const flat = await unwrap(api.GET(path))
      expect(flat.total).toBe(11)
      expect(flat.items.every((c) => c.children === undefined)).toBe(true)
      expect(flat.items.slice(0, 3).map((c) => [c.slug, c.parent_id])).toEqual([
        ['digital', null],
        ['mobile', f.category.digital],
        ['mobile-phone', f.category.mobile],
      ])
    }
  })

  it('reads one category by id or slug with its ancestors and children', async () => {
    const byId = await unwrap(api.GET('/categories/{id}/', { params: { path: { id: f.category.mobile } } }))
    expect(byId.ancestors?.map((a) => a.slug)).toEqual(['digital'])
    expect(byId.children?.map((c) => c.slug)).toEqual(['mobile-phone', 'phone-accessories'])
    const bySlug = await unwrap(api.GET('/categories/slug/{slug}/', { params: { path: { slug: 'gaming-laptop' } } }))
    expect(bySlug).toMatchObject({ id: f.category['gaming-laptop'], level: 3, name_fa: 'لپ‌تاپ گیمینگ' })
    expect(bySlug.ancestors?.map((a) => a.slug)).toEqual(['digital', 'laptop'])
    const missing = 'دسته‌بندی موردنظر یافت نشد'
    await status404(api.GET('/categories/{id}/', { params: { path: { id: 999_999 } } }), missing)
    await status404(api.GET('/categories/slug/{slug}/', { params: { path: { slug: 'nope' } } }), missing)
  })

  it('lists a category’s facets with inherited attributes first and ranges of available products', async () => {
    const path = { id: f.category['mobile-phone'] }
    const facets = await unwrap(api.GET('/public/categories/{id}/filters', { params: { path } }))
    expect(facets.items.map((a) => a.key)).toEqual(['has_warranty', 'internal_storage', 'screen_size', 'nfc', 'colors'])
    const byKey = Object.fromEntries(facets.items.map((a) => [a.key, a]))
    expect(byKey.internal_storage.options.map((o) => o.value)).toEqual(['128gb', '256gb', '512gb'])
    expect(byKey.screen_size).toMatchObject({
      type: 'range',
      unit: 'اینچ',
      range: { min: 6.1, max: 6.74 },
      options: [],
    })
    expect(byKey.nfc).toMatchObject({ type: 'boolean', range: null, category_id: f.category['mobile-phone'] })
    const root = await unwrap(
      api.GET('/public/categories/{id}/filters', { params: { path: { id: f.category.digital } } }),
    )
    expect(root.items.map((a) => a.key)).toEqual(['has_warranty'])
    await status404(
      api.GET('/public/categories/{id}/filters', { params: { path: { id: 999_999 } } }),
      'دسته‌بندی موردنظر یافت نشد',
    )
  })

  it('lists active bundles of verified stores, priced after the best discount', async () => {
    const page = await unwrap(api.GET('/public/bundles'))
    expect(page.items.map((b) => b.slug)).toEqual(['reading-pack', 'mobile-starter-pack'])
    const [reading, starter] = page.items
    // 2 x 300,000 + 20,000,000, less the bundle's own 10%
    expect(starter).toMatchObject({
      price: 20_600_000,
      selling_price: 18_540_000,
      discount_percent: 10,
      is_available: true,
    })
    expect(starter.items.map((i) => [i.product_store_id, i.quantity, i.unit_price])).toEqual([
      [f.offer['a55@pars'], 1, 20_000_000],
      [f.offer['case@pars'], 2, 300_000],
    ])
    expect(starter.store.slug).toBe('pars-digital')
    // a fixed 50,000 automatic discount linked to the bundle
    expect(reading).toMatchObject({ price: 430_000, selling_price: 380_000, discount_percent: 12 })
    const mine = await unwrap(api.GET('/public/bundles', { params: { query: { store_id: f.store.pars } } }))
    expect(mine.items.map((b) => b.slug)).toEqual(['mobile-starter-pack'])
    for (const search of ['كتاب‌خوانی', 'کتاب خوانی']) {
      const found = await unwrap(api.GET('/public/bundles', { params: { query: { search } } }))
      expect(found.items.map((b) => b.slug)).toEqual(['reading-pack'])
    }
  })

  it('reads a bundle by id or slug, and hides inactive and unverified ones', async () => {
    const byId = await unwrap(api.GET('/public/bundles/{id}', { params: { path: { id: String(f.bundle.starter) } } }))
    const bySlug = await unwrap(api.GET('/public/bundles/{id}', { params: { path: { id: 'mobile-starter-pack' } } }))
    expect(bySlug).toEqual(byId)
    const missing = 'بسته موردنظر یافت نشد'
    for (const id of ['inactive-pack', String(f.bundle.hidden), 'nope', '99999999999']) {
      await status404(api.GET('/public/bundles/{id}', { params: { path: { id } } }), missing)
    }
  })

  it('lists and reads published posts of verified stores only', async () => {
    const page = await unwrap(api.GET('/public/blog-posts'))
    expect(page.items.map((p) => p.id)).toEqual([f.post.books, f.post.guide])
    expect(page.items[1]).toMatchObject({ status: 'published', store: { slug: 'pars-digital' } })
    const found = await unwrap(api.GET('/public/blog-posts', { params: { query: { search: 'سامسونگ' } } }))
    expect(found.items.map((p) => p.id)).toEqual([f.post.guide])
    const byStore = await unwrap(api.GET('/public/blog-posts', { params: { query: { store_id: f.store.ketab } } }))
    expect(byStore.total).toBe(1)
    const post = await unwrap(api.GET('/public/blog-posts/{id}', { params: { path: { id: f.post.guide } } }))
    expect(post.title).toBe('راهنمای خرید گوشی سامسونگ')
    for (const id of [f.post.draft, f.post.hidden, 999_999]) {
      await status404(api.GET('/public/blog-posts/{id}', { params: { path: { id } } }), 'مطلب موردنظر یافت نشد')
    }
  })

  it('lists verified stores newest first, finds one by slug or name, and hides unverified ones', async () => {
    const page = await unwrap(api.GET('/public/stores'))
    expect(page).toMatchObject({ total: 3, skip: 0, limit: 100 })
    expect(page.items.map((s) => s.slug)).toEqual(['ketabsara', 'mobile-center', 'pars-digital'])
    const pars = page.items[2]
    expect(pars.product_count).toBe(8) // its sold-out offer is in its list too
    expect(pars.shipping.methods.map((m) => m.method)).toEqual(['post_pishtaz'])
    expect(pars).not.toHaveProperty('sheba')
    const bySlug = await unwrap(api.GET('/public/stores', { params: { query: { slug: 'pars-digital' } } }))
    expect(bySlug.items.map((s) => s.id)).toEqual([f.store.pars])
    const hidden = await unwrap(api.GET('/public/stores', { params: { query: { slug: 'hidden-store' } } }))
    expect(hidden.items).toEqual([])
    const byName = await unwrap(api.GET('/public/stores', { params: { query: { search: 'ديجي پارس' } } }))
    expect(byName.items.map((s) => s.slug)).toEqual(['pars-digital'])
    const one = await unwrap(api.GET('/public/stores/{id}', { params: { path: { id: f.store.center } } }))
    expect(one).toMatchObject({ name: 'موبایل سنتر', verified: true })
    for (const id of [f.store.hidden, 999_999]) {
      await status404(api.GET('/public/stores/{id}', { params: { path: { id } } }), 'فروشگاه موردنظر یافت نشد')
    }
  })

  it('counts a store’s products as its product list does: one number for the header, the card and the list', async () => {
    const stores = await unwrap(api.GET('/public/stores'))
    let soldOutSomewhere = false
    for (const store of stores.items) {
      const list = await unwrap(
        api.GET('/public/products', { params: { query: { store_id: store.id, skip: 0, limit: 100 } } }),
      )
      soldOutSomewhere ||= list.items.some((item) => !item.is_available)
      expect(store.product_count, store.slug).toBe(list.total)
      expect(list.items).toHaveLength(list.total)
      const one = await unwrap(api.GET('/public/stores/{id}', { params: { path: { id: store.id } } }))
      expect(one.product_count, store.slug).toBe(list.total)
    }
    // The fixture lists sold-out offers too, so a count of in-stock offers only would differ.
    expect(soldOutSomewhere).toBe(true)
  })

  it('builds the global homepage in priority order, skipping hidden targets, at most limit of each', async () => {
    const home = await unwrap(api.GET('/homepage/', { params: { query: { limit: 5 } } }))
    expect(home.store).toBeNull()
    const p = f.product
    expect(home.products.map((x) => x.id)).toEqual([p.note13, p.a55, p.a15, p.poco, p.iphone15pro])
    expect(home.bundles.map((x) => x.id)).toEqual([f.bundle.starter])
    expect(home.articles.map((x) => x.id)).toEqual([f.post.guide])
    expect(home.discounts.map((d) => [d.id, d.products.map((x) => x.id)])).toEqual([[f.discount.a15, [p.a15]]])
    expect(home.resources).toHaveLength(14)
    expect(home.resources.map((r) => r.priority)).toEqual(
      [...home.resources.map((r) => r.priority)].sort((a, b) => b - a),
    )
    const two = await unwrap(api.GET('/homepage/', { params: { query: { limit: 2 } } }))
    expect(two.products.map((x) => x.id)).toEqual([p.note13, p.a55])
    const tooMany = await fetch(`${server().baseUrl}/homepage/?limit=51`)
    expect(tooMany.status).toBe(422)
  })

  it('builds a verified store’s homepage priced by its own offers', async () => {
    const path = { store_id: f.store.pars }
    const home = await unwrap(api.GET('/homepage/store/{store_id}', { params: { path } }))
    expect(home.store).toMatchObject({ id: f.store.pars, slug: 'pars-digital' })
    expect(home.products.map((x) => [x.id, x.price, x.store_id])).toEqual([[f.product.a55, 18_000_000, f.store.pars]])
    expect(home.bundles.map((x) => x.id)).toEqual([f.bundle.starter])
    expect(home.articles.map((x) => x.id)).toEqual([f.post.guide])
    const [storeWide] = home.discounts
    expect(storeWide.id).toBe(f.discount.storeWide)
    expect(storeWide.products.map((x) => x.id)).toEqual([
      f.product.case,
      f.product.protector,
      f.product.a55,
      f.product.poco,
      f.product.s24,
    ])
    for (const id of [f.store.hidden, 999_999]) {
      const res = api.GET('/homepage/store/{store_id}', { params: { path: { store_id: id } } })
      await status404(res, 'فروشگاه موردنظر یافت نشد')
    }
  })
})
