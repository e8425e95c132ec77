// The notices in Chromium against the real server (issue 31), every notice made by a real flow:
// checkout tells the seller of a new order, the seller's moves tell the customer (shipped with its
// tracking code, delivered). A seller in the panel sees the bell's count rise as orders come in
// (a push delivered to the service worker through the DevTools protocol, then the window's focus),
// with the app icon's badge in step; the inbox lists the notices newest first with Jalali times,
// opening one follows its deep link and marks it read, «همه را خوانده‌شده کن» marks the rest. A
// customer's bell shows the count that came with the session (no call of its own), the shipped
// notice carries its tracking code left to right, and the inbox reads offline from the persisted
// cache. Screenshots at 390 and 1280 px with SHOTS=1.
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { notify } from '../../server/modules/notifications/outbox'
import { makeOffer, userIdOf } from '../api/fixtures/shop'
import { signInAdmin } from '../api/fixtures/stores'
import { type E2E, readPersistedCache, startE2E, toPersian } from './harness'
import {
  bell,
  codOrder,
  DESKTOP_1280,
  deliverPush,
  lastBadge,
  moveOrder,
  noticesOf,
  PHONE_390,
  pushPayload,
  recordBadge,
  recordWorkerBadge,
  shootBoth,
  shownNotifications,
  swControlled,
} from './notice-shop'
import { customerWithAddress, pageAs, storeWithSeller } from './trust-shop'
import { hydratedAndIdle } from './waits'

const JALALI_TIME =
  /[۰-۹]+ (فروردین|اردیبهشت|خرداد|تیر|مرداد|شهریور|مهر|آبان|آذر|دی|بهمن|اسفند) [۰-۹]{4} ساعت [۰-۹]{2}:[۰-۹]{2}/

/** Nothing is wider than the window. */
async function expectNoOverflow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
}

describe('notices in Chromium', () => {
  let e2e: E2E
  beforeAll(async () => {
    e2e = await startE2E()
  }, 600_000)
  afterAll(async () => {
    await e2e?.close()
  })

  it('a seller’s bell and app badge rise as orders come in; the inbox opens one and marks all read', async () => {
    const server = e2e.server
    const db = server.app.deps.db
    const { store, seller } = await storeWithSeller(server)
    const sellerId = store.ownerId
    const buyer = await customerWithAddress(server)
    const { offerId } = await makeOffer(db, store.id, 250_000, 20)

    const { page, context } = await pageAs(e2e, seller, PHONE_390, { serviceWorkers: 'allow' })
    await context.grantPermissions(['notifications'], { origin: server.origin })
    await recordBadge(context)
    await page.goto(`${server.origin}/providers/${store.id}/orders`)
    await bell(page).waitFor()
    await swControlled(page)
    expect(await lastBadge(page)).toBe(0)

    // An order comes in (the worker writes the seller's notice) and its push reaches this phone.
    const first = await codOrder(server, buyer, store.id, offerId)
    const [newOrder] = await noticesOf(db, sellerId)
    expect(newOrder).toMatchObject({ event: 'order_new', link: `/providers/${store.id}/orders/${first}` })
    const workerBadge = await recordWorkerBadge(context)
    await deliverPush(context, page, server.origin, await pushPayload(db, newOrder, sellerId))
    // The worker sets the app icon's badge from the push itself (no window needs to be open).
    await expect.poll(workerBadge).toEqual([1])
    await expect
      .poll(() => shownNotifications(page))
      .toEqual([
        {
          title: `سفارش جدید ${toPersian(first)}`,
          body: newOrder.body,
          dir: 'rtl',
          lang: 'fa',
          tag: `notice-${newOrder.id}`,
          icon: `${server.origin}/icons/icon-192.png`,
          data: { id: newOrder.id, url: `/providers/${store.id}/orders/${first}?notice=${newOrder.id}` },
        },
      ])
    // The worker told the window: its bell reads the counts again, and the badge follows.
    await bell(page, 1).waitFor()
    await expect.poll(() => lastBadge(page)).toBe(1)

    // A second order, no push this time (Google's push service may not be reachable from Iran):
    // the count rises when the seller comes back to the window.
    const second = await codOrder(server, buyer, store.id, offerId)
    await page.evaluate(() => window.dispatchEvent(new Event('focus')))
    await bell(page, 2).waitFor()
    await expect.poll(() => lastBadge(page)).toBe(2)
    // The orders page on screen agrees with the bell: both orders are on it.
    for (const id of [first, second]) {
      await page.getByRole('link', { name: `سفارش ${toPersian(id)}`, exact: true }).waitFor()
    }
    await expectNoOverflow(page)
    await shootBoth(page, 'notifications-seller-bell', PHONE_390)

    // The bell opens the panel's inbox: both new orders, newest first, unread, with Jalali times.
    await bell(page, 2).click()
    await page.waitForURL((url) => url.pathname === '/providers/notifications')
    const cards = page.getByRole('region', { name: 'اعلان‌ها' }).getByRole('link')
    await expect.poll(() => cards.count()).toBe(2)
    expect(await cards.nth(0).textContent()).toContain(`سفارش جدید ${toPersian(second)}`)
    expect(await cards.nth(1).textContent()).toContain(`سفارش جدید ${toPersian(first)}`)
    for (const i of [0, 1]) {
      expect(await cards.nth(i).getAttribute('data-unread')).toBe('true')
      expect(await cards.nth(i).locator('time').textContent()).toMatch(JALALI_TIME)
    }
    expect(await cards.nth(0).textContent()).toContain('خوانده‌نشده')
    await expectNoOverflow(page)
    await shootBoth(page, 'notifications-seller-inbox', PHONE_390)

    // Opening the newest follows its link to the order and marks it read.
    await cards.nth(0).click()
    await page.waitForURL((url) => url.pathname === `/providers/${store.id}/orders/${second}`)
    await expect.poll(async () => (await noticesOf(db, sellerId))[0].read_at).not.toBeNull()
    await bell(page, 1).waitFor()
    await expect.poll(() => lastBadge(page)).toBe(1)

    // «همه را خوانده‌شده کن» marks the other one; the bell and the badge clear.
    await page.goBack()
    await page.waitForURL((url) => url.pathname === '/providers/notifications')
    await page.getByRole('button', { name: 'همه را خوانده‌شده کن' }).click()
    await bell(page).waitFor()
    expect((await noticesOf(db, sellerId)).every((n) => n.read_at !== null)).toBe(true)
    await expect.poll(() => page.locator('[data-unread]').count()).toBe(0)
    expect(await page.getByRole('button', { name: 'همه را خوانده‌شده کن' }).isDisabled()).toBe(true)
    await expect.poll(() => lastBadge(page)).toBe(0)

    // On a desktop the bell sits in the sidebar's corner.
    await page.setViewportSize(DESKTOP_1280)
    await bell(page).waitFor()
    await context.close()
  })

  it('a customer sees the shipped notice with its tracking code, follows it, and reads the inbox offline', async () => {
    const server = e2e.server
    const db = server.app.deps.db
    const shop = await storeWithSeller(server)
    const buyer = await customerWithAddress(server)
    const { offerId } = await makeOffer(db, shop.store.id, 480_000, 20)
    const orderId = await codOrder(server, buyer, shop.store.id, offerId)
    await moveOrder(shop.seller, shop.store.id, orderId, { status: 'shipped', tracking_code: 'TPX-778812' })

    const { page, context } = await pageAs(e2e, buyer.customer, DESKTOP_1280, { serviceWorkers: 'allow' })
    const countsAsked: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/v1/notifications/counts') countsAsked.push(request.url())
    })
    await page.goto(`${server.origin}/`)
    // The count came with the session (the profile): the header asked nothing of its own.
    await hydratedAndIdle(bell(page, 1))
    expect(countsAsked).toEqual([])
    await shootBoth(page, 'notifications-customer-header', DESKTOP_1280)

    await bell(page, 1).click()
    await page.waitForURL((url) => url.pathname === '/notifications')
    await page.getByRole('heading', { level: 1, name: 'اعلان‌ها' }).waitFor()
    const card = page.getByRole('region', { name: 'اعلان‌ها' }).getByRole('link').first()
    await card.waitFor()
    expect(await card.textContent()).toContain(`سفارش ${toPersian(orderId)} ارسال شد`)
    // The tracking code stays as typed, left to right, inside the Persian line.
    expect(await card.locator('bdi[dir="ltr"]').textContent()).toBe('TPX-778812')
    expect(await card.locator('time').textContent()).toMatch(JALALI_TIME)
    expect(await card.getAttribute('data-unread')).toBe('true')
    await shootBoth(page, 'notifications-customer-inbox', DESKTOP_1280)

    // Its deep link opens the order, which shows the same code; the notice is read now.
    await card.click()
    await page.waitForURL((url) => url.pathname === `/orders/${orderId}`)
    await page.getByText('TPX-778812').first().waitFor()
    await bell(page).waitFor()
    expect((await noticesOf(db, buyer.userId))[0].read_at).not.toBeNull()

    // Delivered: a new notice, seen when the customer comes back to the window.
    await moveOrder(shop.seller, shop.store.id, orderId, { status: 'delivered' })
    await page.evaluate(() => window.dispatchEvent(new Event('focus')))
    await bell(page, 1).click()
    await page.waitForURL((url) => url.pathname === '/notifications')
    await page.getByText(`سفارش ${toPersian(orderId)} تحویل شد`).waitFor()
    await page.getByRole('button', { name: 'همه را خوانده‌شده کن' }).click()
    await bell(page).waitFor()
    expect((await noticesOf(db, buyer.userId)).map((n) => n.read_at !== null)).toEqual([true, true])

    // Offline, the inbox comes from the persisted cache with the age of its copy.
    await swControlled(page)
    await page.reload()
    await page.getByText(`سفارش ${toPersian(orderId)} تحویل شد`).waitFor()
    await expect.poll(async () => (await readPersistedCache(page)) ?? '').toContain('تحویل شد')
    await context.setOffline(true)
    await page.reload()
    await page.getByText(`سفارش ${toPersian(orderId)} تحویل شد`).waitFor()
    await page.getByText(`سفارش ${toPersian(orderId)} ارسال شد`).waitFor()
    await page
      .getByRole('status')
      .getByText(/^بدون اتصال؛ ممکن است به‌روز نباشد/)
      .waitFor()
    // The header's bell too: its part was kept by the service worker when it loaded online.
    await bell(page).waitFor()
    await shootBoth(page, 'notifications-customer-inbox-offline', DESKTOP_1280)
    await context.setOffline(false)
    await context.close()
  })

  it('someone with no notices reads «اعلانی ندارید»', async () => {
    const buyer = await customerWithAddress(e2e.server)
    const { page, context } = await pageAs(e2e, buyer.customer, PHONE_390)
    await page.goto(`${e2e.server.origin}/notifications`)
    await page.getByText('اعلانی ندارید').waitFor()
    await bell(page).waitFor()
    await expectNoOverflow(page)
    await shootBoth(page, 'notifications-empty', PHONE_390)
    await context.close()
  })

  it('the admin panel’s bell opens the admin’s own inbox', async () => {
    const server = e2e.server
    const admin = await signInAdmin(server)
    const adminId = await userIdOf(server.app.deps.db, (await admin.api.GET('/auth/profile')).data?.phone ?? '')
    // An admin who shops hears of their parcel like any customer (made by the real outbox).
    await notify(server.app.deps.db, [
      {
        userId: adminId,
        event: 'order_shipped',
        cause: `e2e:admin:${adminId}`,
        title: 'سفارش ۹۰۱ ارسال شد',
        body: 'کد رهگیری مرسوله: 552200114477',
        link: '/orders/901',
      },
    ])
    const { page, context } = await pageAs(e2e, admin, DESKTOP_1280)
    await page.goto(`${server.origin}/admin/stores`)
    await bell(page, 1).click()
    await page.waitForURL((url) => url.pathname === '/admin/notifications')
    await page.getByRole('heading', { level: 1, name: 'اعلان‌ها' }).waitFor()
    await page.getByText('سفارش ۹۰۱ ارسال شد').waitFor()
    await shootBoth(page, 'notifications-admin-inbox', DESKTOP_1280)
    await page.setViewportSize(PHONE_390)
    await bell(page, 1).waitFor()
    await expectNoOverflow(page)
    await context.close()
  })
})
