// Every item the API returns for a page is on the page once it settles: product lists show all
// of a page's cards (not the first few of a progressive render), and the home and store pages
// show every curated section their homepage answer holds. Each expectation is the API's own
// answer for the address the page reads, fetched here.
import { sql } from 'drizzle-orm'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Schemas } from '#sdk'
import { rowsOf } from '../../server/seed/catalog/bulk'
import { DESKTOP, type E2E, startE2E } from './harness'

type ProductPage = Schemas['ProductSummaryPage']
type Homepage = Schemas['Homepage']

/** Ids of the cards in the product list (not the rails above it), in order. */
function listIds(page: Page): Promise<number[]> {
  return page
    .getByRole('region', { name: 'فهرست کالاها' })
    .getByTestId('product-card')
    .evaluateAll((cards) => cards.map((a) => Number(a.getAttribute('href')?.split('/')[2])))
}

/** The homepage sections on the page, each with the products, bundles or articles it links to. */
function shownSections(page: Page): Promise<{ id: string; items: string[] }[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('section[aria-labelledby]'))
      .map((section) => ({
        id: section.getAttribute('aria-labelledby') ?? '',
        items: Array.from(section.querySelectorAll('a[href]'))
          .map((a) => /^\/(products\/\d+|bundles\/[^/?]+|blog\/\d+)/.exec(a.getAttribute('href') ?? '')?.[1])
          .filter((href): href is string => Boolean(href)),
      }))
      .filter((s) => /^(store-)?home-(products|bundles|articles)$|^discount-\d+$/.test(s.id)),
  )
}

/** What HomepageSections renders for a homepage answer: its sections in order, with their items. */
function expectedSections(home: Homepage, prefix = ''): { id: string; items: string[] }[] {
  const products = (list: { id: number }[]) => list.map((p) => `products/${p.id}`)
  return [
    ...(home.products.length ? [{ id: `${prefix}home-products`, items: products(home.products) }] : []),
    ...home.discounts
      .filter((d) => d.products.length)
      .map((d) => ({ id: `discount-${d.id}`, items: products(d.products) })),
    ...(home.bundles.length
      ? [{ id: `${prefix}home-bundles`, items: home.bundles.map((b) => `bundles/${b.slug}`) }]
      : []),
    ...(home.articles.length
      ? [{ id: `${prefix}home-articles`, items: home.articles.map((a) => `blog/${a.id}`) }]
      : []),
  ]
}

describe('pages show every item the API returns', () => {
  let e2e: E2E
  const api = async <T>(path: string): Promise<T> => {
    const res = await fetch(`${e2e.server.baseUrl}${path}`)
    expect(res.status, path).toBe(200)
    return (await res.json()) as T
  }

  async function expectFullList(path: string, apiPath: string) {
    const answer = await api<ProductPage>(apiPath)
    // More than two progressive steps' worth, so a render that stops early shows fewer.
    expect(answer.items.length, apiPath).toBe(20)
    const { page, context } = await e2e.newPage(DESKTOP)
    await page.goto(`${e2e.server.origin}${path}`)
    await page.getByRole('region', { name: 'فهرست کالاها' }).getByTestId('product-card').first().waitFor()
    await expect.poll(() => listIds(page), { timeout: 5_000 }).toEqual(answer.items.map((p) => p.id))
    await context.close()
  }

  beforeAll(async () => {
    e2e = await startE2E({ seed: { products: 400 } })
  })
  afterAll(async () => {
    await e2e?.close()
  })

  it('a category page, /products and /search show all 20 cards of their first page', async () => {
    // A top category: its list holds its descendants' products, more than a page of them.
    const [category] = rowsOf<{ id: number; slug: string }>(
      await e2e.server.app.deps.db.execute(
        sql`select id, slug from categories where parent_id is null order by id limit 1`,
      ),
    )
    await expectFullList(`/categories/${category.slug}`, `/public/products?category=${category.id}&skip=0&limit=20`)
    await expectFullList('/products', '/public/products?skip=0&limit=20')
    // A phrase that finds more than a page of products in the seeded catalogue.
    let phrase = ''
    for (const word of ['مدل', 'گوشی', 'کتاب']) {
      const found = await api<ProductPage>(`/public/products?search=${encodeURIComponent(word)}&skip=0&limit=20`)
      if (found.items.length === 20) {
        phrase = word
        break
      }
    }
    expect(phrase).not.toBe('')
    await expectFullList(
      `/search?q=${encodeURIComponent(phrase)}`,
      `/public/products?search=${encodeURIComponent(phrase)}&skip=0&limit=20`,
    )
  })

  it('home shows every section of its homepage answer, with every item', async () => {
    const home = await api<Homepage>('/homepage/?limit=5')
    const expected = expectedSections(home)
    // The seed's global homepage holds products, bundles, articles and discounts.
    expect(home.bundles.length * home.articles.length * home.discounts.length).toBeGreaterThan(0)
    const { page, context } = await e2e.newPage(DESKTOP)
    await page.goto(`${e2e.server.origin}/`)
    await page.getByTestId('product-card').first().waitFor()
    await expect.poll(() => shownSections(page), { timeout: 5_000 }).toEqual(expected)
    await context.close()
  })

  it('an article shows its excerpt once, not again as its first paragraph', async () => {
    const posts = await api<Schemas['BlogPostPage']>('/public/blog-posts?limit=1')
    const post = await api<Schemas['BlogPost']>(`/public/blog-posts/${posts.items[0].id}`)
    expect(post.excerpt).toBeTruthy()
    const opening = (post.excerpt ?? '').replace(/…$/, '').slice(0, 40)
    const { page, context } = await e2e.newPage(DESKTOP)
    await page.goto(`${e2e.server.origin}/blog/${post.id}/${post.slug}`)
    await page.getByRole('heading', { level: 1, name: post.title }).waitFor()
    const text = (await page.getByRole('article').textContent()) ?? ''
    expect(text.split(opening).length - 1).toBe(1)
    await context.close()
  })

  it('a store page shows its homepage sections (articles too) and all cards of its list', async () => {
    // A store with curated articles and bundles, and more than one page of products.
    const [store] = rowsOf<{ id: number }>(
      await e2e.server.app.deps.db.execute(sql`select s.id from stores s
        where s.verified
          and exists (select 1 from homepage_resources h where h.store_id = s.id and h.resource_type = 'article')
          and (select count(*) from offers o where o.store_id = s.id) > 20
        order by s.id limit 1`),
    )
    expect(store).toBeDefined()
    const home = await api<Homepage>(`/homepage/store/${store.id}?limit=5`)
    expect(home.articles.length).toBeGreaterThan(0)
    const list = await api<ProductPage>(`/public/products?store_id=${store.id}&skip=0&limit=20`)
    expect(list.items.length).toBe(20)
    const { page, context } = await e2e.newPage(DESKTOP)
    await page.goto(`${e2e.server.origin}/stores/${store.id}`)
    await page.getByRole('region', { name: 'فهرست کالاها' }).getByTestId('product-card').first().waitFor()
    await expect.poll(() => shownSections(page), { timeout: 5_000 }).toEqual(expectedSections(home, 'store-'))
    await expect.poll(() => listIds(page), { timeout: 5_000 }).toEqual(list.items.map((p) => p.id))
    await context.close()
  })
})
