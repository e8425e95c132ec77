// The seller orders list in Chromium against the real server: a provider with a store whose
// customers checked out through the API opens /providers/orders, lands on its store's list (the
// id-less address is one redirect), sees every order the API returns, narrows it by status, by a
// phrase and by a Jalali date range (all in the URL), pages through it, and gets cards on a phone.
import { sql } from 'drizzle-orm'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatNumber } from '#lib/fa'
import { newIdempotencyKey, unwrap } from '#sdk'
import * as t from '../../server/db/schema/index'
import { makeAddress, makeOffer, makeStore, userIdOf } from '../api/fixtures/shop'
import { signIn as apiSignIn, type TestClient } from '../api/harness'
import { type E2E, screenshot, startE2E, toPersian } from './harness'

const PHONE_390 = { width: 390, height: 844 }
const DESKTOP_1280 = { width: 1280, height: 800 }
const ORDERS = 22 // more than one page of 20

describe('seller orders list in Chromium', () => {
  let e2e: E2E
  let seller: TestClient
  let storeId: number
  let namedOrderId: number
  beforeAll(async () => {
    e2e = await startE2E()
    const db = e2e.server.app.deps.db
    const store = await makeStore(db)
    storeId = store.id
    const [owner] = await db.select().from(t.users).where(sql`id = ${store.ownerId}`)
    seller = await apiSignIn(e2e.server, owner.phone)
    const offer = await makeOffer(db, store.id, 250_000, 100)
    const checkout = async (c: TestClient, payment: 'cod' | 'online') => {
      const userId = await userIdOf(db, (await unwrap(c.api.GET('/auth/profile'))).phone)
      const addressId = await makeAddress(db, userId)
      await unwrap(c.api.POST('/public/cart/items', { body: { product_store_id: offer.offerId, quantity: 1 } }))
      const p = await unwrap(
        c.api.POST('/public/orders', {
          body: { address_id: addressId, shipping: [{ store_id: store.id, method: 'tipax' }], payment_method: payment },
          params: { header: { 'Idempotency-Key': newIdempotencyKey() } },
        }),
      )
      return p.orders[0].id
    }
    const regular = await apiSignIn(e2e.server)
    for (let i = 0; i < ORDERS - 1; i++) await checkout(regular, 'cod')
    const named = await apiSignIn(e2e.server)
    const namedPhone = (await unwrap(named.api.GET('/auth/profile'))).phone
    await db.update(t.users).set({ name: 'پرستو کاظمی' }).where(sql`phone = ${namedPhone}`)
    namedOrderId = await checkout(named, 'online')
  }, 120_000)
  afterAll(async () => {
    await e2e?.close()
  })

  /** A browser page signed in as the seller (the API's tokens in the app's storage). */
  async function sellerPage(viewport: { width: number; height: number }) {
    const { page, context } = await e2e.newPage(viewport)
    const tokens = { access: seller.tokens.getAccessToken(), refresh: seller.tokens.getRefreshToken() }
    await context.addInitScript((saved) => {
      if (!localStorage.getItem('rasteh:access_token')) {
        localStorage.setItem('rasteh:access_token', saved.access ?? '')
        localStorage.setItem('rasteh:refresh_token', saved.refresh ?? '')
      }
    }, tokens)
    return { page, context }
  }

  const orderLinks = (page: Page) => page.getByRole('link', { name: /^سفارش [۰-۹]+$/ })
  /** The list shows `n` orders; given the time a page takes to load on a busy machine (two files run at once). */
  const expectLinks = (page: Page, n: number) =>
    expect.poll(() => orderLinks(page).count(), { timeout: 15_000 }).toBe(n)

  it('redirects the id-less address to the store and shows every order the API returns, paged', async () => {
    const { page, context } = await sellerPage(DESKTOP_1280)
    await page.goto(`${e2e.server.origin}/`)
    await page.evaluate((id) => localStorage.setItem('rasteh:selected_store_id', String(id)), storeId)
    await page.goto(`${e2e.server.origin}/providers/orders`)
    await page.waitForURL((u) => u.pathname === `/providers/${storeId}/orders`)
    await page.getByRole('table', { name: 'سفارش‌های فروشگاه' }).waitFor()

    const firstPage = await unwrap(seller.api.GET('/orders/', { params: { query: { store_id: storeId } } }))
    expect(firstPage.total).toBe(ORDERS)
    await expectLinks(page, firstPage.items.length)
    for (const order of firstPage.items) {
      await page.getByRole('link', { name: `سفارش ${toPersian(order.id)}`, exact: true }).waitFor()
    }
    // Totals in toman with Persian digits and separators; dates in the Jalali calendar.
    const total = formatNumber(firstPage.items[0].total)
    expect(await page.getByRole('cell', { name: `${total} تومان` }).count()).toBe(firstPage.items.length)
    const today = new Intl.DateTimeFormat('fa-IR-u-ca-persian', { year: 'numeric', timeZone: 'Asia/Tehran' })
    expect(await page.getByRole('cell', { name: new RegExp(today.format(new Date())) }).count()).toBe(
      firstPage.items.length,
    )
    await screenshot(page, 'seller-orders-desktop', { fullPage: true })

    await page.getByRole('button', { name: 'صفحه ۲' }).click()
    await page.waitForURL((u) => u.searchParams.get('page') === '2')
    const second = await unwrap(
      seller.api.GET('/orders/', { params: { query: { store_id: storeId, skip: 20, limit: 20 } } }),
    )
    await expectLinks(page, second.items.length)
    for (const order of second.items) {
      await page.getByRole('link', { name: `سفارش ${toPersian(order.id)}`, exact: true }).waitFor()
    }

    // Every id-less address takes the same redirect, deeper pages and the query included.
    await page.goto(`${e2e.server.origin}/providers/blog/add`)
    await page.waitForURL((u) => u.pathname === `/providers/${storeId}/blog/add`)
    await page.goto(`${e2e.server.origin}/providers/orders?status=pending_payment`)
    await page.waitForURL(
      (u) => u.pathname === `/providers/${storeId}/orders` && u.searchParams.get('status') === 'pending_payment',
    )
    await expectLinks(page, 1)
    await context.close()
  })

  it('narrows by status and by a phrase through the URL', async () => {
    const { page, context } = await sellerPage(DESKTOP_1280)
    await page.goto(`${e2e.server.origin}/providers/${storeId}/orders`)
    await page.getByRole('table', { name: 'سفارش‌های فروشگاه' }).waitFor()

    // The customers' cash-on-delivery orders (straight to processing) are the seller's to act on:
    // the sidebar's badge and the «نیازمند اقدام» tab count them, and the tab lists them.
    const cash = toPersian(ORDERS - 1)
    await page.getByRole('navigation', { name: 'مدیریت فروشگاه' }).getByLabel(`${cash} سفارش تازه`).waitFor()
    await page
      .getByRole('tab', { name: /نیازمند اقدام/ })
      .getByLabel(`${cash} سفارش تازه`)
      .waitFor()
    await page.getByRole('tab', { name: /نیازمند اقدام/ }).click()
    await page.waitForURL((u) => u.searchParams.get('todo') === 'true')
    // (Until the filtered answer comes, the list keeps showing the previous 20, the online order among them.)
    const named = page.getByRole('link', { name: `سفارش ${toPersian(namedOrderId)}`, exact: true })
    await expect.poll(() => named.count(), { timeout: 15_000 }).toBe(0)
    await expectLinks(page, 20)
    expect(await named.count()).toBe(0)

    await page.getByRole('tab', { name: 'در انتظار پرداخت' }).click()
    await page.waitForURL((u) => u.searchParams.get('status') === 'pending_payment')
    await expectLinks(page, 1)
    await page.getByRole('link', { name: `سفارش ${toPersian(namedOrderId)}`, exact: true }).waitFor()

    await page.goto(`${e2e.server.origin}/providers/${storeId}/orders`)
    await page.getByRole('searchbox', { name: 'جستجو' }).fill('پرستو')
    await page.waitForURL((u) => u.searchParams.get('q') === 'پرستو')
    await expectLinks(page, 1)
    await page.getByText('پرستو کاظمی').waitFor()
    await page.goBack()
    await page.waitForURL((u) => !u.searchParams.has('q'))
    await expectLinks(page, 20)

    // The date range: today, picked on the Jalali calendar, keeps every order; from tomorrow, none.
    const todayLabel = new Intl.DateTimeFormat('fa-IR-u-ca-persian', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Asia/Tehran',
    }).format(new Date())
    await page.getByRole('button', { name: /از تاریخ/ }).click()
    await page.getByRole('button', { name: todayLabel, exact: true }).click()
    await page.waitForURL((u) => /^\d{4}-\d{2}-\d{2}$/.test(u.searchParams.get('from') ?? ''))
    const from = new URL(page.url()).searchParams.get('from') as string
    await page.getByRole('button', { name: new RegExp(`از تاریخ ${todayLabel}`) }).waitFor()
    await expectLinks(page, 20)
    const tomorrow = new Date(Date.parse(`${from}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
    await page.goto(`${e2e.server.origin}/providers/${storeId}/orders?from=${tomorrow}`)
    await page.getByText('سفارشی با این شرایط پیدا نشد').waitFor()
    expect(await orderLinks(page).count()).toBe(0)
    await context.close()
  })

  it('shows the orders as cards on a phone', async () => {
    const { page, context } = await sellerPage(PHONE_390)
    await page.goto(`${e2e.server.origin}/providers/${storeId}/orders`)
    await page.getByRole('list', { name: 'سفارش‌های فروشگاه' }).waitFor()
    expect(await page.getByRole('table').count()).toBe(0)
    await expectLinks(page, 20)
    await screenshot(page, 'seller-orders-phone')
    await screenshot(page, 'seller-orders-phone-full', { fullPage: true })

    // The panel's sidebar is a drawer on a phone; following one of its links closes it.
    await page.getByRole('button', { name: 'منوی پنل فروشنده' }).click()
    const drawer = page.getByRole('dialog', { name: 'منوی پنل فروشنده' })
    await drawer.getByRole('link', { name: 'محصولات' }).click()
    await page.waitForURL((u) => u.pathname === `/providers/${storeId}/products`)
    await drawer.waitFor({ state: 'detached' })
    await context.close()
  })
})
