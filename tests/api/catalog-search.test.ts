// Persian search over the known catalog fixture: Arabic letters, diacritics, ZWNJ and space
// variants, three digit scripts, brands in both scripts, typos; relevance; suggestions; and the
// catalogue service's search.
import { beforeAll, expect, it } from 'vitest'
import { type ApiClient, createApiClient, unwrap } from '#sdk'
import { type CatalogFixture, loadCatalogFixture } from './fixtures/catalog'
import { client, describeEachDb } from './harness'

describeEachDb('catalog: Persian search', (server) => {
  let f: CatalogFixture
  let api: ApiClient
  beforeAll(async () => {
    f = await loadCatalogFixture(server().app.deps.db)
    api = client(server()).api
  })

  const search = async (phrase: string, sort?: 'cheapest' | 'relevance') => {
    const page = await unwrap(api.GET('/public/products', { params: { query: { search: phrase, sort, limit: 100 } } }))
    return page.items.map((i) => Object.keys(f.product).find((k) => f.product[k] === i.id))
  }
  const sameSet = async (phrases: string[], expected: string[]) => {
    for (const phrase of phrases)
      expect([phrase, (await search(phrase)).sort()]).toEqual([phrase, [...expected].sort()])
  }
  const samsung = ['a55', 's24', 'case', 'a15', 'fridge-samsung', 'protector']

  it('matches Arabic ي and ك as Persian ی and ک', async () => {
    await sameSet(['كتاب', 'کتاب', 'كتاب'], ['book-live', 'book-code', 'stories'])
    expect(await search('گوشي موبايل سامسونگ')).toEqual(await search('گوشی موبایل سامسونگ'))
  })

  it('ignores diacritics', async () => {
    await sameSet(['کِتابْ', 'کتـاب', 'كِتاب'], ['book-live', 'book-code', 'stories'])
  })

  it('matches ZWNJ, space and no-space spellings alike', async () => {
    await sameSet(['می‌خواهم', 'می خواهم', 'میخواهم'], ['book-live'])
    await sameSet(['برنامه‌نویسی', 'برنامه نویسی', 'برنامهنویسی'], ['book-code'])
    await sameSet(['داستان‌های', 'داستانهای', 'داستان های'], ['stories'])
    await sameSet(['لپ‌تاپ', 'لپ تاپ', 'لپتاپ'], ['rog', 'tuf'])
  })

  it('matches Persian, Arabic and Latin digits alike', async () => {
    await sameSet(['256', '۲۵۶', '٢٥٦', 'ظرفیت ۲۵۶ گیگابایت'], ['a55', 'poco'])
    await sameSet(['۳۳ وات', '33 وات'], ['charger'])
  })

  it('finds a brand by its Persian or Latin name, in any letter case', async () => {
    await sameSet(['سامسونگ', 'samsung', 'SAMSUNG', 'Samsung'], samsung)
    await sameSet(['گوشی اپل', 'گوشی apple'], ['iphone15', 'iphone15pro'])
  })

  it('still finds products through a small typo', async () => {
    await sameSet(['سامسنگ', 'سامصونگ', 'smasung'], samsung)
    await sameSet(['شیاومی'], ['note13', 'charger', 'poco', 'redmi13c'])
    await sameSet(['گوشی سامسنگ'], ['a55', 's24', 'a15', 'case', 'protector'])
  })

  it('leaves out a word that matches nothing together with the rest', async () => {
    await sameSet(['سامسونگ xq', 'samsung q94'], samsung)
    await sameSet(['گوشی اپل q94'], ['iphone15', 'iphone15pro'])
  })

  it('falls back to trigram similarity for a word too far from any known one', async () => {
    await sameSet(['سامسوووونگ'], samsung)
    expect(await search('ققققق ججججج')).toEqual([])
  })

  it('ranks names that lead with the words first, then by sales; other sorts still apply', async () => {
    expect(await search('گوشی سامسونگ')).toEqual(['a55', 's24', 'a15', 'case', 'protector'])
    expect(await search('گوشی سامسونگ', 'cheapest')).toEqual(['protector', 'case', 'a15', 'a55', 's24'])
    expect((await search('قاب گوشی'))[0]).toBe('case')
  })

  it('suggests category phrases with all three fields, and caches them 300 s', async () => {
    const res = await api.GET('/public/suggestions', { params: { query: { phrase: 'سامس' } } })
    expect(res.response.headers.get('cache-control')).toBe('public, max-age=300')
    const items = res.data?.items ?? []
    expect(items[0]).toEqual({
      id: f.category['mobile-phone'],
      phrase: 'گوشی موبایل سامسونگ',
      fname: 'گوشی موبایل',
      slug: 'mobile-phone',
    })
    expect(items.map((s) => s.phrase)).toContain('لوازم جانبی موبایل سامسونگ')
    for (const s of items) expect(s.id && s.phrase && s.fname).toBeTruthy()
    const latin = await unwrap(api.GET('/public/suggestions', { params: { query: { phrase: 'samsung' } } }))
    expect(latin.items[0].phrase).toBe('گوشی موبایل سامسونگ')
  })

  it('suggests the matching category itself, and corrects typos', async () => {
    const phone = await unwrap(api.GET('/public/suggestions', { params: { query: { phrase: 'گوشي' } } }))
    expect(phone.items[0]).toMatchObject({ id: f.category['mobile-phone'], phrase: 'گوشی موبایل' })
    const typo = await unwrap(api.GET('/public/suggestions', { params: { query: { phrase: 'سامسنگ' } } }))
    expect(typo.items.map((s) => s.phrase)).toContain('گوشی موبایل سامسونگ')
    const none = await unwrap(api.GET('/public/suggestions', { params: { query: { phrase: 'ققققق' } } }))
    expect(none.items).toEqual([])
  })

  it('suggests for a half-typed word, joined or not', async () => {
    const phrases = async (phrase: string) =>
      (await unwrap(api.GET('/public/suggestions', { params: { query: { phrase } } }))).items.map((s) => s.phrase)
    expect(await phrases('یخچا')).toEqual(expect.arrayContaining(['یخچال و فریزر', 'یخچال و فریزر سامسونگ']))
    expect(await phrases('لپتا')).toEqual(expect.arrayContaining(['لپ‌تاپ', 'لپ‌تاپ گیمینگ ایسوس']))
    expect(await phrases('داستانه')).toEqual(['داستان'])
  })

  it('serves suggestions cached for an Arabic spelling in Persian letters (issue 11, item 9)', async () => {
    const phrases = async (phrase: string) =>
      (await unwrap(api.GET('/public/suggestions', { params: { query: { phrase } } }))).items.map((s) => s.phrase)
    // The Arabic spelling is asked first, so it fills the cache the Persian one is then served from.
    const arabic = await phrases('گوشي موبايل ٢٥٦')
    const persian = await phrases('گوشی موبایل ۲۵۶')
    expect(persian).toContain('گوشی موبایل ۲۵۶')
    expect(arabic).toEqual(persian)
    for (const phrase of [...arabic, ...persian]) expect(phrase).not.toMatch(/[يىك٠-٩]/)
  })

  it("opens a category suggestion on that category's products (issue 11, item 2)", async () => {
    const suggested = await unwrap(api.GET('/public/suggestions', { params: { query: { phrase: 'لوازم تحریر' } } }))
    const pick = suggested.items.find((s) => s.id === f.category.books)
    expect(pick).toMatchObject({ phrase: 'کتاب و لوازم تحریر', fname: 'کتاب و لوازم تحریر' })
    const list = (query: { category: number; search?: string }) =>
      unwrap(api.GET('/public/products', { params: { query: { ...query, limit: 100 } } }))
    // What the search box opens: /products?category=<id>&search=<phrase>
    const opened = await list({ category: f.category.books, search: pick?.phrase })
    const category = await list({ category: f.category.books })
    expect(opened.items.length).toBeGreaterThan(0)
    expect(opened.items.map((i) => i.id)).toEqual(category.items.map((i) => i.id))
    expect(opened.total).toBe(category.total)
    // The same in Arabic letters, with ZWNJ or spaces, and an ancestor's name from a subcategory
    const spelled = await list({ category: f.category.books, search: 'كتاب  و لوازم تحرير' })
    expect(spelled.items.map((i) => i.id)).toEqual(category.items.map((i) => i.id))
    const book = await list({ category: f.category.book })
    const fromParent = await list({ category: f.category.book, search: 'کتاب و لوازم تحریر' })
    expect(fromParent.items.map((i) => i.id)).toEqual(book.items.map((i) => i.id))
    // Other words still search within the category.
    const narrowed = await list({ category: f.category.books, search: 'برنامه‌نویسی' })
    expect(narrowed.items.map((i) => i.id)).toEqual([f.product['book-code']])
  })

  it('refuses a suggestion phrase under 2 characters with 422 and a Persian detail', async () => {
    for (const phrase of ['a', ' ب ', 'ِ ']) {
      const res = await api.GET('/public/suggestions', { params: { query: { phrase } } })
      expect(res.response.status).toBe(422)
      expect(res.error?.detail).toMatch(/[\u0600-\u06FF]/)
    }
    const missing = await fetch(`${server().baseUrl}/public/suggestions`)
    expect(missing.status).toBe(422)
  })

  it('searches the catalogue service with the same Persian rules, cached 300 s', async () => {
    const catalogue = createApiClient({ baseUrl: `${server().origin}/catalogue` })
    const res = await catalogue.GET('/products/search/fast', { params: { query: { query: 'سامسونگ ۲۵۶' } } })
    expect(res.response.headers.get('cache-control')).toBe('public, max-age=300')
    expect(res.data?.total).toBe(1)
    expect(res.data?.items[0]).toMatchObject({
      name_en: 'Samsung Galaxy A55 256GB',
      brand: { slug: 'samsung', name_fa: 'سامسونگ', name_en: 'Samsung' },
      category: { slug: 'mobile-phone', name_fa: 'گوشی موبایل', path: ['کالای دیجیتال', 'موبایل', 'گوشی موبایل'] },
      specs: { internal_storage: '256gb' },
      image_urls: ['https://catalogue.example/images/1.webp'],
    })
    const paged = await unwrap(
      catalogue.GET('/products/search/fast', { params: { query: { query: 'SAMSUNG', page: 2, limit: 1 } } }),
    )
    expect(paged).toMatchObject({ total: 2, page: 2, limit: 1 })
    expect(paged.items).toHaveLength(1)
    const typo = await unwrap(catalogue.GET('/products/search/fast', { params: { query: { query: 'شیاومی' } } }))
    expect(typo.items.map((i) => i.name_en)).toEqual(['Xiaomi Redmi Note 13'])
    for (const query of ['query=', 'query=%20%20', 'query=x&page=0', 'query=x&limit=abc', '']) {
      const bad = await fetch(`${server().origin}/catalogue/products/search/fast?${query}`)
      expect([query, bad.status]).toEqual([query, 422])
    }
  })
})
