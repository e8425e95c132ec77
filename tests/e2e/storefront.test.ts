// The storefront in Chromium against the real server with the seeded demo catalogue: home → a
// category → a facet (the URL changes, the list narrows) → a product page (gallery, offers, price
// in Persian digits and toman) → the header search with its suggestions → the products page; an
// empty search; the phone layout with the facet drawer. Screenshots for a human to look at.
import type { Locator, Page, Request } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DESKTOP, type E2E, PHONE, screenshot, startE2E } from './harness'
import { animationsDone, appSettled, idle } from './waits'

const PERSIAN_PRICE = /^[۰-۹]{1,3}(٬[۰-۹]{3})* تومان$/

function fromPersian(text: string): number {
  const latin = text.replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x06f0)).replace(/[^\d]/g, '')
  return Number(latin)
}

/** The «۸۶ کالا» count above a product list. */
async function listCount(page: Page): Promise<number> {
  const count = page.locator('p[aria-live=polite]').filter({ hasText: 'کالا' }).first()
  await count.waitFor()
  return fromPersian((await count.textContent()) ?? '')
}

/**
 * Checks a facet option and returns the count the list then shows: the total of the API's answer
 * to the narrowed query, once the «۸۶ کالا» line has caught up with it.
 */
async function checkAndCount(page: Page, option: Locator): Promise<number> {
  const answer = page.waitForResponse((response) => {
    const url = new URL(response.url())
    return url.pathname === '/api/v1/public/products' && url.searchParams.has('specs')
  })
  await option.check()
  await page.waitForURL((url) => url.searchParams.has('specs'))
  const { total } = (await (await answer).json()) as { total: number }
  await expect.poll(() => listCount(page)).toBe(total)
  return total
}

/** Lazy images load before a screenshot (a screenshot does not scroll): SHOTS=1 only. */
async function loadImages(page: Page) {
  await page.evaluate(async () => {
    const images = Array.from(document.images)
    for (const img of images) img.loading = 'eager'
    await Promise.all(images.map((img) => img.decode().catch(() => undefined)))
  })
}

async function shot(page: Page, name: string, fullPage = false) {
  if (!process.env.SHOTS) return
  await loadImages(page)
  await screenshot(page, name, { fullPage })
}

function sidebar(page: Page): Locator {
  return page.getByRole('complementary', { name: 'فیلترها' })
}

describe('storefront in Chromium', () => {
  let e2e: E2E
  beforeAll(async () => {
    e2e = await startE2E({ seed: { products: 400 } })
  })
  afterAll(async () => {
    await e2e?.close()
  })

  it('goes from home to a category, narrows it with a facet and opens a product', async () => {
    const { page, context } = await e2e.newPage(DESKTOP)
    await page.goto(`${e2e.server.origin}/`)
    await page.getByRole('heading', { name: 'راسته، بازار آنلاین فروشگاه‌های ایرانی' }).waitFor()
    await page.getByTestId('product-card').first().waitFor()
    expect(await page.title()).toContain('راسته')
    await shot(page, 'storefront-home-desktop', true)

    await page.getByRole('navigation', { name: 'دسته‌بندی‌ها' }).getByRole('link', { name: 'کالای دیجیتال' }).click()
    await page.getByRole('heading', { level: 1, name: 'کالای دیجیتال' }).waitFor()
    await page.getByRole('navigation', { name: 'زیردسته‌ها' }).getByRole('link', { name: 'موبایل', exact: true }).click()
    await page.getByRole('heading', { level: 1, name: 'موبایل' }).waitFor()
    await page.getByRole('navigation', { name: 'زیردسته‌ها' }).getByRole('link', { name: 'گوشی موبایل' }).click()
    await page.getByRole('heading', { level: 1, name: 'گوشی موبایل' }).waitFor()
    // The app keeps the title the server's HTML gave (one table, sdk/rules/page-titles.ts).
    expect(await page.title()).toBe('خرید گوشی موبایل | راسته')
    const before = await listCount(page)
    expect(before).toBeGreaterThan(1)

    // The first RAM option that keeps some phones but not all of them.
    const ram = sidebar(page).getByRole('group', { name: 'حافظه رم' })
    await ram.getByRole('checkbox').first().waitFor()
    const options = await ram.getByRole('checkbox').count()
    let narrowed = 0
    for (let i = 0; i < options && !narrowed; i++) {
      const option = ram.getByRole('checkbox').nth(i)
      const n = await checkAndCount(page, option)
      if (n > 0 && n < before) narrowed = n
      else await option.uncheck()
    }
    expect(narrowed).toBeGreaterThan(0)
    expect(new URL(page.url()).searchParams.get('specs')).toMatch(/^\{"ram":\["\w+"\]\}$/)
    expect(await page.getByTestId('product-card').count()).toBe(Math.min(narrowed, 20))
    await shot(page, 'storefront-category-desktop')

    // Reloading keeps the filter: it lives in the URL.
    await page.reload()
    await expect.poll(() => listCount(page)).toBe(narrowed)

    const firstCard = page.getByTestId('product-card').first()
    const name = (await firstCard.getByRole('heading').textContent()) ?? ''
    await firstCard.click()
    await page.getByRole('heading', { level: 1, name }).waitFor()
    expect(await page.title()).toBe(`${name} | راسته`)
    await expect
      .poll(() => page.getByTestId('gallery-main').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0)
    const buyBox = page.getByTestId('buy-box')
    const price = ((await buyBox.getByTestId('price').textContent()) ?? '').trim()
    expect(price).toMatch(PERSIAN_PRICE)
    expect(await buyBox.textContent()).not.toMatch(/[0-9]/)
    expect(await page.getByTestId('offer').count()).toBeGreaterThan(0)
    expect(await page.getByRole('row').count()).toBeGreaterThan(1)
    await page.getByRole('button', { name: 'افزودن به سبد خرید', exact: true }).click()
    // Signed out, add-to-cart goes to the login screen, which would bring the visitor back here.
    await page.waitForURL(
      (u) => u.pathname === '/login' && /^\/products\/\d+\//.test(u.searchParams.get('returnTo') ?? ''),
    )
    await page.goBack()
    await page.getByRole('heading', { level: 1, name }).waitFor()
    await shot(page, 'storefront-product-desktop', true)
    await context.close()
  })

  it('searches from the header: suggestions, Enter, and an empty result', async () => {
    const { page, context } = await e2e.newPage(DESKTOP)
    const suggestionCalls: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/public/suggestions'))
        suggestionCalls.push(new URL(request.url()).searchParams.get('phrase') ?? '')
    })
    await page.goto(`${e2e.server.origin}/`)
    // Once the app runs the page, its clock is Playwright's: the debounce's wait is run through at once.
    await appSettled(page)
    await page.clock.install()
    const box = page.getByRole('combobox', { name: 'جستجو در راسته' })

    await box.pressSequentially('گ')
    // Past the 300 ms debounce (src/api/search.ts), and the page idle after it.
    await page.clock.runFor(500)
    await idle(page)
    expect(suggestionCalls).toEqual([]) // one character asks for nothing
    await box.pressSequentially('وشی', { delay: 50 })
    const list = page.getByRole('listbox', { name: 'پیشنهادهای جستجو' })
    await list.waitFor()
    expect(suggestionCalls).toEqual(['گوشی']) // debounced: one request for the whole phrase
    expect(await box.getAttribute('aria-expanded')).toBe('true')
    await shot(page, 'storefront-suggestions-desktop')

    await box.press('ArrowDown')
    const first = list.getByRole('option').first()
    expect(await first.getAttribute('aria-selected')).toBe('true')
    expect(await box.getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'))
    const phrase = ((await first.locator('span').first().textContent()) ?? '').trim()
    await first.click()
    await page.waitForURL((url) => url.pathname === '/products' && url.searchParams.has('category'))
    expect(new URL(page.url()).searchParams.get('search')).toBe(phrase)
    expect(await box.inputValue()).toBe('')
    // (A category's own name opens that category's page, titled with its name: issue 11, item 2.)
    await page.getByRole('heading', { level: 1, name: phrase, exact: false }).waitFor()
    expect(await listCount(page)).toBeGreaterThan(0)

    await box.fill('  گوشی موبایل  ')
    await box.press('Enter')
    await page.waitForURL((url) => url.pathname === '/search')
    expect(new URL(page.url()).searchParams.get('q')).toBe('گوشی موبایل')
    expect(await box.inputValue()).toBe('')
    await page.getByRole('heading', { name: 'نتایج جستجو برای «گوشی موبایل»' }).waitFor()
    expect(await listCount(page)).toBeGreaterThan(0)
    await shot(page, 'storefront-search-desktop')

    // A click outside clears the box.
    await box.fill('کتاب')
    await page.mouse.click(8, DESKTOP.height - 8)
    expect(await box.inputValue()).toBe('')

    await page.goto(`${e2e.server.origin}/search?q=${encodeURIComponent('زززقققق')}`)
    await page.getByText('نتیجه‌ای یافت نشد', { exact: true }).waitFor()
    await context.close()
  })

  /** The reads of the product page's parts that load when they come near the screen. */
  const NEAR_SCREEN_READS = /^\/api\/v1\/public\/products\/\d+\/(price-history|reviews|questions)(\?|$)/

  it('opens a page with what its HTML names: route scripts and the font fetched once, its first reads from the server-rendered HTML', async () => {
    const { page, context } = await e2e.newPage(PHONE)
    const fetched = new Map<string, number>()
    const asked: string[] = []
    const inFlight = new Set<Request>()
    page.on('request', (req) => {
      inFlight.add(req)
      const url = new URL(req.url())
      if (url.pathname.startsWith('/api/v1/')) asked.push(url.pathname + url.search)
    })
    page.on('requestfinished', (req) => inFlight.delete(req))
    page.on('requestfailed', (req) => inFlight.delete(req))
    page.on('response', (res) => {
      const path = new URL(res.url()).pathname
      if (path.startsWith('/assets/')) fetched.set(path, (fetched.get(path) ?? 0) + 1)
    })
    const [product] = (await (await fetch(`${e2e.server.origin}/api/v1/public/products?limit=1`)).json()).items
    for (const [path, ready] of [
      ['/categories/mobile-phone', () => page.getByTestId('product-card').first().waitFor()],
      ['/', () => page.getByTestId('product-card').first().waitFor()],
      [`/products/${product.id}/${product.slug}`, () => page.getByTestId('gallery-main').waitFor()],
    ] as const) {
      fetched.clear()
      asked.length = 0
      await page.goto(`${e2e.server.origin}${path}`)
      await ready()
      // The app has hydrated the page and settled, and every request the page made is answered.
      await appSettled(page)
      await expect.poll(() => inFlight.size).toBe(0)
      const { preloads, embedded } = await page.evaluate(() => ({
        preloads: [
          ...document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload], link[rel=preload][as=font]'),
        ].map((link) => new URL(link.href).pathname),
        // The server rendered the page from these reads (its Query cache, dehydrated into the HTML).
        embedded: (
          JSON.parse(document.getElementById('query-state')?.textContent ?? '{"queries":[]}') as {
            queries: { queryHash: string }[]
          }
        ).queries.map((query) => query.queryHash),
      }))
      expect(preloads.some((href) => href.endsWith('.woff2'))).toBe(true)
      // A part that loads late (near the screen, or when idle) has its script's links added by
      // Vite's preload helper just before their fetch starts: wait for those fetches to end.
      await expect.poll(() => preloads.filter((href) => !fetched.has(href)), { message: path }).toEqual([])
      await expect.poll(() => inFlight.size).toBe(0)
      // A preload the page does not use as it asked (a crossorigin mismatch) is fetched twice.
      for (const href of preloads) expect(fetched.get(href), `${path}: ${href}`).toBe(1)
      // The page's first reads all come from its HTML: the server rendered it from the same queries
      // the browser's routes ask for, so hydrating asks the network for nothing.
      // The parts below the fold that load as they come near the screen (lib/use-near-screen.ts:
      // the price chart, reviews and questions) ask for their own data after hydrating, on a short
      // page at once: those are not first reads, and the others must not be among them.
      expect(embedded.length, path).toBeGreaterThan(0)
      expect(
        asked.filter((address) => !NEAR_SCREEN_READS.test(address)),
        path,
      ).toEqual([])
      // A route split from the first script has its own script named, so it does not wait for it.
      if (path !== '/') expect(preloads.filter((href) => !href.endsWith('.woff2')).length, path).toBeGreaterThan(0)
    }
    await context.close()
  })

  it("names every public page's route scripts in its HTML, each one served", async () => {
    const text = async (path: string) => (await fetch(`${e2e.server.origin}${path}`)).text()
    const sitemap = await text('/sitemap.xml')
    // A small catalogue's sitemap lists the pages itself; a larger one is an index of sitemaps.
    const lists = sitemap.includes('<sitemapindex') ? await text('/sitemap-pages.xml') : sitemap
    const paths = [...lists.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname)
    // One page of each kind, and the pages the sitemap leaves out.
    const kinds = new Map<string, string>()
    for (const path of paths) {
      const kind = path
        .split('/')
        .map((part, i) => (i < 2 ? part : 'x'))
        .join('/')
      if (!kinds.has(kind)) kinds.set(kind, path)
    }
    const pages = [...kinds.values(), '/search', '/sellers', '/about', '/faq', '/contact', '/terms']
    expect(pages.length).toBeGreaterThanOrEqual(14)
    const served = new Set<string>()
    for (const path of pages) {
      const html = await text(path)
      // A server-rendered page hands them to its boot script, which asks for them once the page
      // has painted (public/boot.js, decision 024); the script is async, so the first layout and
      // paint do not wait for it (as a deferred one made them, with DOMContentLoaded: decision 042).
      const boot = /<script async src="\/boot\.js" data-app="[^"]+" data-preload="([^"]*)"([^>]*)>/.exec(html)
      const hrefs = (boot?.[1] ?? '').split(' ').filter(Boolean)
      // Nor is the web manifest fetched while the page paints: its link comes with the scripts
      // (decision 034), and so do the icons; the favicon's empty stand-in keeps Chrome from asking
      // for /favicon.ico meanwhile (decision 045).
      expect(boot?.[2], path).toBe(
        ' data-links="apple-touch-icon=/icons/apple-touch-icon.png manifest=/manifest.webmanifest icon=/favicon.svg"',
      )
      expect(html, path).not.toContain('<link rel="manifest"')
      expect(html, path).toContain('<link rel="icon" href="data:,">')
      // Home is in the first script (vite.config.ts); every other page's route is named.
      if (path === '/') expect(hrefs, path).toEqual([])
      else expect(hrefs.length, path).toBeGreaterThan(0)
      for (const href of hrefs) {
        if (served.has(href)) continue
        const res = await fetch(`${e2e.server.origin}${href}`)
        expect(res.status, href).toBe(200)
        expect(res.headers.get('content-type'), href).toContain('javascript')
        served.add(href)
      }
    }
  })

  it('works on a phone: facets in a drawer, the product page, and the mobile search', async () => {
    const { page, context } = await e2e.newPage(PHONE)
    await page.goto(`${e2e.server.origin}/`)
    await page.getByTestId('product-card').first().waitFor()
    await shot(page, 'storefront-home-phone', true)

    await page.goto(`${e2e.server.origin}/categories/mobile-phone`)
    await page.getByRole('heading', { level: 1, name: 'گوشی موبایل' }).waitFor()
    expect(await sidebar(page).isVisible()).toBe(false)
    await shot(page, 'storefront-category-phone')
    await page.getByRole('button', { name: /فیلترها/ }).click()
    const drawer = page.getByRole('dialog', { name: 'فیلترها' })
    await drawer.waitFor()
    // The drawer comes in from the start side: the right edge in Persian (once it has slid in).
    await animationsDone(page)
    const box = await drawer.boundingBox()
    expect(Math.round((box?.x ?? 0) + (box?.width ?? 0))).toBe(PHONE.width)
    await drawer.getByRole('switch', { name: 'فقط کالاهای موجود' }).check()
    await page.waitForURL((url) => url.searchParams.get('in_stock') === 'true')
    await shot(page, 'storefront-facets-drawer-phone')
    await drawer.getByRole('button', { name: /^نمایش .* کالا$/ }).click()
    await drawer.waitFor({ state: 'hidden' })

    await page.getByTestId('product-card').first().click()
    await page.getByTestId('buy-box').waitFor()
    await shot(page, 'storefront-product-phone', true)

    await page.getByRole('button', { name: 'جستجو', exact: true }).click()
    const search = page.getByRole('combobox', { name: 'جستجو در راسته' })
    await search.pressSequentially('کفش', { delay: 50 })
    await page.getByRole('listbox', { name: 'پیشنهادهای جستجو' }).waitFor()
    await shot(page, 'storefront-suggestions-phone')
    await search.press('Enter')
    await page.waitForURL((url) => url.pathname === '/search')
    await page.getByRole('heading', { name: 'نتایج جستجو برای «کفش»' }).waitFor()
    await page.getByTestId('product-card').first().waitFor()
    await shot(page, 'storefront-search-phone')
    await context.close()
  })
})
