// What the notifications' browser tests share: orders that make real notices (checkout's through
// the delivery worker, the seller's moves through the outbox), the Web Push payload the delivery
// worker would send for a notice, a push delivered to the page's service worker through the
// DevTools protocol (ServiceWorker.deliverPushMessage), the notifications it shows, and the app
// badge's calls.
import { sql } from 'drizzle-orm'
import type { BrowserContext, Page } from 'playwright-core'
import { expect } from 'vitest'
import { newIdempotencyKey, unwrap } from '#sdk'
import type { Db } from '../../server/db/client'
import { queryRows } from '../../server/db/rows'
import { NOTICE_MESSAGE } from '../../src/lib/notice-link'
import type { TestClient, TestServer } from '../api/harness'
import { toPersian } from './harness'
import { settledScreenshot } from './waits'

export const PHONE_390 = { width: 390, height: 844 }
export const DESKTOP_1280 = { width: 1280, height: 800 }

/** Full-page screenshots `${name}-390` and `${name}-1280` (SHOTS=1 only); the page is left at `back`. */
export async function shootBoth(page: Page, name: string, back: { width: number; height: number }) {
  if (!process.env.SHOTS) return
  for (const [size, viewport] of [
    ['390', PHONE_390],
    ['1280', DESKTOP_1280],
  ] as const) {
    await page.setViewportSize(viewport)
    await page.evaluate(() => window.scrollTo(0, 0))
    await settledScreenshot(page, `${name}-${size}`, { fullPage: true })
  }
  await page.setViewportSize(back)
}

/** The bell shown at this width, by what a screen reader says of it. */
export const bell = (page: Page, unread = 0) =>
  page.getByRole('link', {
    name: unread ? `اعلان‌ها، ${toPersian(unread)} خوانده‌نشده` : 'اعلان‌ها',
    exact: true,
  })

/**
 * The customer orders one of the offer, cash on delivery; answers once the store's owner has their
 * order_new (the delivery worker makes it just after the purchase commits, decision 043).
 */
export async function codOrder(
  server: TestServer,
  buyer: { customer: TestClient; addressId: number },
  storeId: number,
  offerId: number,
) {
  const { customer, addressId } = buyer
  await unwrap(customer.api.POST('/public/cart/items', { body: { product_store_id: offerId, quantity: 1 } }))
  const placed = await unwrap(
    customer.api.POST('/public/orders', {
      body: { address_id: addressId, shipping: [{ store_id: storeId, method: 'tipax' }], payment_method: 'cod' },
      params: { header: { 'Idempotency-Key': newIdempotencyKey() } },
    }),
  )
  await server.app.deliveries.idle()
  return placed.orders[0].id
}

/** The seller's move, as the panel makes it (a shipment with its tracking code). */
export function moveOrder(
  seller: TestClient,
  storeId: number,
  id: number,
  body: { status: 'shipped'; tracking_code: string } | { status: 'delivered' },
) {
  return unwrap(seller.api.PUT('/orders/{id}/status', { params: { path: { id }, query: { store_id: storeId } }, body }))
}

export interface NoticeRow {
  id: number
  event: string
  title: string
  body: string
  link: string
  read_at: Date | null
}

/** The user's notices in the database, newest first. */
export function noticesOf(db: Db, userId: number): Promise<NoticeRow[]> {
  return queryRows<NoticeRow>(
    db,
    sql`select id, event, title, body, link, read_at from notifications where user_id = ${userId} order by id desc`,
  )
}

/** The Web Push payload of a notice, as the delivery worker sends it (the common contract). */
export async function pushPayload(db: Db, notice: NoticeRow, userId: number) {
  const [{ n }] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from notifications where user_id = ${userId} and event = 'order_new' and read_at is null`,
  )
  return {
    id: notice.id,
    event: notice.event,
    title: notice.title,
    body: notice.body,
    link: notice.link,
    new_orders: n,
  }
}

/** Waits until the app's service worker controls the page (it registers once the page is idle). */
export async function swControlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, { timeout: 30_000 })
}

/**
 * Delivers a push message to the page's service worker, as the push service would, once the
 * registration's worker is activated. Chromium may drop a message handed over the protocol (on a
 * busy machine it sometimes did, saying nothing): the worker's handler tells every open window of
 * each push it handled, so a message no window heard of within 10 s is handed over again, as a push
 * service retries one the device did not take.
 */
export async function deliverPush(context: BrowserContext, page: Page, origin: string, payload: unknown) {
  const noticeId = Number((payload as { id?: unknown } | null)?.id)
  const cdp = await context.newCDPSession(page)
  const registrations = new Map<string, { scopeURL: string; isDeleted: boolean }>()
  const activated = new Set<string>()
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => {
    for (const r of event.registrations) registrations.set(r.registrationId, r)
  })
  cdp.on('ServiceWorker.workerVersionUpdated', (event) => {
    for (const v of event.versions) if (v.status === 'activated') activated.add(v.registrationId)
  })
  await cdp.send('ServiceWorker.enable')
  const ready = () =>
    [...registrations].find(([id, r]) => !r.isDeleted && r.scopeURL === `${origin}/` && activated.has(id))?.[0]
  await expect.poll(ready, { timeout: 30_000 }).toBeTruthy()
  await page.evaluate((type) => {
    const heard: number[] = []
    Object.assign(window, { __pushesHeard: heard })
    navigator.serviceWorker.addEventListener('message', (event) => {
      if (event.data?.type === type) heard.push(event.data.id)
    })
    navigator.serviceWorker.startMessages()
  }, NOTICE_MESSAGE)
  const heard = () =>
    page.evaluate((id) => (window as unknown as { __pushesHeard: number[] }).__pushesHeard.includes(id), noticeId)
  for (let attempt = 1; ; attempt++) {
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId: ready() ?? '',
      data: JSON.stringify(payload),
    })
    try {
      await expect.poll(heard, { timeout: 10_000 }).toBe(true)
      break
    } catch (error) {
      if (attempt === 3) throw error
      console.warn(`push ${noticeId} not handled by the worker within 10 s: handed over again`)
    }
  }
  await cdp.detach()
}

/** The notifications the service worker shows now (ServiceWorkerRegistration.getNotifications). */
export function shownNotifications(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready
    return (await registration.getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      dir: n.dir,
      lang: n.lang,
      tag: n.tag,
      icon: n.icon,
      data: n.data as unknown,
    }))
  })
}

/**
 * The page's app-badge calls (setAppBadge(n), clearAppBadge() as 0), recorded from the app's first
 * moment: Chromium has the Badging API, but a browser test's app is not installed, so the browser
 * would not draw it anywhere to look at.
 */
export async function recordBadge(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const calls: number[] = []
    Object.assign(window, { __badge: calls })
    Object.defineProperty(Navigator.prototype, 'setAppBadge', {
      configurable: true,
      value: (n?: number) => {
        calls.push(n ?? -1)
        return Promise.resolve()
      },
    })
    Object.defineProperty(Navigator.prototype, 'clearAppBadge', {
      configurable: true,
      value: () => {
        calls.push(0)
        return Promise.resolve()
      },
    })
  })
}

/** The badge's latest value (undefined before any call). */
export function lastBadge(page: Page): Promise<number | undefined> {
  return page.evaluate(() => (window as unknown as { __badge: number[] }).__badge.at(-1))
}

/**
 * A click on a shown notification, dispatched in the service worker (no DevTools command clicks a
 * notification): the worker's own notificationclick handler runs with the notification it showed.
 * A dispatched event is not a user's gesture, so the handler's focus() is refused and its
 * waitUntil throws; its navigation of the open window is what a real click does too.
 */
export async function clickNotification(context: BrowserContext, tag: string): Promise<void> {
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'))
  await worker.evaluate(async (wanted) => {
    const scope = self as unknown as ServiceWorkerGlobalScope & {
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event
    }
    const [notification] = await scope.registration.getNotifications({ tag: wanted })
    if (!notification) throw new Error(`no notification ${wanted}`)
    scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }))
  }, tag)
}

/**
 * The service worker's own app-badge calls (it sets the badge when a push arrives, before any
 * window reads the counts), recorded from now on in the running worker.
 */
export async function recordWorkerBadge(context: BrowserContext): Promise<() => Promise<number[]>> {
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'))
  await worker.evaluate(() => {
    const calls: number[] = []
    Object.assign(self, { __badge: calls })
    const proto = Object.getPrototypeOf(navigator)
    Object.defineProperty(proto, 'setAppBadge', {
      configurable: true,
      value: (n?: number) => {
        calls.push(n ?? -1)
        return Promise.resolve()
      },
    })
    Object.defineProperty(proto, 'clearAppBadge', {
      configurable: true,
      value: () => {
        calls.push(0)
        return Promise.resolve()
      },
    })
  })
  return () => worker.evaluate(() => (self as unknown as { __badge: number[] }).__badge)
}
