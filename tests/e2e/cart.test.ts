// The cart in Chromium against the real server and the seeded catalogue: a signed-out add goes to
// login with returnTo and back; add from a product page opens the drawer; the stepper changes the
// quantity, the total and the header badge, each change with its own Idempotency-Key; a change
// made offline is sent when the connection returns; a sold-out item blocks the way on; remove
// leaves the empty state; a bundle adds one bundle line at its price (decision 021); the drawer's
// loading and error states; the /cart page. Screenshots of every drawer state at phone size.
import { eq, sql } from 'drizzle-orm'
import type { BrowserContext, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatNumber } from '#lib/fa'
import { offers } from '../../server/db/schema'
import { rowsOf } from '../../server/seed/catalog/bulk'
import { nextPhone } from '../api/harness'
import { DESKTOP, type E2E, PHONE, signIn, startE2E } from './harness'
import { settledScreenshot } from './waits'

/** A screenshot once the drawer has slid in and its pictures have loaded (SHOTS=1 only). */
const shot = (page: Page, name: string) => settledScreenshot(page, name)

const drawerOf = (page: Page) => page.getByTestId('cart-drawer')
const badgeText = (page: Page) => page.getByTestId('cart-badge').textContent()

async function openDrawer(page: Page): Promise<Locator> {
  await page.getByTestId('cart-button').click()
  const drawer = drawerOf(page)
  await drawer.waitFor()
  return drawer
}

interface Product {
  id: number
  slug: string
  name_fa: string
  offer_id: number
}

describe('cart in Chromium', () => {
  let e2e: E2E
  let product: Product
  let productPath: string
  let signedIn: Awaited<ReturnType<BrowserContext['storageState']>>
  beforeAll(async () => {
    e2e = await startE2E({ seed: { products: 400 } })
    const { db } = e2e.server.app.deps
    ;[product] = rowsOf<Product>(
      await db.execute(sql`select p.id, p.slug, p.name_fa, o.id as offer_id
        from products p join offers o on o.id = p.best_offer_id join stores s on s.id = o.store_id
        where o.stock >= 5 and o.is_available and s.verified order by p.id limit 1`),
    )
    productPath = `/products/${product.id}/${product.slug}`
  })
  afterAll(async () => {
    await e2e?.close()
  })

  it('asks a signed-out visitor to log in, then adds, steps, replays offline and removes', async () => {
    const { page, context } = await e2e.newPage(PHONE)
    const changes: { method: string; key: string | undefined }[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/public/cart/items'))
        changes.push({ method: request.method(), key: request.headers()['idempotency-key'] })
    })
    await page.goto(`${e2e.server.origin}${productPath}`)
    await page.getByRole('heading', { level: 1, name: product.name_fa }).waitFor()

    // Signed out: the drawer asks to log in; add-to-cart goes to login carrying this page.
    let drawer = await openDrawer(page)
    await drawer.getByText('برای دیدن سبد خرید وارد شوید').waitFor()
    expect(await drawer.getByRole('link', { name: 'ورود | ثبت‌نام' }).getAttribute('href')).toBe(
      `/login?returnTo=${encodeURIComponent(productPath)}`,
    )
    await shot(page, 'cart-drawer-logged-out-phone')
    await drawer.getByRole('button', { name: 'بستن سبد خرید' }).click()
    await drawer.waitFor({ state: 'detached' })
    await page.getByTestId('buy-box').getByRole('button', { name: 'افزودن به سبد خرید' }).click()
    await page.waitForURL((u) => u.pathname === '/login')
    expect(new URL(page.url()).searchParams.get('returnTo')).toBe(productPath)
    expect(changes).toEqual([])

    await signIn(e2e, page, nextPhone())
    await page.waitForURL((u) => u.pathname === productPath)
    expect(await page.getByTestId('cart-badge').count()).toBe(0)

    // Add: the drawer opens with the item; the badge counts it.
    await page.getByTestId('buy-box').getByRole('button', { name: 'افزودن به سبد خرید' }).click()
    drawer = drawerOf(page)
    const item = drawer.getByTestId('cart-item')
    await item.waitFor()
    expect(await item.count()).toBe(1)
    expect(await item.getByRole('link').textContent()).toBe(product.name_fa)
    await expect.poll(() => badgeText(page)).toBe('۱')
    const output = item.locator('output')
    expect(await output.textContent()).toContain('۱')
    const minus = item.getByRole('button', { name: 'کاهش تعداد' })
    const plus = item.getByRole('button', { name: 'افزایش تعداد' })
    expect(await minus.isDisabled()).toBe(true)
    const total = drawer.getByTestId('cart-total')
    const oneTotal = (await total.textContent()) ?? ''
    expect(oneTotal).toMatch(/^[۰-۹٬]+ تومان$/)
    await shot(page, 'cart-drawer-items-phone')

    // The stepper: plus, plus, minus; every change is sent with a key of its own.
    await plus.click()
    await expect.poll(() => output.textContent()).toContain('۲')
    await expect.poll(() => badgeText(page)).toBe('۲')
    expect(await total.textContent()).not.toBe(oneTotal)
    await plus.click()
    await expect.poll(() => badgeText(page)).toBe('۳')
    await minus.click()
    await expect.poll(() => badgeText(page)).toBe('۲')
    await expect.poll(() => changes.length).toBe(4)
    expect(changes.map((c) => c.method)).toEqual(['POST', 'PUT', 'PUT', 'PUT'])
    expect(new Set(changes.map((c) => c.key)).size).toBe(4)
    for (const change of changes) expect(change.key).toMatch(/^[0-9a-f-]{36}$/)
    await page.waitForLoadState('networkidle')
    expect(await output.textContent()).toContain('۲')

    // Offline, a change waits (shown at once) and is sent when the connection returns.
    await context.setOffline(true)
    await plus.click()
    await expect.poll(() => badgeText(page)).toBe('۳')
    // Held back, not sent: the change is paused for the connection and the item says so.
    await item.getByTestId('cart-item-waiting').waitFor()
    expect(changes.length).toBe(4)
    await context.setOffline(false)
    await expect.poll(() => changes.length).toBe(5)
    await page.waitForLoadState('networkidle')
    const [stored] = rowsOf<{ quantity: number }>(
      await e2e.server.app.deps.db.execute(sql`select quantity from cart_items where offer_id = ${product.offer_id}`),
    )
    expect(stored.quantity).toBe(3)

    // Sold out meanwhile: the drawer (fresh from the server on reload) says so and blocks going on.
    await e2e.server.app.deps.db.update(offers).set({ stock: 0 }).where(eq(offers.id, product.offer_id))
    await page.reload()
    drawer = await openDrawer(page)
    await drawer.getByTestId('cart-item-problem').waitFor()
    expect(await drawer.getByTestId('cart-item-problem').textContent()).toContain('این کالا تمام شده است')
    expect(await drawer.getByRole('button', { name: 'ادامه فرایند خرید' }).isDisabled()).toBe(true)
    await shot(page, 'cart-drawer-problem-phone')
    await e2e.server.app.deps.db.update(offers).set({ stock: 10 }).where(eq(offers.id, product.offer_id))

    // Remove: the empty state, with its way to the products, and no badge.
    await drawer.getByRole('button', { name: `حذف ${product.name_fa} از سبد خرید` }).click()
    await drawer.getByText('سبد خرید شما خالی است').waitFor()
    expect(await drawer.getByRole('link', { name: 'مشاهده محصولات' }).getAttribute('href')).toBe('/products')
    await expect.poll(() => page.getByTestId('cart-badge').count()).toBe(0)
    await shot(page, 'cart-drawer-empty-phone')
    signedIn = await context.storageState()
    await context.close()
  })

  it('adds a bundle as one line at its price and shows it on the /cart page', async () => {
    const [bundle] = rowsOf<{ id: number; slug: string; name: string }>(
      await e2e.server.app.deps.db.execute(sql`select b.id, b.slug, b.name
        from bundles b join bundle_items bi on bi.bundle_id = b.id join offers o on o.id = bi.offer_id
        join stores s on s.id = b.store_id
        where b.is_active and s.verified and b.removed_items = 0 group by b.id
        having bool_and(o.is_available and o.stock >= bi.quantity) order by b.id limit 1`),
    )
    const shown = (await (await fetch(`${e2e.server.origin}/api/v1/public/bundles/${bundle.id}`)).json()) as {
      selling_price: number
    }
    const context = await e2e.browser.newContext({ viewport: DESKTOP, locale: 'fa-IR', storageState: signedIn })
    const page = await context.newPage()
    await page.goto(`${e2e.server.origin}/bundles/${bundle.slug}`)
    await page.getByRole('button', { name: 'افزودن سبد به سبد خرید' }).click()
    const drawer = drawerOf(page)
    const line = drawer.getByTestId('cart-bundle')
    await line.waitFor()
    expect(await line.count()).toBe(1)
    expect(await line.textContent()).toContain(bundle.name)
    expect(await line.textContent()).toContain(formatNumber(shown.selling_price))
    await expect.poll(() => badgeText(page)).toBe('۱')

    await drawer.getByRole('link', { name: 'مشاهده سبد خرید' }).click()
    await page.waitForURL((u) => u.pathname === '/cart')
    await drawer.waitFor({ state: 'detached' })
    await page.getByRole('heading', { level: 1, name: /سبد خرید/ }).waitFor()
    expect(await page.getByRole('main').getByTestId('cart-bundle').count()).toBe(1)
    expect(await page.getByTestId('cart-count').textContent()).toBe('۱ عدد')
    expect(await page.getByRole('link', { name: 'ادامه فرایند خرید' }).getAttribute('href')).toBe('/shipping')
    await shot(page, 'cart-page-desktop')
    await page.setViewportSize(PHONE)
    await shot(page, 'cart-page-phone')
    await context.close()
  })

  it('treats a server error on a cart change as an error, never as a lost connection (issue 27, item 16)', async () => {
    const context = await e2e.browser.newContext({ viewport: PHONE, locale: 'fa-IR', storageState: signedIn })
    const page = await context.newPage()
    // Whether «در انتظار اتصال» was ever on the page, however briefly.
    await page.addInitScript(() => {
      const w = window as unknown as { sawWaiting: boolean }
      w.sawWaiting = false
      new MutationObserver(() => {
        if (document.body?.textContent?.includes('در انتظار اتصال')) w.sawWaiting = true
      }).observe(document, { subtree: true, childList: true, characterData: true })
    })
    const logged: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text())
    })
    const sent: string[] = []
    const failing = new Map<string, string>()
    await page.route(/\/api\/v1\/public\/cart\/items/, async (route) => {
      const method = route.request().method()
      sent.push(method)
      const body = failing.get(method)
      if (body === undefined) return route.continue()
      await route.fulfill({ status: 500, contentType: 'application/json', body })
    })
    const sawWaiting = () => page.evaluate(() => (window as unknown as { sawWaiting: boolean }).sawWaiting)
    await page.goto(`${e2e.server.origin}${productPath}`)
    await page.getByRole('heading', { level: 1, name: product.name_fa }).waitFor()
    const addButton = page.getByTestId('buy-box').getByRole('button', { name: 'افزودن به سبد خرید' })

    // A failed add: the «خطا» toast with the server's detail, sent once, not queued.
    failing.set('POST', '{"detail":"افزودن به سبد در سرور انجام نشد"}')
    await addButton.click()
    await page.getByText('افزودن به سبد در سرور انجام نشد').waitFor()
    expect(await page.getByText('خطا', { exact: true }).count()).toBeGreaterThan(0)
    // Without a detail, the catalogue's default.
    failing.set('POST', '{}')
    await addButton.click()
    await page.getByText('خطایی رخ داده است').waitFor()
    await page.waitForLoadState('networkidle')
    expect(sent).toEqual(['POST', 'POST'])
    expect(await page.getByTestId('cart-badge').textContent()).toBe('۱') // the bundle line only

    // The add goes through; the drawer opens with the item.
    failing.clear()
    await addButton.click()
    const drawer = drawerOf(page)
    const item = drawer.getByTestId('cart-item')
    await item.waitFor()
    const output = item.locator('output')
    await expect.poll(() => output.textContent()).toContain('۱')

    // A failed quantity change is logged, sent once, and the line shows the server's quantity again.
    failing.set('PUT', '{"detail":"خطای سرور"}')
    await item.getByRole('button', { name: 'افزایش تعداد' }).click()
    await expect.poll(() => logged.some((text) => text.startsWith('Cart update failed'))).toBe(true)
    await expect.poll(() => output.textContent()).toContain('۱')
    // A failed remove likewise: logged, and the item stays.
    failing.set('DELETE', '{"detail":"خطای سرور"}')
    await drawer.getByRole('button', { name: `حذف ${product.name_fa} از سبد خرید` }).click()
    await expect.poll(() => logged.some((text) => text.startsWith('Cart remove failed'))).toBe(true)
    await page.waitForLoadState('networkidle')
    expect(await item.count()).toBe(1)
    expect(sent).toEqual(['POST', 'POST', 'POST', 'PUT', 'DELETE'])
    expect(await sawWaiting()).toBe(false)
    expect(await drawer.getByText('در انتظار اتصال').count()).toBe(0)
    await context.close()
  })

  it('shows the loading state, then the error state with a retry that reloads', async () => {
    const context = await e2e.browser.newContext({ viewport: PHONE, locale: 'fa-IR', storageState: signedIn })
    const page = await context.newPage()
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route('**/api/v1/public/cart', async (route) => {
      await held
      await route.fulfill({ status: 500, contentType: 'application/json', body: '{"detail":"خطای سرور"}' })
    })
    await page.goto(`${e2e.server.origin}/`)
    const drawer = await openDrawer(page)
    await drawer.getByText('در حال بارگذاری سبد خرید...').waitFor()
    await shot(page, 'cart-drawer-loading-phone')
    release()
    await drawer.getByText('خطا در بارگذاری سبد خرید').waitFor({ timeout: 15_000 })
    await shot(page, 'cart-drawer-error-phone')
    await page.unroute('**/api/v1/public/cart')
    await Promise.all([page.waitForEvent('load'), drawer.getByRole('button', { name: 'تلاش مجدد' }).click()])
    const again = await openDrawer(page)
    // The bundle line, added by the test before.
    await again.getByTestId('cart-bundle').first().waitFor()
    await context.close()
  })
})
