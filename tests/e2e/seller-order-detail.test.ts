// The seller's order page in Chromium against the real server: a seller opens an order a customer
// placed through the API, moves it to processing, then to shipped — refused without a tracking
// code — and the customer's status page shows it; the packing slip renders. Offline, the list
// and the order opened before are still readable (marked stale), and a status move queues,
// survives closing the page, and is sent once when the connection returns.
import { sql } from 'drizzle-orm'
import type { BrowserContext } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newIdempotencyKey, unwrap } from '#sdk'
import { queryRows } from '../../server/db/rows'
import * as t from '../../server/db/schema/index'
import { makeAddress, makeOffer, makeStore, userIdOf } from '../api/fixtures/shop'
import { signIn as apiSignIn, nextIp, type TestClient } from '../api/harness'
import { type E2E, screenshot, startE2E, toPersian, waitForQueuedInStorage } from './harness'
import { waitForQueueDrained } from './waits'

const PHONE_390 = { width: 390, height: 844 }
const DESKTOP_1280 = { width: 1280, height: 800 }

describe('seller order page in Chromium', () => {
  let e2e: E2E
  let seller: TestClient
  let customer: TestClient
  let storeId: number
  let shippedId: number
  let offlineId: number
  let refusedId: number

  /** The order's status history rows on the server. */
  async function historyRows(orderId: number): Promise<number> {
    const [row] = await queryRows<{ n: number }>(
      e2e.server.app.deps.db,
      sql`select count(*)::int as n from order_status_events where order_id = ${orderId}`,
    )
    return row.n
  }

  beforeAll(async () => {
    e2e = await startE2E()
    const db = e2e.server.app.deps.db
    const store = await makeStore(db)
    storeId = store.id
    const [owner] = await db.select().from(t.users).where(sql`id = ${store.ownerId}`)
    seller = await apiSignIn(e2e.server, owner.phone)
    // The price (10,253,000): long enough that «۲ عدد ×» once wrapped its × alone on a phone.
    const offer = await makeOffer(db, store.id, 10_253_000, 100)
    customer = await apiSignIn(e2e.server)
    const userId = await userIdOf(db, (await unwrap(customer.api.GET('/auth/profile'))).phone)
    const addressId = await makeAddress(db, userId)
    const checkout = async () => {
      await unwrap(customer.api.POST('/public/cart/items', { body: { product_store_id: offer.offerId, quantity: 2 } }))
      const p = await unwrap(
        customer.api.POST('/public/orders', {
          body: {
            address_id: addressId,
            shipping: [{ store_id: store.id, method: 'tipax' }],
            payment_method: 'online',
          },
          params: { header: { 'Idempotency-Key': newIdempotencyKey() } },
        }),
      )
      const id = p.orders[0].id
      // Paid (as the gateway would record it): a new order waiting for the seller.
      await unwrap(
        seller.api.PUT('/orders/{id}/status', {
          params: { path: { id }, query: { store_id: store.id } },
          body: { status: 'paid' },
        }),
      )
      return id
    }
    shippedId = await checkout()
    offlineId = await checkout()
    refusedId = await checkout()
  }, 120_000)
  afterAll(async () => {
    await e2e?.close()
  })

  /** Puts a user's API tokens into the app's storage before any page script runs. */
  async function signedIn(context: BrowserContext, user: TestClient) {
    const tokens = { access: user.tokens.getAccessToken(), refresh: user.tokens.getRefreshToken() }
    await context.addInitScript((saved) => {
      if (!localStorage.getItem('rasteh:access_token')) {
        localStorage.setItem('rasteh:access_token', saved.access ?? '')
        localStorage.setItem('rasteh:refresh_token', saved.refresh ?? '')
      }
    }, tokens)
  }

  it('moves an order to processing and to shipped (a tracking code required); the customer sees it', async () => {
    const { page, context } = await e2e.newPage(DESKTOP_1280)
    await signedIn(context, seller)
    await page.goto(`${e2e.server.origin}/providers/${storeId}/orders`)
    // Three paid orders wait: the sidebar's badge, the title and the paid tab count them.
    await page.getByRole('navigation', { name: 'مدیریت فروشگاه' }).getByText('۳', { exact: true }).waitFor()
    await expect.poll(() => page.title()).toBe('(۳) سفارش‌ها | راسته')
    // The status tabs filter through the URL.
    await page.getByRole('tab', { name: /^پرداخت‌شده/ }).click()
    await page.waitForURL((u) => u.searchParams.get('status') === 'paid')
    await page.getByRole('link', { name: `سفارش ${toPersian(shippedId)}`, exact: true }).click()
    await page.waitForURL((u) => u.pathname === `/providers/${storeId}/orders/${shippedId}`)
    await page.getByRole('heading', { level: 1, name: `سفارش ${toPersian(shippedId)}` }).waitFor()
    await page.getByRole('region', { name: 'مشتری' }).waitFor()
    await page.getByRole('region', { name: 'کالاها' }).getByText('۲ عدد').waitFor()
    // Paid: it may go to processing or be cancelled, not straight to shipped.
    expect(await page.getByRole('button', { name: 'ثبت ارسال' }).count()).toBe(0)
    await screenshot(page, 'seller-order-detail-desktop', { fullPage: true })

    await page.getByRole('button', { name: 'شروع پردازش' }).click()
    await page.getByRole('textbox', { name: /کد رهگیری مرسوله/ }).waitFor()
    const history = page.getByRole('list', { name: 'مراحل سفارش' })
    await history.getByText('در حال پردازش').first().waitFor()

    // Shipping without a tracking code is refused on the page; nothing reaches the server.
    const before = await historyRows(shippedId)
    await page.getByRole('button', { name: 'ثبت ارسال' }).click()
    await page.getByText('برای ارسال سفارش، کد رهگیری مرسوله را وارد کنید').waitFor()
    expect(await historyRows(shippedId)).toBe(before)
    await page.getByRole('textbox', { name: /کد رهگیری مرسوله/ }).fill('TPX-123456')
    await page.getByRole('button', { name: 'ثبت ارسال' }).click()
    await page
      .getByText('این سفارش مرحله دیگری ندارد.')
      .or(page.getByRole('button', { name: 'ثبت تحویل' }))
      .waitFor()
    expect(await historyRows(shippedId)).toBe(before + 1)
    const order = await unwrap(seller.api.GET('/orders/{id}', { params: { path: { id: shippedId } } }))
    expect(order.status).toBe('shipped')
    expect(order.shipping.tracking_code).toBe('TPX-123456')

    // The packing slip: store, number, customer, address, items and totals, with a print button.
    await page.getByRole('link', { name: 'برگه بسته‌بندی' }).click()
    const slip = page.getByRole('article', { name: 'برگه بسته‌بندی' })
    await slip.waitFor()
    await slip.getByText(order.store.name).waitFor()
    await slip.getByText(toPersian(shippedId), { exact: true }).waitFor()
    await slip.getByRole('table', { name: 'کالاهای سفارش' }).getByRole('cell', { name: '۲', exact: true }).waitFor()
    await page.getByRole('button', { name: 'چاپ برگه' }).waitFor()
    await screenshot(page, 'seller-packing-slip-desktop', { fullPage: true })
    await page.emulateMedia({ media: 'print' })
    // On paper only the slip: no button, no sidebar.
    expect(await page.getByRole('button', { name: 'چاپ برگه' }).isVisible()).toBe(false)
    expect(await page.getByRole('link', { name: 'محصولات' }).isVisible()).toBe(false)
    expect(await slip.getByText(order.store.name).isVisible()).toBe(true)
    await screenshot(page, 'seller-packing-slip-print', { fullPage: true })
    await context.close()

    // The customer's status page shows the move and the code.
    const shopper = await e2e.newPage(PHONE_390)
    await signedIn(shopper.context, customer)
    await shopper.page.goto(`${e2e.server.origin}/orders/${shippedId}/status`)
    // A code to copy keeps the carrier's Latin digits (issue 27 item 20).
    await shopper.page.getByText('TPX-123456').first().waitFor()
    await shopper.page.getByRole('list', { name: 'مراحل سفارش' }).getByText('ارسال‌شده').first().waitFor()
    await shopper.context.close()
  })

  it('reads the list and an opened order offline, queues a move and sends it once when back online', async () => {
    const context = await e2e.browser.newContext({
      viewport: PHONE_390,
      locale: 'fa-IR',
      serviceWorkers: 'allow',
      extraHTTPHeaders: { 'X-Forwarded-For': nextIp() },
    })
    await signedIn(context, seller)
    let page = await context.newPage()
    page.on('pageerror', (err) => console.error('page error:', err.message))
    await page.goto(`${e2e.server.origin}/providers/${storeId}/orders`)
    await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, { timeout: 20_000 })
    await page.reload()
    const link = page.getByRole('link', { name: `سفارش ${toPersian(offlineId)}`, exact: true })
    await link.click()
    await page.getByRole('button', { name: 'شروع پردازش' }).waitFor()
    await screenshot(page, 'seller-order-detail-phone', { fullPage: true })
    await page.goBack()
    await link.waitFor()

    await context.setOffline(true)
    const before = await historyRows(offlineId)
    // The list and the order opened before come from the persisted cache, marked as possibly stale.
    await page.getByText(/به‌روزشده در/).waitFor()
    await link.click()
    await page.waitForURL((u) => u.pathname === `/providers/${storeId}/orders/${offlineId}`)
    await page.getByText(/به‌روزشده در/).waitFor()
    const actedAt = Date.now()
    await page.getByRole('button', { name: 'شروع پردازش' }).click()
    await page.getByText(/در صف ارسال است/).waitFor()
    // Every panel page says the connection is gone and how many changes wait.
    await page.getByText('شما آفلاین هستید').waitFor()
    await page.getByTestId('pending-changes').filter({ hasText: '۱ تغییر' }).waitFor()
    await screenshot(page, 'seller-order-queued-phone', { fullPage: true })
    // The list shows the move waiting on its row and beside the «نیازمند اقدام» count.
    await page.goBack()
    await link.waitFor()
    await page.getByText('شما آفلاین هستید').waitFor()
    await page
      .getByRole('tab', { name: /نیازمند اقدام/ })
      .getByLabel('۱ تغییر وضعیت در صف ارسال')
      .waitFor()
    const row = page.getByRole('listitem').filter({ has: link })
    await row.getByText('در صف: در حال پردازش').waitFor()
    await link.click()
    await page.getByText(/در صف ارسال است/).waitFor()
    // Written to IndexedDB (throttled), then the tab is closed and the app opened again offline.
    await waitForQueuedInStorage(page, 1)
    await page.close()
    page = await context.newPage()
    await page.goto(`${e2e.server.origin}/providers/${storeId}/orders/${offlineId}`)
    await page.getByText(/در صف ارسال است/).waitFor()
    expect(await historyRows(offlineId)).toBe(before)

    const onlineAt = Date.now()
    await context.setOffline(false)
    await expect.poll(() => historyRows(offlineId), { timeout: 15_000 }).toBe(before + 1)
    await page.getByRole('button', { name: 'ثبت ارسال' }).waitFor()
    // Once the queue is empty nothing is left to send again: still one move on the server.
    await waitForQueueDrained(page)
    expect(await historyRows(offlineId)).toBe(before + 1)
    const order = await unwrap(seller.api.GET('/orders/{id}', { params: { path: { id: offlineId } } }))
    expect(order.status).toBe('processing')
    // Recorded at the moment the seller pressed the button, not when it arrived.
    const moved = order.status_history.at(-1)
    expect(Date.parse(moved?.at ?? '')).toBeGreaterThanOrEqual(actedAt - 1000)
    expect(Date.parse(moved?.at ?? '')).toBeLessThan(onlineAt)
    expect(Date.parse(moved?.received_at ?? '')).toBeGreaterThanOrEqual(onlineAt - 1000)
    expect(Date.parse(moved?.received_at ?? '')).toBeGreaterThan(Date.parse(moved?.at ?? ''))

    // A shipment queued offline repeats the tracking code typed, in Latin digits.
    await context.setOffline(true)
    await page.getByLabel('کد رهگیری مرسوله').fill('TPX-778899')
    await page.getByRole('button', { name: 'ثبت ارسال' }).click()
    const queuedNote = page.getByRole('status').filter({ hasText: /در صف ارسال است/ })
    await queuedNote.getByText('TPX-778899').waitFor()
    expect(await queuedNote.textContent()).toContain('«ارسال‌شده» با کد رهگیری TPX-778899 در صف ارسال است')
    await context.setOffline(false)
    await expect
      .poll(
        async () => (await unwrap(seller.api.GET('/orders/{id}', { params: { path: { id: offlineId } } }))).status,
        {
          timeout: 15_000,
        },
      )
      .toBe('shipped')
    await context.close()
  })

  it("shows the server's refusal in Persian when the order moved meanwhile", async () => {
    const { page, context } = await e2e.newPage(DESKTOP_1280)
    await signedIn(context, seller)
    await page.goto(`${e2e.server.origin}/providers/${storeId}/orders/${refusedId}`)
    await page.getByRole('button', { name: 'شروع پردازش' }).waitFor()
    // Cancelled elsewhere (another device) while this page was open.
    await unwrap(
      seller.api.PUT('/orders/{id}/status', {
        params: { path: { id: refusedId }, query: { store_id: storeId } },
        body: { status: 'cancelled' },
      }),
    )
    await page.getByRole('button', { name: 'شروع پردازش' }).click()
    await page.getByRole('alert').getByText('نمی‌توان').waitFor()
    // The order is read again: no move is offered any more.
    await page.getByText('این سفارش مرحله دیگری ندارد.').waitFor()
    await context.close()
  })

  it('shows the list with status tabs and the order at 390 and 1280 px', async () => {
    for (const [name, viewport] of [
      ['phone', PHONE_390],
      ['desktop', DESKTOP_1280],
    ] as const) {
      const { page, context } = await e2e.newPage(viewport)
      await signedIn(context, seller)
      await page.goto(`${e2e.server.origin}/providers/${storeId}/orders`)
      await page.getByRole('tablist', { name: 'وضعیت سفارش' }).waitFor()
      await page.getByRole('link', { name: `سفارش ${toPersian(shippedId)}`, exact: true }).waitFor()
      await screenshot(page, `seller-orders-tabs-${name}`)
      await page.goto(`${e2e.server.origin}/providers/${storeId}/orders/${shippedId}`)
      await page.getByRole('region', { name: 'تاریخچه سفارش' }).waitFor()
      // «۲ عدد ×» stays on one line: the × never wraps alone (issue 27).
      const count = page
        .getByRole('region', { name: 'کالاها' })
        .getByText(/۲\s*عدد/)
        .first()
      const lines = await count.evaluate((el) => {
        const tops = (needle: string) => {
          const walker = document.createTreeWalker(el.closest('p') ?? el, NodeFilter.SHOW_TEXT)
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const at = node.textContent?.indexOf(needle) ?? -1
            if (at < 0) continue
            const range = document.createRange()
            range.setStart(node, at)
            range.setEnd(node, at + needle.length)
            return Math.round(range.getBoundingClientRect().top)
          }
          return null
        }
        return { count: tops('عدد'), times: tops('×') }
      })
      expect(lines.times).not.toBeNull()
      expect(lines.times).toBe(lines.count)
      await screenshot(page, `seller-order-shipped-${name}`, { fullPage: true })
      await context.close()
    }
  })
})
