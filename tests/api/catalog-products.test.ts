// Public product lists and pages over the known catalog fixture: visibility, filters (category
// descendants, brands, store, price, stock, specs), sorts, paging, the best offer, 404s and 422s.
import { beforeAll, expect, it } from 'vitest'
import { type ApiClient, type operations, unwrap } from '#sdk'
import { type CatalogFixture, loadCatalogFixture } from './fixtures/catalog'
import { client, describeEachDb } from './harness'

type Query = NonNullable<operations['listPublicProducts']['parameters']['query']>

describeEachDb('catalog: products', (server) => {
  let f: CatalogFixture
  let api: ApiClient
  beforeAll(async () => {
    f = await loadCatalogFixture(server().app.deps.db)
    api = client(server()).api
  })

  const list = (query: Query) => unwrap(api.GET('/public/products', { params: { query } }))
  const keysOf = (items: { id: number }[]) =>
    items.map((i) => Object.keys(f.product).find((k) => f.product[k] === i.id))

  it('lists every product a verified store offers, newest first, sold out ones included', async () => {
    const page = await list({ limit: 100 })
    expect(page.total).toBe(19)
    const keys = keysOf(page.items)
    expect(keys.slice(0, 3)).toEqual(['protector', 'redmi13c', 'stories'])
    expect(keys).not.toContain('buds') // offered by an unverified store only
    const iphone = page.items.find((i) => i.id === f.product.iphone15)
    expect(iphone).toMatchObject({ price: null, is_available: false, product_store_id: null })
  })

  it('prices a card by its best offer after automatic discounts, with its primary image', async () => {
    const page = await list({ search: 'Galaxy A55 256GB' })
    expect(page.items[0]).toEqual({
      id: f.product.a55,
      slug: 'a55',
      name_fa: 'گوشی موبایل سامسونگ مدل Galaxy A55 ظرفیت ۲۵۶ گیگابایت',
      name_en: 'Samsung Galaxy A55 256GB',
      image_url: '/media/products/a55-1.webp',
      brand: { id: f.brand.samsung, slug: 'samsung', name_fa: 'سامسونگ', name_en: 'Samsung' },
      category: {
        id: f.category['mobile-phone'],
        slug: 'mobile-phone',
        name_fa: 'گوشی موبایل',
        parent_id: f.category.mobile,
      },
      price: 18_000_000,
      original_price: 20_000_000,
      discount_percent: 10,
      is_available: true,
      product_store_id: f.offer['a55@pars'],
      store_id: f.store.pars,
      rating_average: null,
      rating_count: 0,
    })
    const a15 = await list({ search: 'A15' })
    expect(a15.items[0]).toMatchObject({ price: 7_600_000, original_price: 8_000_000, discount_percent: 5 })
    // a discount that needs a code never lowers a listed price
    const note = await list({ search: 'Redmi Note' })
    expect(note.items[0]).toMatchObject({
      price: 9_000_000,
      original_price: null,
      image_url: '/media/products/note13-0.webp',
    })
    const charger = await list({ search: 'شارژر' })
    expect(charger.items[0].image_url).toBeNull()
  })

  it('includes a category’s descendants, by id or by slug', async () => {
    expect((await list({ category: f.category.mobile, limit: 100 })).total).toBe(12)
    expect((await list({ category_slug: 'digital', limit: 100 })).total).toBe(14)
    expect(keysOf((await list({ category_slug: 'home' })).items).sort()).toEqual(['fridge-lg', 'fridge-samsung'])
    const leaf = await list({ category: f.category['gaming-laptop'] })
    expect(keysOf(leaf.items)).toEqual(['tuf', 'rog'])
    expect(await list({ category: 999_999 })).toEqual({ items: [], total: 0, skip: 0, limit: 20 })
    expect((await list({ category_slug: 'no-such-category' })).total).toBe(0)
  })

  it('filters by brand slugs, comma-separated or repeated', async () => {
    expect((await list({ brand: ['samsung,xiaomi'], limit: 100 })).total).toBe(10)
    const repeated = await list({ brand: ['samsung', 'apple'], limit: 100 })
    expect(repeated.total).toBe(9)
    expect(repeated.items.every((i) => ['samsung', 'apple'].includes(i.brand?.slug ?? ''))).toBe(true)
  })

  it('filters by one store, pricing by that store’s own offers, and hides unverified stores', async () => {
    const center = await list({ store_id: f.store.center, limit: 100 })
    expect(center.total).toBe(11)
    const a55 = center.items.find((i) => i.id === f.product.a55)
    expect(a55).toMatchObject({ price: 19_500_000, product_store_id: f.offer['a55@center'], store_id: f.store.center })
    expect((await list({ store_id: f.store.center, in_stock: true, limit: 100 })).total).toBe(10)
    expect((await list({ store_id: f.store.hidden })).total).toBe(0)
  })

  it('prices a store’s page the same whichever order picks it, and pages it without gaps', async () => {
    // Price sorts price every offer of the store first; the other orders pick a page, then price it.
    const byPrice = await list({ store_id: f.store.center, sort: 'cheapest', limit: 100 })
    const priceOf = new Map(byPrice.items.map((i) => [i.id, [i.price, i.original_price, i.product_store_id]]))
    for (const sort of ['newest', 'best_selling'] as const) {
      const all = await list({ store_id: f.store.center, sort, limit: 100 })
      expect(all.items.map((i) => [i.id, [i.price, i.original_price, i.product_store_id]])).toEqual(
        all.items.map((i) => [i.id, priceOf.get(i.id)]),
      )
      expect(new Set(all.items.map((i) => i.id))).toEqual(new Set(priceOf.keys()))
      const pages = [0, 4, 8].map((skip) => list({ store_id: f.store.center, sort, skip, limit: 4 }))
      const paged = (await Promise.all(pages)).flatMap((p) => p.items.map((i) => i.id))
      expect(paged).toEqual(all.items.map((i) => i.id))
    }
    const newest = await list({ store_id: f.store.center, sort: 'newest', limit: 100 })
    const a55 = newest.items.find((i) => i.id === f.product.a55)
    expect(a55).toMatchObject({ price: 19_500_000, store_id: f.store.center })
  })

  it('filters by selling price and stock', async () => {
    const mid = await list({ min_price: 1_000_000, max_price: 10_000_000, sort: 'cheapest' })
    expect(keysOf(mid.items)).toEqual(['earpods', 'redmi13c', 'a15', 'note13'])
    expect((await list({ in_stock: true, limit: 100 })).total).toBe(17)
    expect((await list({ min_price: 10_000_000_000 })).total).toBe(0)
  })

  it('filters by specs: a value, a list, a multi-select value, a boolean and a range', async () => {
    const phones = { category: f.category['mobile-phone'], limit: 100 }
    const keys = async (specs: object) => keysOf((await list({ ...phones, specs: JSON.stringify(specs) })).items).sort()
    expect(await keys({ internal_storage: '128gb' })).toEqual(['a15', 'iphone15', 'note13', 'redmi13c'])
    expect(await keys({ colors: 'blue' })).toEqual(['a15', 'a55', 'redmi13c'])
    expect(await keys({ colors: ['white'] })).toEqual(['iphone15', 'iphone15pro', 's24'])
    expect(await keys({ nfc: true, has_warranty: true })).toEqual(['a55', 'iphone15', 'iphone15pro', 'poco', 's24'])
    expect(await keys({ screen_size: { min: 6.5, max: 6.7 } })).toEqual(['a15', 'a55', 'note13', 'poco'])
    expect(await keys({ internal_storage: ['256gb', '512gb'], screen_size: { min: 6.3 } })).toEqual(['a55', 'poco'])
  })

  it('sorts by price, sales and date, ties broken the same way every time', async () => {
    const cheapest = keysOf((await list({ sort: 'cheapest', limit: 100 })).items)
    expect(cheapest.slice(0, 4)).toEqual(['protector', 'stories', 'book-live', 'case'])
    expect(cheapest.slice(12, 14)).toEqual(['tuf', 'fridge-samsung'])
    expect(cheapest.slice(-2)).toEqual(['book-code', 'iphone15']) // no price: last
    const expensive = keysOf((await list({ sort: 'most_expensive', limit: 3 })).items)
    expect(expensive).toEqual(['iphone15pro', 'rog', 'fridge-lg'])
    const selling = keysOf((await list({ sort: 'best_selling', limit: 4 })).items)
    expect(selling).toEqual(['case', 'note13', 'protector', 'iphone15'])
    expect(keysOf((await list({ sort: 'newest', limit: 2 })).items)).toEqual(['protector', 'redmi13c'])
  })

  it('pages price sorts the same way across priced and unpriced products', async () => {
    for (const sort of ['cheapest', 'most_expensive'] as const) {
      const all = (await list({ sort, limit: 100 })).items.map((i) => i.id)
      const paged: number[] = []
      for (let skip = 0; skip < 20; skip += 4)
        paged.push(...(await list({ sort, skip, limit: 4 })).items.map((i) => i.id))
      expect(paged).toEqual(all)
      const inStock = (await list({ sort, in_stock: true, limit: 100 })).items.map((i) => i.id)
      expect(inStock).toEqual(all.filter((id) => id !== f.product.iphone15 && id !== f.product['book-code']))
    }
  })

  it('pages with skip and limit, totals staying exact', async () => {
    const first = await list({ limit: 5 })
    expect(first).toMatchObject({ total: 19, skip: 0, limit: 5 })
    const last = await list({ skip: 15, limit: 5 })
    expect(last.items).toHaveLength(4)
    expect(last.total).toBe(19)
    const all = await list({ limit: 100 })
    expect([...first.items, ...last.items].map((i) => i.id)).toEqual([
      ...all.items.slice(0, 5).map((i) => i.id),
      ...all.items.slice(15).map((i) => i.id),
    ])
    expect(await list({ skip: 100 })).toEqual({ items: [], total: 19, skip: 100, limit: 20 })
  })

  it('shows a product page with verified offers, the best offer and breadcrumbs', async () => {
    const page = await unwrap(api.GET('/public/products/{id}', { params: { path: { id: f.product.a55 } } }))
    expect(page.product.images.map((i) => i.url)).toEqual([
      '/media/products/a55-1.webp',
      '/media/products/a55-0.webp',
      '/media/products/a55-2.webp',
    ])
    expect(page.product.specs).toMatchObject({ internal_storage: '256gb', screen_size: 6.6 })
    expect(page.offers.map((o) => [o.store.slug, o.selling_price, o.original_price, o.discount_percent])).toEqual([
      ['pars-digital', 18_000_000, 20_000_000, 10],
      ['mobile-center', 19_500_000, null, null],
    ])
    expect(page.best_offer).toMatchObject({ product_store_id: f.offer['a55@pars'], price: 20_000_000, stock: 5 })
    expect(page.product).toMatchObject({
      store_id: f.store.pars,
      product_store_id: f.offer['a55@pars'],
      price: 20_000_000,
    })
    expect(page.breadcrumbs.map((c) => c.slug)).toEqual(['digital', 'mobile', 'mobile-phone'])
  })

  it('breaks a best-offer price tie by the larger stock', async () => {
    const page = await unwrap(api.GET('/public/products/{id}', { params: { path: { id: f.product.s24 } } }))
    expect(page.offers.map((o) => [o.store.slug, o.selling_price, o.stock])).toEqual([
      ['mobile-center', 40_500_000, 7],
      ['pars-digital', 40_500_000, 3],
    ])
    expect(page.best_offer?.product_store_id).toBe(f.offer['s24@center'])
  })

  it('shows an unavailable product without a best offer', async () => {
    const page = await unwrap(api.GET('/public/products/{id}', { params: { path: { id: f.product.iphone15 } } }))
    expect(page.best_offer).toBeNull()
    expect(page.offers.every((o) => !o.is_available)).toBe(true)
    expect(page.product).toMatchObject({ store_id: null, product_store_id: null, price: null, stock: null })
  })

  it('answers 404 with a Persian detail for hidden and unknown products', async () => {
    for (const id of [f.product.buds, 999_999, 99_999_999_999]) {
      const res = await api.GET('/public/products/{id}', { params: { path: { id } } })
      expect(res.response.status).toBe(404)
      expect(res.error?.detail).toBe('محصول موردنظر یافت نشد')
    }
  })

  it('answers 422 (never 500) with a Persian detail for bad query parameters', async () => {
    const bad = [
      'limit=0',
      'limit=abc',
      'limit=101',
      'skip=-1',
      'sort=foo',
      'min_price=-1',
      'min_price=9&max_price=5',
      'store_id=abc',
      'store_id=99999999999',
      'category=0',
      `specs=${encodeURIComponent('{bad json')}`,
      `specs=${encodeURIComponent('[1,2]')}`,
      `specs=${encodeURIComponent('"128gb"')}`,
      `specs=${encodeURIComponent('{"colors":{"foo":1}}')}`,
      `specs=${encodeURIComponent('{"screen_size":{"min":7,"max":6}}')}`,
      `specs=${encodeURIComponent('{"colors":[]}')}`,
      `specs=${encodeURIComponent('{"colors":null}')}`,
      `category=${f.category['mobile-phone']}&specs=${encodeURIComponent('{"weight":1}')}`,
    ]
    for (const query of bad) {
      const res = await fetch(`${server().baseUrl}/public/products?${query}`)
      const body = (await res.json()) as { detail: string }
      expect([query, res.status]).toEqual([query, 422])
      expect(body.detail).toMatch(/[\u0600-\u06FF]/)
    }
    const pathRes = await fetch(`${server().baseUrl}/public/products/abc`)
    expect(pathRes.status).toBe(422)
  })
})
