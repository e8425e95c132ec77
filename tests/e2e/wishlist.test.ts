// The wishlist in Chromium against the real server (issue 31): the heart on every card and on the
// product page (a visitor is sent to sign in and brought back); «علاقه‌مندی‌ها» in the profile,
// with each item's alerts; a heart tapped offline is kept in the queue (across a closed page too)
// and sent once when the connection returns; and a kept product whose seller lowers its price
// reaches the customer's notices. The product page shows the lowest price of 30 days beside a
// discount and the 90-day chart. At 390 and 1280 px; SHOTS=1 saves the screenshots.
import { sql } from 'drizzle-orm'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { unwrap } from '#sdk'
import { queryRows } from '../../server/db/rows'
import { fanOutWishlistSignals } from '../../server/modules/wishlist/alerts'
import { isAppRoute } from '../../server/plugins/app-routes'
import { D, sellerShop } from '../api/fixtures/discounts'
import { makeOffer } from '../api/fixtures/shop'
import { signIn as apiSignIn, nextIp, nextPhone, type TestClient } from '../api/harness'
import { type E2E, SHOTS, screenshot, signIn, startE2E, waitForQueuedInStorage } from './harness'
import { pageAs } from './trust-shop'
import { appSettled, hydratedAndIdle, waitForQueueDrained } from './waits'

const PHONE_390 = { width: 390, height: 844 }
const DESKTOP_1280 = { width: 1280, height: 800 }
const ADD = 'افزودن به علاقه‌مندی‌ها'
const REMOVE = 'حذف از علاقه‌مندی‌ها'

interface Made {
  offerId: number
  productId: number
  name: string
  slug: string
}

describe('wishlist in Chromium', () => {
  let e2e: E2E
  let seller: TestClient
  let storeId: number
  let categorySlug: string
  const products: Made[] = []
  const db = () => e2e.server.app.deps.db

  beforeAll(async () => {
    e2e = await startE2E()
    const shop = await sellerShop(e2e.server)
    seller = shop.seller
    storeId = shop.store.id
    for (const [price, stock] of [
      [480_000, 8],
      [250_000, 5],
      [90_000, 3],
      [120_000, 4],
    ] as const) {
      const made = await makeOffer(db(), storeId, price, stock)
      const [{ slug }] = await queryRows<{ slug: string }>(
        db(),
        sql`select slug from products where id = ${made.productId}`,
      )
      products.push({ ...made, slug })
    }
    ;[{ slug: categorySlug }] = await queryRows<{ slug: string }>(
      db(),
      sql`select c.slug from categories c join products p on p.category_id = c.id where p.id = ${products[0].productId}`,
    )
  }, 180_000)
  afterAll(async () => {
    await e2e?.close()
  })

  const kept = (phone: string) =>
    queryRows<{ product_id: number; back_in_stock: boolean; price_drop: boolean; price_drop_percent: number }>(
      db(),
      sql`select w.product_id, w.back_in_stock, w.price_drop, w.price_drop_percent from wishlist_items w
        join users u on u.id = w.user_id where u.phone = ${phone} order by w.product_id`,
    )
  const cardOf = (page: Page, p: Made) => page.getByTestId('product-card').filter({ hasText: p.name }).locator('..')
  const heartOf = (page: Page, p: Made) => cardOf(page, p).getByRole('button', { name: /علاقه‌مندی‌ها/ })
  const productPath = (p: Made) => `/products/${p.productId}/${p.slug}`

  /** A page signed in as the API client (its tokens in the app's storage before the app starts). */
  async function signedInPage(who: TestClient) {
    const opened = await pageAs(e2e, who, PHONE_390)
    opened.page.setDefaultTimeout(30_000)
    return opened
  }

  /** Every wishlist change the context's pages send, with the server's answer. */
  function recordChanges(context: BrowserContext) {
    const sent: { method: string; path: string; status: number }[] = []
    context.on('response', (response) => {
      const url = new URL(response.url())
      if (/^\/api\/v1\/wishlist\/\d+$/.test(url.pathname)) {
        sent.push({ method: response.request().method(), path: url.pathname, status: response.status() })
      }
    })
    return sent
  }

  it('sends a visitor to sign in, then keeps and lets go from the card and the product page', async () => {
    const phone = nextPhone()
    const { page, context } = await e2e.newPage(PHONE_390)
    page.setDefaultTimeout(30_000)
    const listPath = `/categories/${categorySlug}`
    await page.goto(`${e2e.server.origin}${listPath}`)
    const heart = heartOf(page, products[0])
    await hydratedAndIdle(heart)
    expect(await heart.getAttribute('aria-label')).toBe(ADD)
    expect(await heart.getAttribute('aria-pressed')).toBe('false')
    await screenshot(page, 'wishlist-cards-visitor-390')
    await heart.click()
    await page.waitForURL((u) => u.pathname === '/login')
    expect(new URL(page.url()).searchParams.get('returnTo')).toBe(listPath)
    await signIn(e2e, page, phone)
    await page.waitForURL((u) => u.pathname === listPath)

    await heartOf(page, products[0]).click()
    const pressed = cardOf(page, products[0]).getByRole('button', { name: REMOVE })
    await pressed.waitFor()
    expect(await pressed.getAttribute('aria-pressed')).toBe('true')
    await expect.poll(async () => (await kept(phone)).map((k) => k.product_id)).toEqual([products[0].productId])
    await heartOf(page, products[1]).click()
    await expect.poll(async () => (await kept(phone)).length).toBe(2)
    await screenshot(page, 'wishlist-cards-kept-390')

    // The product page knows it is kept; letting go there, and keeping again.
    await cardOf(page, products[0]).getByTestId('product-card').click()
    await page.waitForURL((u) => u.pathname === productPath(products[0]))
    await page.getByRole('heading', { level: 1, name: products[0].name }).waitFor()
    const onPage = page.getByRole('button', { name: REMOVE })
    await onPage.waitFor()
    expect(await onPage.getAttribute('aria-pressed')).toBe('true')
    await screenshot(page, 'wishlist-product-kept-390')
    await onPage.click()
    await page.getByRole('button', { name: ADD }).waitFor()
    await expect.poll(async () => (await kept(phone)).map((k) => k.product_id)).toEqual([products[1].productId])
    await page.getByRole('button', { name: ADD }).click()
    await page.getByRole('button', { name: REMOVE }).waitFor()
    await expect.poll(async () => (await kept(phone)).length).toBe(2)
    await page.setViewportSize(DESKTOP_1280)
    await screenshot(page, 'wishlist-product-kept-1280')
    await context.close()
  }, 240_000)

  it('lists the kept products in the profile, with each one’s alerts, and an empty list says how to fill it', async () => {
    const phone = nextPhone()
    const customer = await apiSignIn(e2e.server, phone)
    for (const p of products.slice(0, 3)) {
      await unwrap(
        customer.api.PUT('/wishlist/{product_id}', { params: { path: { product_id: p.productId } }, body: {} }),
      )
    }
    const { page, context } = await signedInPage(customer)
    await page.goto(`${e2e.server.origin}/profile/wishlist`)
    await page.getByRole('heading', { level: 1, name: 'علاقه‌مندی‌ها' }).waitFor()
    const items = page.getByTestId('wish-item')
    await expect.poll(() => items.count()).toBe(3)
    // Newest first, each a catalogue card with its price in toman.
    expect(await items.first().textContent()).toContain(products[2].name)
    expect(await items.first().getByTestId('price').textContent()).toContain('۹۰٬۰۰۰')
    expect(await page.getByRole('link', { name: 'علاقه‌مندی‌ها' }).getAttribute('aria-current')).toBe('page')

    const item = items.filter({ hasText: products[1].name })
    await item.getByRole('switch', { name: 'خبرم کن وقتی ارزان شد' }).click()
    await expect
      .poll(async () => (await kept(phone)).find((k) => k.product_id === products[1].productId)?.price_drop)
      .toBe(true)
    await item.getByLabel('کاهش قیمت دست‌کم').selectOption('20')
    await expect
      .poll(async () => (await kept(phone)).find((k) => k.product_id === products[1].productId)?.price_drop_percent)
      .toBe(20)
    await item.getByRole('switch', { name: 'خبرم کن وقتی موجود شد' }).click()
    await expect
      .poll(async () => (await kept(phone)).find((k) => k.product_id === products[1].productId)?.back_in_stock)
      .toBe(true)
    expect(await item.getByRole('switch', { name: 'خبرم کن وقتی ارزان شد' }).isChecked()).toBe(true)
    await screenshot(page, 'wishlist-page-390', { fullPage: true })
    await page.setViewportSize(DESKTOP_1280)
    await screenshot(page, 'wishlist-page-1280', { fullPage: true })

    // The heart on a listed card lets it go; once the change is answered the list is read again.
    await items.filter({ hasText: products[0].name }).getByRole('button', { name: REMOVE }).click()
    await expect.poll(() => items.count()).toBe(2)
    await expect.poll(async () => (await kept(phone)).length).toBe(2)
    await context.close()

    // Someone who kept nothing is told how to start.
    const empty = await e2e.newPage(PHONE_390)
    await empty.page.goto(`${e2e.server.origin}/login?returnTo=${encodeURIComponent('/profile/wishlist')}`)
    await signIn(e2e, empty.page, nextPhone())
    await empty.page.getByText('فهرست علاقه‌مندی‌های شما خالی است').waitFor()
    await screenshot(empty.page, 'wishlist-empty-390')
    await empty.context.close()
  }, 240_000)

  it('keeps a heart tapped offline, across a closed page, and sends it once when back online', async () => {
    const phone = nextPhone()
    const context = await e2e.browser.newContext({
      viewport: PHONE_390,
      locale: 'fa-IR',
      serviceWorkers: 'block',
      extraHTTPHeaders: { 'X-Forwarded-For': nextIp() },
    })
    const sent = recordChanges(context)
    let page = await context.newPage()
    page.setDefaultTimeout(30_000)
    const path = productPath(products[2])
    // Signed in, with the wishlist's queue loaded (it loads once the page is idle: its ids read).
    const idsRead = page.waitForResponse((r) => r.url().endsWith('/api/v1/wishlist/ids'), { timeout: 60_000 })
    await page.goto(`${e2e.server.origin}/login?returnTo=${encodeURIComponent(path)}`)
    await signIn(e2e, page, phone)
    await page.waitForURL((u) => u.pathname === path)
    await idsRead
    // And the product page shown: the URL changes before the route has loaded, and a sign-in slow
    // enough for the login page to load the queue reads the ids beside the product, not after it.
    // (Offline before its code and data arrive, the page could only wait for the connection.)
    await page.getByRole('button', { name: ADD }).waitFor()

    await context.setOffline(true)
    await page.getByTestId('offline-banner').waitFor()
    await page.getByRole('button', { name: ADD }).click()
    // Shown kept at once, and waiting: nothing was sent.
    await page.getByRole('button', { name: REMOVE }).waitFor()
    expect(await page.getByTestId('pending-changes').textContent()).toContain('۱')
    await screenshot(page, 'wishlist-offline-390')
    await waitForQueuedInStorage(page, 1)
    expect(sent).toEqual([])
    expect(await kept(phone)).toEqual([])
    // The page is closed while still offline; the change waits in IndexedDB.
    await page.close()

    await context.setOffline(false)
    page = await context.newPage()
    page.setDefaultTimeout(30_000)
    await page.goto(`${e2e.server.origin}${path}`)
    await appSettled(page)
    await expect.poll(async () => (await kept(phone)).map((k) => k.product_id)).toEqual([products[2].productId])
    await waitForQueueDrained(page)
    await page.getByRole('button', { name: REMOVE }).waitFor()

    // And a tap offline on an open page goes when the connection returns, once.
    await context.setOffline(true)
    await page.getByTestId('offline-banner').waitFor()
    await page.getByRole('button', { name: REMOVE }).click()
    await page.getByRole('button', { name: ADD }).waitFor()
    await context.setOffline(false)
    await expect.poll(async () => (await kept(phone)).length).toBe(0)
    await waitForQueueDrained(page)
    // A reload sends nothing again.
    await page.reload()
    await appSettled(page)
    await page.getByRole('button', { name: ADD }).waitFor()
    expect(sent).toEqual([
      { method: 'PUT', path: `/api/v1/wishlist/${products[2].productId}`, status: 200 },
      { method: 'DELETE', path: `/api/v1/wishlist/${products[2].productId}`, status: 204 },
    ])
    await context.close()
  }, 240_000)

  it("tells the customer when a kept product's price falls, and the product page shows the lowest of 30 days", async () => {
    const target = products[3] // 120,000
    // Its offer has been on sale for 60 days: 130,000 at first, 120,000 for the last 35 (as the
    // trigger on offers kept them; moved back in time here).
    await db().execute(sql`update offer_price_history set at = now() - interval '35 days'
      where offer_id = ${target.offerId}`)
    await db().execute(sql`insert into offer_price_history (offer_id, product_id, price, at)
      values (${target.offerId}, ${target.productId}, 130000, now() - interval '60 days')`)
    const phone = nextPhone()
    const customer = await apiSignIn(e2e.server, phone)
    await unwrap(
      customer.api.PUT('/wishlist/{product_id}', {
        params: { path: { product_id: target.productId } },
        body: { price_drop: true, price_drop_percent: 10 },
      }),
    )
    // The seller lowers the price to 100,000 and runs a 10 % discount: 90,000, 25 % below the price it was kept at.
    await unwrap(
      seller.api.PUT('/products/{product_id}/store/{store_id}/assignment', {
        params: { path: { product_id: target.productId, store_id: storeId } },
        body: { price: 100_000 },
      }),
    )
    await unwrap(
      seller.api.POST('/discounts/', {
        body: {
          ...D,
          store_id: storeId,
          name: 'ده درصد',
          type: 'percentage',
          value: 10,
          product_ids: [target.productId],
        },
      }),
    )
    // What the sweeper's job does on its next run.
    await fanOutWishlistSignals(db())
    const notices = await unwrap(customer.api.GET('/notifications'))
    const drop = notices.items.find((n) => n.event === 'wish_price_drop')
    expect(drop).toMatchObject({
      title: `قیمت «${target.name}» ۲۵٪ کم شد`,
      body: 'از ۱۲۰٬۰۰۰ تومان به ۹۰٬۰۰۰ تومان رسید',
      link: productPath(target),
    })

    const { page, context } = await signedInPage(customer)
    await page.goto(`${e2e.server.origin}${productPath(target)}`)
    // Beside the discount (90,000 with 100,000 struck through): the lowest price of the last 30 days.
    const lowest = page.getByTestId('buy-box').getByTestId('lowest-30-days')
    await lowest.waitFor()
    expect(await lowest.textContent()).toBe('کمترین قیمت ۳۰ روز گذشته: ۱۰۰٬۰۰۰ تومان')
    // The chart loads when scrolled to, with its summary in words.
    // (In the page, until it has loaded: the placeholder's heading is replaced by the chart's.)
    const chart = page.getByTestId('price-history')
    await expect
      .poll(async () => {
        await page.evaluate(() => document.getElementById('price-history-title')?.scrollIntoView())
        return chart.locator('svg[role="img"]').count()
      })
      .toBe(1)
    const caption = await chart.locator('figcaption').textContent()
    expect(caption).toContain('کمترین قیمت ۱۰۰٬۰۰۰ تومان')
    expect(caption).toContain('بیشترین ۱۳۰٬۰۰۰ تومان')
    expect(caption).toContain('کمترین قیمت ۳۰ روز گذشته ۱۰۰٬۰۰۰ تومان')
    if (process.env.SHOTS) {
      await page.getByTestId('buy-box').screenshot({ path: `${SHOTS}/wishlist-buy-box-390.png` })
      await chart.screenshot({ path: `${SHOTS}/wishlist-chart-390.png` })
    }
    await screenshot(page, 'wishlist-price-history-390', { fullPage: true })
    await page.setViewportSize(DESKTOP_1280)
    await screenshot(page, 'wishlist-price-history-1280', { fullPage: true })
    if (process.env.SHOTS) await chart.screenshot({ path: `${SHOTS}/wishlist-chart-1280.png` })

    // The customer's inbox lists the notice (when the inbox's page is part of the app: issue 31's bell).
    if (isAppRoute('/notifications')) {
      await page.goto(`${e2e.server.origin}/notifications`)
      await page.getByText(drop?.title as string).waitFor()
      await screenshot(page, 'wishlist-notice-inbox-1280')
    }
    await context.close()
  }, 240_000)
})
