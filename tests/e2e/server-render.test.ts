// The public pages come from the server's HTML (issue 17, decision 022), in Chromium against the
// real build (dist/ and dist-ssr/):
// - with scripts off, every page kind already shows what its API answers hold: each product of a
//   list, the product's name and price, the store, the post, the bundle, the information pages;
// - with scripts on, each kind hydrates without a mismatch (the harness fails the file on any),
//   and a link then navigates inside the app, not by loading a new document;
// - a signed-in customer's page hydrates the same HTML, then shows their own header and cart.
import { sql } from 'drizzle-orm'
import type { BrowserContext, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatDate } from '#lib/fa'
import type { Schemas } from '#sdk'
import { findFaq } from '#sdk/rules/faq'
import { catalogChanged } from '../../server/db/caches'
import { DESKTOP, type E2E, PHONE, screenshot, signIn, startE2E, toPersian } from './harness'
import { appSettled } from './waits'

interface ListAnswer {
  items: { id: number; name_fa: string; slug: string }[]
  total: number
}

describe('server-rendered public pages', () => {
  let e2e: E2E
  let noScript: BrowserContext
  const api = async <T>(path: string): Promise<T> => {
    const res = await fetch(`${e2e.server.origin}/api/v1${path}`)
    expect(res.status, path).toBe(200)
    return (await res.json()) as T
  }

  beforeAll(async () => {
    e2e = await startE2E({ seed: { products: 400 } })
    noScript = await e2e.browser.newContext({ viewport: PHONE, locale: 'fa-IR', javaScriptEnabled: false })
  })
  afterAll(async () => {
    await noScript?.close()
    await e2e?.close()
  })

  /** The page as the HTML alone paints it: no script runs. */
  async function withoutScripts(path: string): Promise<Page> {
    const page = await noScript.newPage()
    const res = await page.goto(`${e2e.server.origin}${path}`)
    expect(res?.status(), path).toBe(200)
    return page
  }

  const cardNames = (page: Page) =>
    page.getByTestId('product-card').evaluateAll((cards) => cards.map((card) => card.textContent ?? ''))

  it('paints every product of a category, a search and the full list before any script', async () => {
    const category = await api<{ slug: string; id: number }>('/categories/slug/mobile-phone/')
    const phone = encodeURIComponent('گوشی')
    // Each page's first page of products, as the API answers it to anyone.
    for (const [path, query] of [
      [`/categories/${category.slug}`, `category=${category.id}&skip=0&limit=20`],
      // The category by its slug too (it was dropped with a 308 to /products)
      [`/products?category=${category.slug}`, `category=${category.id}&skip=0&limit=20`],
      ['/products', 'skip=0&limit=20'],
      [`/search?q=${phone}`, `search=${phone}&skip=0&limit=20`],
    ]) {
      const page = await withoutScripts(path)
      const answer = await api<ListAnswer>(`/public/products?${query}`)
      expect(answer.items.length, path).toBeGreaterThan(0)
      const cards = await cardNames(page)
      expect(cards.length, path).toBe(answer.items.length)
      for (const item of answer.items)
        expect(
          cards.some((card) => card.includes(item.name_fa)),
          item.name_fa,
        ).toBe(true)
      await page.close()
    }
  })

  it('isolates the Latin run of a Persian name, left to right, on cards and the product page (issue 27)', async () => {
    const category = await api<{ slug: string; id: number }>('/categories/slug/mobile-phone/')
    const answer = await api<ListAnswer>(`/public/products?category=${category.id}&skip=0&limit=20`)
    const product = answer.items.find((p) => /[A-Za-z]/.test(p.name_fa) && /[\u0600-\u06ff]/.test(p.name_fa))
    expect(product, 'a Persian name with a Latin model').toBeTruthy()
    if (!product) return
    const latin = product.name_fa.match(/[A-Za-z0-9]+(?:[ \-./+_&:',]+[A-Za-z0-9]+)*[+%]?/)?.[0]
    const isolated = (scope: Locator) =>
      scope
        .locator('bdi[dir=ltr]')
        .evaluateAll((els) =>
          els.map((el) => `${getComputedStyle(el).unicodeBidi}:${getComputedStyle(el).direction}:${el.textContent}`),
        )
    let page = await withoutScripts(`/categories/${category.slug}`)
    const card = page.getByTestId('product-card').filter({ hasText: product.name_fa }).first()
    expect(await isolated(card.locator('h3'))).toContain(`isolate:ltr:${latin}`)
    await page.close()
    page = await withoutScripts(`/products/${product.id}/${product.slug}`)
    const title = page.getByRole('heading', { level: 1 })
    expect(await title.textContent()).toContain(product.name_fa)
    expect(await isolated(title)).toContain(`isolate:ltr:${latin}`)
    await page.close()
  })

  it('paints a product, a store, a post, a bundle, a brand, home and the information pages before any script', async () => {
    const [product] = (await api<ListAnswer>('/public/products?limit=1')).items
    const detail = await api<{ product: { name_fa: string }; best_offer: { price: number } | null }>(
      `/public/products/${product.id}`,
    )
    let page = await withoutScripts(`/products/${product.id}/${product.slug}`)
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain(detail.product.name_fa)
    if (detail.best_offer) {
      const price = toPersian(detail.best_offer.price.toLocaleString('en')).replace(/,/g, '٬')
      expect(await page.locator('main').textContent()).toContain(price)
    }
    await screenshot(page, 'ssr-product-no-script-412')
    await page.close()

    const pages = new Map<string, string>()
    const xml = await (await fetch(`${e2e.server.origin}/sitemap-pages.xml`)).text()
    for (const [, loc] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) {
      const path = new URL(loc).pathname
      const kind = path.split('/').slice(0, 2).join('/')
      if (/^\/(stores|blog|bundles|brand)\/./.test(path) && !pages.has(kind)) pages.set(kind, path)
    }
    expect([...pages.keys()].sort()).toEqual(['/blog', '/brand', '/bundles', '/stores'])
    for (const path of [
      ...pages.values(),
      '/',
      '/about',
      '/faq',
      '/contact',
      '/terms',
      '/sellers',
      '/stores',
      '/blog',
    ]) {
      page = await withoutScripts(path)
      const heading = (await page.locator('h1, h2').first().textContent())?.trim()
      expect(heading, path).toBeTruthy()
      await page.close()
    }
    page = await withoutScripts('/')
    const home = await api<{ products: { name_fa: string }[]; bundles: { name: string }[] }>('/homepage/?limit=5')
    const shown = await page.locator('main').textContent()
    expect(home.products.length).toBeGreaterThan(0)
    for (const item of home.products) expect(shown, item.name_fa).toContain(item.name_fa)
    for (const item of home.bundles) expect(shown, item.name).toContain(item.name)
    await screenshot(page, 'ssr-home-no-script-412')
    await page.close()
  })

  it('paints an FAQ question from the server, and answers 404 for an unknown question or category slug', async () => {
    const entry = findFaq('shipping-methods')
    const page = await withoutScripts('/faq/shipping-methods')
    await expect(page.title()).resolves.toBe(`${entry?.question} | راسته`)
    expect((await page.locator('h1').first().textContent())?.trim()).toBe(entry?.question)
    expect(await page.locator('main').textContent()).toContain(entry?.answer[0])
    await page.close()
    for (const path of ['/faq/no-such-question', '/products?category=no-such-category']) {
      const res = await fetch(`${e2e.server.origin}${path}`, { redirect: 'manual' })
      expect(res.status, path).toBe(404)
      expect(await res.text(), path).toContain('<title>صفحه پیدا نشد | راسته</title>')
    }
  })

  it('hydrates each page kind without a mismatch, then navigates inside the app', async () => {
    const { page, context } = await e2e.newPage(PHONE)
    const [product] = (await api<ListAnswer>('/public/products?limit=1')).items
    for (const path of [
      '/',
      '/categories/mobile-phone',
      `/products/${product.id}/${product.slug}`,
      '/stores',
      '/blog',
      '/about',
    ]) {
      await page.goto(`${e2e.server.origin}${path}`)
      await appSettled(page)
    }
    expect(e2e.hydrationErrors).toEqual([])
    // A hydrated page is the app: its links change the page without a new document.
    await page.goto(`${e2e.server.origin}/categories/mobile-phone`)
    await appSettled(page)
    await page.evaluate(() => {
      ;(window as unknown as { sameDocument: boolean }).sameDocument = true
    })
    await page.getByTestId('product-card').first().click()
    await page.waitForURL(/\/products\/\d+\//)
    await page.getByTestId('gallery-main').waitFor()
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)
    await context.close()
  })

  it("acts on a tap made before the app has started, once it has, with the visitor's own state", async () => {
    const { page, context } = await e2e.newPage(PHONE)
    const tapEarly = async (path: string) => {
      // The app's modules are held: the page is the server's HTML alone, painted and tappable.
      let release: () => void = () => {}
      const held = new Promise<void>((resolve) => {
        release = resolve
      })
      let asked = 0
      await page.route('**/assets/*.js', async (route) => {
        asked++
        await held
        await route.continue()
      })
      await page.goto(`${e2e.server.origin}${path}`)
      // (The boot script asks for them once the page has loaded and painted: seconds on a loaded machine.)
      await expect.poll(() => asked, { timeout: 15_000 }).toBeGreaterThan(0)
      await page.getByTestId('cart-button').click()
      expect(await page.getByTestId('cart-drawer').count()).toBe(0)
      release()
      return page.getByTestId('cart-drawer')
    }
    // A visitor: the drawer asks them to log in, and stays open once the page has settled.
    let drawer = await tapEarly('/')
    await drawer.getByText('برای دیدن سبد خرید وارد شوید').waitFor()
    await appSettled(page)
    expect(await drawer.isVisible()).toBe(true)
    await page.unrouteAll({ behavior: 'wait' })
    // A signed-in customer (the server's HTML is a visitor's): their own, empty cart.
    await page.goto(`${e2e.server.origin}/login`)
    await signIn(e2e, page, `0913${String(Date.now()).slice(-7)}`)
    await page.waitForURL((url) => !url.pathname.startsWith('/login'))
    drawer = await tapEarly('/about')
    await drawer.getByText('سبد خرید شما خالی است').waitFor()
    expect(await drawer.getByText('برای دیدن سبد خرید وارد شوید').count()).toBe(0)
    await page.unrouteAll({ behavior: 'wait' })
    expect(e2e.hydrationErrors).toEqual([])
    await context.close()
  })

  it("hydrates a signed-in customer's page from the same HTML, then shows their header and cart", async () => {
    const { page, context } = await e2e.newPage(PHONE)
    const phone = `0912${String(Date.now()).slice(-7)}`
    await page.goto(`${e2e.server.origin}/login`)
    await signIn(e2e, page, phone)
    await page.waitForURL((url) => !url.pathname.startsWith('/login'))
    const [product] = (await api<ListAnswer>('/public/products?in_stock=true&limit=1')).items
    await page.goto(`${e2e.server.origin}/products/${product.id}/${product.slug}`)
    await page
      .getByRole('button', { name: /افزودن به سبد/ })
      .first()
      .click()
    await expect.poll(() => page.getByTestId('cart-badge').textContent()).toBe('۱')
    // The server's HTML is a visitor's; after hydration the page is this customer's.
    const html = await (await fetch(`${e2e.server.origin}/`)).text()
    expect(html).not.toContain('data-testid="cart-badge"')
    await page.goto(`${e2e.server.origin}/`)
    await expect.poll(() => page.getByTestId('cart-badge').textContent()).toBe('۱')
    await appSettled(page)
    expect(e2e.hydrationErrors).toEqual([])
    await context.close()
  })

  it("keeps the server's title once the app has started and after a move inside it; sign-in pages have their own", async () => {
    const [product] = (await api<ListAnswer>('/public/products?limit=1')).items
    const xml = await (await fetch(`${e2e.server.origin}/sitemap-pages.xml`)).text()
    const brand = [...xml.matchAll(/<loc>[^<]*?(\/brand\/[^<]+)<\/loc>/g)][0]?.[1]
    expect(brand).toBeTruthy()
    const served = async (path: string) =>
      /<title>([^<]*)<\/title>/.exec(await (await fetch(`${e2e.server.origin}${path}`)).text())?.[1]
    const { page, context } = await e2e.newPage(DESKTOP)
    const paths = [
      '/',
      '/bundles',
      '/stores',
      '/blog',
      '/products',
      '/about',
      '/sellers',
      '/contact',
      '/terms',
      '/categories/mobile-phone',
      `/products/${product.id}/${product.slug}`,
      brand as string,
      '/login',
      '/register',
      '/register-store',
    ]
    const titles = new Map<string, string | undefined>()
    for (const path of paths) {
      titles.set(path, await served(path))
      await page.goto(`${e2e.server.origin}${path}`)
      await appSettled(page)
      expect(await page.title(), path).toBe(titles.get(path))
    }
    expect(titles.get('/bundles')).toBe('سبدهای ویژه | راسته')
    expect(titles.get('/login')).toBe('ورود | راسته')
    expect(titles.get('/register')).toBe('ثبت‌نام | راسته')
    // A move inside the app gives the page the title its own HTML has.
    await page.goto(`${e2e.server.origin}/`)
    await appSettled(page)
    await page.getByRole('banner').getByRole('link', { name: 'سبدهای ویژه' }).first().click()
    await page.waitForURL((url) => url.pathname === '/bundles')
    await expect.poll(() => page.title()).toBe(titles.get('/bundles'))
    await context.close()
  })

  it('says whose a home page discount is, which price its cards show, and its last day as picked', async () => {
    const { db } = e2e.server.app.deps
    type Home = { discounts: Schemas['HomepageDiscount'][] }
    const before = await api<Home>('/homepage/?limit=10')
    const wide = before.discounts.find((d) => d.store_id !== null && !d.requires_code && d.products.length)
    expect(wide).toBeTruthy()
    const d = wide as Schemas['HomepageDiscount']
    // An end written as the next Tehran day's start (what the panel sent before): the last day is
    // the day before, ten days from now.
    const last = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10)
    await db.execute(sql`update discounts set ends_at = ${`${last}T20:30:00Z`}::timestamptz where id = ${d.id}`)
    await catalogChanged(db)
    const home = await api<Home>('/homepage/?limit=10')
    const shown = home.discounts.find((x) => x.id === d.id) as Schemas['HomepageDiscount']
    expect(shown.store_name).toBeTruthy()
    // Cards priced by the discount's store, not the marketplace's best offer.
    expect(new Set(shown.products.map((p) => p.store_id))).toEqual(new Set([d.store_id]))

    for (const scripts of [false, true]) {
      const page = scripts ? (await e2e.newPage(PHONE)).page : await withoutScripts('/')
      if (scripts) await page.goto(`${e2e.server.origin}/`)
      const section = page.locator(`section[aria-labelledby="discount-${d.id}"]`)
      await section.waitFor()
      const text = (await section.textContent()) ?? ''
      expect(text).toContain(`فروشگاه ${shown.store_name}`)
      expect(text).toContain(`فرصت تا ${formatDate(last)}`)
      expect(text).toContain('قیمت‌های زیر قیمت همین فروشگاه با تخفیف است')
      await (scripts ? page.context().close() : page.close())
    }
  })

  it('renders a page again once an answer it showed has changed, and reuses it while none has (036)', async () => {
    const { db } = e2e.server.app.deps
    const html = async (path: string) => {
      const res = await fetch(`${e2e.server.origin}${path}`)
      expect(res.status, path).toBe(200)
      // One page, several encodings: a shared cache must tell them apart.
      expect(res.headers.get('vary'), path).toContain('accept-encoding')
      const text = await res.text()
      return text.slice(text.indexOf('<div id="root">'), text.indexOf('id="query-state"'))
    }
    type Home = { products: Schemas['ProductSummary'][] }
    const [product] = (await api<Home>('/homepage/?limit=5')).products
    const path = `/products/${product.id}/${product.slug}`
    const first = [await html('/'), await html(path)]
    // Nothing changed: the same markup (reused, or rendered again to the same bytes).
    expect([await html('/'), await html(path)]).toEqual(first)
    const renamed = 'کتری برقی تازه‌نام' // Persian only: a Latin run would be split off by its isolation
    await db.execute(sql`update products set name_fa = ${renamed} where id = ${product.id}`)
    await catalogChanged(db)
    // Both the product's page and home (whose curated row shows it) are rendered again at once.
    for (const page of [path, '/']) expect(await html(page)).toContain(renamed)
  })

  it('opens the search shortcut on a phone with its search box shown and focused', async () => {
    const { page, context } = await e2e.newPage(PHONE)
    await page.goto(`${e2e.server.origin}/search`)
    const box = page.getByRole('main').getByRole('combobox', { name: 'جستجو در راسته' })
    await box.waitFor()
    expect(await box.isVisible()).toBe(true)
    await expect.poll(() => box.evaluate((input) => input === document.activeElement)).toBe(true)
    // A phone typed with Latin digits shows Persian ones, as every number field does.
    await page.goto(`${e2e.server.origin}/login`)
    const phone = page.getByLabel('شماره موبایل')
    await phone.fill('09121234567')
    await expect.poll(() => phone.inputValue()).toBe('۰۹۱۲۱۲۳۴۵۶۷')
    await context.close()
  })
})
