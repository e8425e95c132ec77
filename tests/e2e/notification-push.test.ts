// Web Push from the settings' switch to the notification's click, in Chromium against the real
// server and its delivery worker (issue 31). The one stand-in is the push service: Chromium in a
// test context cannot reach Google's (its PushManager.subscribe answers «Registration failed -
// permission denied» here, which the switch's failure test shows), so the page's PushManager asks
// the tests' stand-in service (tests/api/fixtures/push-service.ts) for the subscription, as Chrome
// asks Google's; the server accepts its origin (PUSH_EXTRA_ORIGINS) and the worker posts to it,
// signed (VAPID) and encrypted for the device; the stand-in decrypts the message, and the test
// hands it to the page's service worker through the DevTools protocol
// (ServiceWorker.deliverPushMessage), as the browser would on its arrival. Then: the notification
// shown (Persian, right to left, the app's icon, one tag per notice), the bell told, a click that
// opens the deep link and marks the notice read. Preferences per event and channel are saved;
// unsupported browsers and blocked permission say so. Screenshots at 390 and 1280 px with SHOTS=1.
import { sql } from 'drizzle-orm'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { unwrap } from '#sdk'
import { queryRows } from '../../server/db/rows'
import { type BrowserSubscription, PushService } from '../api/fixtures/push-service'
import { makeOffer } from '../api/fixtures/shop'
import { type E2E, startE2E, toPersian } from './harness'
import {
  bell,
  clickNotification,
  codOrder,
  DESKTOP_1280,
  deliverPush,
  moveOrder,
  noticesOf,
  PHONE_390,
  shootBoth,
  shownNotifications,
  swControlled,
} from './notice-shop'
import { customerWithAddress, pageAs, storeWithSeller } from './trust-shop'

const SWITCH = 'دریافت اعلان روی این دستگاه'

let service: PushService
let e2e: E2E
beforeAll(async () => {
  service = await PushService.start()
  e2e = await startE2E({ env: { PUSH_EXTRA_ORIGINS: service.origin } })
  // Every message must be signed with the server's VAPID key, as Google's service checks.
  service.vapidKey = (await fetch(`${e2e.server.baseUrl}/notifications/push-key`).then((r) => r.json())).public_key
}, 600_000)
afterAll(async () => {
  await e2e?.close()
  await service?.close()
})

const subscriptionsOf = (userId: number) =>
  queryRows<{ endpoint: string }>(
    e2e.server.app.deps.db,
    sql`select endpoint from push_subscriptions where user_id = ${userId}`,
  )

/**
 * The page's PushManager backed by the stand-in push service: subscribe() gets a device's
 * subscription from it (checking the key the app passes is the server's VAPID key, as the real
 * service binds a subscription to it), and the browser keeps it across reloads.
 */
async function pushThroughStandIn(context: BrowserContext): Promise<BrowserSubscription[]> {
  const made: BrowserSubscription[] = []
  await context.exposeFunction('__standInSubscribe', (key: string) => {
    if (key !== service.vapidKey) throw new Error(`subscribed with another key: ${key}`)
    const subscription = service.subscribe()
    made.push(subscription)
    return subscription
  })
  await context.addInitScript(() => {
    const KEPT = 'e2e:push-subscription'
    const text = (bytes: ArrayBuffer) =>
      btoa(String.fromCharCode(...new Uint8Array(bytes)))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '')
    const bytes = (key: string) =>
      Uint8Array.from(atob(key.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)).buffer
    const asSubscription = (kept: { json: { endpoint: string }; key: string }) => ({
      endpoint: kept.json.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: bytes(kept.key) },
      toJSON: () => ({ ...kept.json, expirationTime: null }),
      unsubscribe: async () => {
        localStorage.removeItem(KEPT)
        return true
      },
    })
    const standIn = window as unknown as { __standInSubscribe: (key: string) => Promise<{ endpoint: string }> }
    PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
      const key = text(new Uint8Array(options?.applicationServerKey as ArrayBuffer).buffer)
      const kept = { json: await standIn.__standInSubscribe(key), key }
      localStorage.setItem(KEPT, JSON.stringify(kept))
      return asSubscription(kept) as unknown as PushSubscription
    }
    PushManager.prototype.getSubscription = async () => {
      const kept = localStorage.getItem(KEPT)
      return kept ? (asSubscription(JSON.parse(kept)) as unknown as PushSubscription) : null
    }
  })
  return made
}

describe('Web Push in Chromium', () => {
  it('switched on in settings, a shipped parcel’s notice arrives as a notification, and its click opens the order', async () => {
    const server = e2e.server
    const db = server.app.deps.db
    const shop = await storeWithSeller(server)
    const buyer = await customerWithAddress(server)
    const { offerId } = await makeOffer(db, shop.store.id, 320_000, 10)
    const orderId = await codOrder(server, buyer, shop.store.id, offerId)

    const { page, context } = await pageAs(e2e, buyer.customer, PHONE_390, { serviceWorkers: 'allow' })
    await context.grantPermissions(['notifications'], { origin: server.origin })
    const devices = await pushThroughStandIn(context)
    await page.goto(`${server.origin}/profile/settings`)
    const toggle = page.getByRole('switch', { name: SWITCH })
    await toggle.waitFor()
    await swControlled(page)
    expect(await toggle.isChecked()).toBe(false)
    await toggle.click()
    await expect.poll(() => toggle.isChecked()).toBe(true)
    expect(devices).toHaveLength(1)
    expect(await subscriptionsOf(buyer.userId)).toEqual([{ endpoint: devices[0].endpoint }])
    await shootBoth(page, 'notification-push-settings-on', PHONE_390)

    // The seller ships: the notice is made with the move, and the worker pushes it to the device.
    await moveOrder(shop.seller, shop.store.id, orderId, { status: 'shipped', tracking_code: 'PST-4410092' })
    await service.until(() => service.to(devices[0]).length === 1, 20_000, 'the shipped notice')
    const [message] = service.to(devices[0])
    expect(message.error).toBeNull()
    const [notice] = await noticesOf(db, buyer.userId)
    expect(message.payload).toEqual({
      id: notice.id,
      event: 'order_shipped',
      title: `سفارش ${toPersian(orderId)} ارسال شد`,
      body: 'کد رهگیری مرسوله: PST-4410092',
      link: `/orders/${orderId}`,
      new_orders: 0,
    })

    // The browser receives it: the worker shows it, and tells the open window.
    await deliverPush(context, page, server.origin, message.payload)
    await expect
      .poll(() => shownNotifications(page))
      .toEqual([
        {
          title: `سفارش ${toPersian(orderId)} ارسال شد`,
          body: 'کد رهگیری مرسوله: PST-4410092',
          dir: 'rtl',
          lang: 'fa',
          tag: `notice-${notice.id}`,
          icon: `${server.origin}/icons/icon-192.png`,
          data: { id: notice.id, url: `/orders/${orderId}?notice=${notice.id}` },
        },
      ])
    await bell(page, 1).waitFor()

    // A click on it: the open window goes to the order, and the notice is read on arrival.
    await clickNotification(context, `notice-${notice.id}`)
    await page.waitForURL((url) => url.pathname === `/orders/${orderId}` && !url.searchParams.has('notice'))
    await page.getByText('PST-4410092').first().waitFor()
    await expect.poll(async () => (await noticesOf(db, buyer.userId))[0].read_at).not.toBeNull()
    await bell(page).waitFor()
    expect(await shownNotifications(page)).toEqual([])

    // Switched on stays on (this browser, this account); off forgets the device on the server.
    await page.goto(`${server.origin}/profile/settings`)
    await expect.poll(() => toggle.isChecked()).toBe(true)
    await toggle.click()
    await expect.poll(() => toggle.isChecked()).toBe(false)
    expect(await subscriptionsOf(buyer.userId)).toEqual([])

    // On again, then signing out: this device stops receiving the account's notices.
    await toggle.click()
    await expect.poll(() => subscriptionsOf(buyer.userId)).toHaveLength(1)
    await page.getByRole('button', { name: 'خروج' }).click()
    await page.waitForURL((url) => url.pathname === '/login')
    expect(await subscriptionsOf(buyer.userId)).toEqual([])
    await context.close()
  })

  it('saves each event’s channels: the shopper’s in the account, the store’s in the seller panel', async () => {
    const server = e2e.server
    const db = server.app.deps.db
    const buyer = await customerWithAddress(server)
    const chosen = (userId: number) =>
      queryRows<{ event: string; channel: string; enabled: boolean }>(
        db,
        sql`select event, channel, enabled from notification_preferences where user_id = ${userId}`,
      )

    const { page, context } = await pageAs(e2e, buyer.customer, PHONE_390)
    await page.goto(`${server.origin}/profile/settings`)
    const sms = page.getByRole('switch', { name: 'ارسال سفارش با کد رهگیری، پیامک' })
    await sms.waitFor()
    expect(await sms.isChecked()).toBe(true) // a shipped parcel's SMS is on by default
    expect(await page.getByRole('switch', { name: 'تحویل سفارش، پیامک' }).isChecked()).toBe(false)
    expect(await page.getByRole('switch', { name: 'تحویل سفارش، اعلان مرورگر' }).isChecked()).toBe(true)
    // A shopper is not asked about a store's events.
    expect(await page.getByRole('rowheader', { name: 'سفارش تازه برای فروشگاه' }).count()).toBe(0)
    await sms.click()
    await expect.poll(() => chosen(buyer.userId)).toEqual([{ event: 'order_shipped', channel: 'sms', enabled: false }])
    await shootBoth(page, 'notification-push-preferences', PHONE_390)
    await page.reload()
    await expect.poll(() => sms.isChecked()).toBe(false)
    await context.close()

    const { store, seller } = await storeWithSeller(server)
    const panel = await pageAs(e2e, seller, DESKTOP_1280)
    await panel.page.goto(`${server.origin}/providers/notifications/settings`)
    const newOrderSms = panel.page.getByRole('switch', { name: 'سفارش تازه برای فروشگاه، پیامک' })
    await newOrderSms.waitFor()
    expect(await newOrderSms.isChecked()).toBe(true)
    expect(await panel.page.getByRole('rowheader', { name: 'پرداخت سفارش' }).count()).toBe(0)
    await panel.page.getByRole('switch', { name: SWITCH }).waitFor()
    await newOrderSms.click()
    await expect.poll(() => chosen(store.ownerId)).toEqual([{ event: 'order_new', channel: 'sms', enabled: false }])
    await shootBoth(panel.page, 'notification-push-seller-settings', DESKTOP_1280)
    // The panel's inbox links to these settings.
    await panel.page.goto(`${server.origin}/providers/notifications`)
    await panel.page.getByRole('link', { name: 'تنظیمات اعلان‌ها' }).click()
    await panel.page.waitForURL((url) => url.pathname === '/providers/notifications/settings')
    await panel.context.close()
  })

  it('says so where push cannot work: blocked, unsupported, or the browser’s push service refusing', async () => {
    const server = e2e.server
    const buyer = await customerWithAddress(server)
    const note = (page: Page, text: RegExp) => page.getByText(text).waitFor()

    // Blocked for this site: the switch is off and says where to allow it.
    const blocked = await pageAs(e2e, buyer.customer, PHONE_390)
    const cdp = await blocked.context.newCDPSession(blocked.page)
    const { targetInfo } = await cdp.send('Target.getTargetInfo')
    await cdp.send('Browser.setPermission', {
      permission: { name: 'notifications' },
      setting: 'denied',
      origin: server.origin,
      browserContextId: targetInfo.browserContextId,
    })
    await blocked.page.goto(`${server.origin}/profile/settings`)
    await note(blocked.page, /اجازهٔ نمایش اعلان برای راسته در این مرورگر بسته شده است/)
    expect(await blocked.page.getByRole('switch', { name: SWITCH }).isDisabled()).toBe(true)
    await shootBoth(blocked.page, 'notification-push-blocked', PHONE_390)
    await blocked.context.close()

    // A browser without the Push API.
    const old = await pageAs(e2e, buyer.customer, PHONE_390)
    await old.context.addInitScript(() => {
      delete (window as { PushManager?: unknown }).PushManager
    })
    await old.page.goto(`${server.origin}/profile/settings`)
    await note(old.page, /این مرورگر اعلان وب را پشتیبانی نمی‌کند/)
    expect(await old.page.getByRole('switch', { name: SWITCH }).isDisabled()).toBe(true)
    await old.context.close()

    // Chromium's own push service refuses here (a test context): the switch says it did not
    // turn on, and nothing is saved.
    const real = await pageAs(e2e, buyer.customer, PHONE_390, { serviceWorkers: 'allow' })
    await real.context.grantPermissions(['notifications'], { origin: server.origin })
    await real.page.goto(`${server.origin}/profile/settings`)
    const toggle = real.page.getByRole('switch', { name: SWITCH })
    await toggle.waitFor()
    await swControlled(real.page)
    await toggle.click()
    await real.page.getByRole('alert').getByText('دریافت اعلان روی این دستگاه روشن نشد؛ دوباره تلاش کنید.').waitFor()
    expect(await toggle.isChecked()).toBe(false)
    expect(await subscriptionsOf(buyer.userId)).toEqual([])
    await real.context.close()
    // The profile still works as it did.
    expect((await unwrap(buyer.customer.api.GET('/auth/profile'))).notices).toEqual({ unread: 0, new_orders: 0 })
  })
})
