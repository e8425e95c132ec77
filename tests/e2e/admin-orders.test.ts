// The admin's orders in Chromium against the real server: every store's orders at /admin/orders,
// a row opens /admin/orders/$id with the store, customer, items, address, shipping, payment and
// the history (Jalali times, who made each move); the admin moves the order on — shipping needs
// a tracking code — and the history names the admin, the audit log holds each move; cancelling,
// after a confirmation, gives the stock back. Screenshots at 390 and 1280 px.
import { and, eq, sql } from 'drizzle-orm'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newIdempotencyKey, unwrap } from '#sdk'
import { queryRows } from '../../server/db/rows'
import * as t from '../../server/db/schema/index'
import { makeAddress, makeOffer, makeStore, userIdOf } from '../api/fixtures/shop'
import { signInAdmin } from '../api/fixtures/stores'
import { signIn as apiSignIn, type TestClient } from '../api/harness'
import { type E2E, screenshot, startE2E, toPersian } from './harness'

const PHONE_390 = { width: 390, height: 844 }
const DESKTOP_1280 = { width: 1280, height: 800 }

describe('admin orders in Chromium', () => {
  let e2e: E2E
  let admin: TestClient
  let storeName: string
  let offerId: number
  let movedId: number
  let cancelledId: number

  const db = () => e2e.server.app.deps.db
  const stockOf = async () =>
    (await queryRows<{ stock: number }>(db(), sql`select stock from offers where id = ${offerId}`))[0].stock
  const eventsOf = (orderId: number) =>
    queryRows<{ status: string; by: string }>(
      db(),
      sql`select status, by from order_status_events where order_id = ${orderId} order by id`,
    )

  beforeAll(async () => {
    e2e = await startE2E()
    admin = await signInAdmin(e2e.server)
    const store = await makeStore(db())
    storeName = store.name
    const [owner] = await db().select().from(t.users).where(eq(t.users.id, store.ownerId))
    const seller = await apiSignIn(e2e.server, owner.phone)
    const offer = await makeOffer(db(), store.id, 1_250_000, 20)
    offerId = offer.offerId
    const customer = await apiSignIn(e2e.server)
    const userId = await userIdOf(db(), (await unwrap(customer.api.GET('/auth/profile'))).phone)
    const addressId = await makeAddress(db(), userId)
    const checkout = async () => {
      await unwrap(customer.api.POST('/public/cart/items', { body: { product_store_id: offerId, quantity: 2 } }))
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
      // Paid, as the seller (standing in for the gateway) records it: the history's «فروشگاه».
      await unwrap(
        seller.api.PUT('/orders/{id}/status', {
          params: { path: { id }, query: { store_id: store.id } },
          body: { status: 'paid' },
        }),
      )
      return id
    }
    movedId = await checkout()
    cancelledId = await checkout()
  }, 120_000)
  afterAll(async () => {
    await e2e?.close()
  })

  async function pageAs(who: TestClient, viewport: { width: number; height: number }) {
    const { page, context } = await e2e.newPage(viewport)
    const tokens = { access: who.tokens.getAccessToken(), refresh: who.tokens.getRefreshToken() }
    await context.addInitScript((saved) => {
      if (!localStorage.getItem('rasteh:access_token')) {
        localStorage.setItem('rasteh:access_token', saved.access ?? '')
        localStorage.setItem('rasteh:refresh_token', saved.refresh ?? '')
      }
    }, tokens)
    return { page, context }
  }
  const shoot = (page: Page, name: string) => screenshot(page, name, { fullPage: true })
  const closeAll = async (...contexts: BrowserContext[]) => {
    for (const c of contexts) await c.close()
  }

  it('opens an order from the list and moves it on as the admin', async () => {
    const { page, context } = await pageAs(admin, DESKTOP_1280)
    await page.goto(`${e2e.server.origin}/admin/orders`)
    const row = page.getByRole('link', { name: `سفارش ${toPersian(movedId)}`, exact: true })
    await row.waitFor()
    // The list shows the store and the total in toman with Persian digits (2 × 1,250,000 + shipping).
    const table = page.getByRole('table', { name: 'سفارش‌های همه فروشگاه‌ها' })
    await table.getByText(storeName).first().waitFor()
    expect(await table.textContent()).toMatch(/[۰-۹]{1,3}(٬[۰-۹]{3})+/)
    // No Latin digit anywhere but in the fixture store's own name.
    expect(((await table.textContent()) ?? '').replaceAll(storeName, '')).not.toMatch(/[0-9]/)
    await shoot(page, 'admin-orders-1280')

    await row.click()
    await page.waitForURL((u) => u.pathname === `/admin/orders/${movedId}`)
    await page.getByRole('heading', { level: 1, name: `سفارش ${toPersian(movedId)}` }).waitFor()
    await page.getByRole('region', { name: 'فروشگاه' }).getByRole('link', { name: storeName }).waitFor()
    await page.getByRole('region', { name: 'مشتری' }).waitFor()
    await page.getByRole('region', { name: 'کالاها' }).getByText('۲ عدد').waitFor()
    await page.getByRole('region', { name: 'نشانی تحویل' }).getByText('خیابان ولیعصر', { exact: false }).waitFor()
    await page.getByRole('region', { name: 'ارسال' }).waitFor()
    await page.getByRole('region', { name: 'پرداخت' }).getByText('پرداخت اینترنتی').waitFor()
    await page.getByRole('region', { name: 'صورت‌حساب' }).getByText('تومان').first().waitFor()
    const history = page.getByRole('list', { name: 'مراحل سفارش' })
    // Paid by the store, at a Jalali time (a 14xx year in Persian digits).
    await history.getByText('پرداخت‌شده').first().waitFor()
    expect(await history.textContent()).toContain('فروشگاه')
    expect(await history.textContent()).toMatch(/۱۴[۰-۹]{2}/)
    // Paid: processing or cancel, not straight to shipped.
    expect(await page.getByRole('button', { name: 'ثبت ارسال' }).count()).toBe(0)

    await page.getByRole('button', { name: 'شروع پردازش' }).click()
    await history.getByText('در حال پردازش').first().waitFor()
    await history.getByText('مدیر راسته', { exact: false }).waitFor()
    // Shipping without a tracking code is refused on the page.
    await page.getByRole('button', { name: 'ثبت ارسال' }).click()
    await page.getByText('برای ارسال سفارش، کد رهگیری مرسوله را وارد کنید').waitFor()
    await page.getByRole('textbox', { name: /کد رهگیری مرسوله/ }).fill('TPX-778899')
    await page.getByRole('button', { name: 'ثبت ارسال' }).click()
    await history.getByText('ارسال‌شده').first().waitFor()
    // A code to copy keeps its Latin digits (issue 27, item 20).
    await page.getByRole('region', { name: 'ارسال' }).getByText('TPX-778899', { exact: false }).waitFor()
    await shoot(page, 'admin-order-detail-1280')

    // The database: the moves are the admin's, and each is in the audit log.
    expect((await eventsOf(movedId)).map((e) => [e.status, e.by])).toEqual([
      ['pending_payment', 'customer'],
      ['paid', 'store'],
      ['processing', 'admin'],
      ['shipped', 'admin'],
    ])
    const audit = await db()
      .select()
      .from(t.adminAudit)
      .where(and(eq(t.adminAudit.targetType, 'order'), eq(t.adminAudit.targetId, movedId)))
      .orderBy(t.adminAudit.id)
    expect(audit.map((a) => a.details)).toEqual([
      { status: 'processing' },
      { status: 'shipped', tracking_code: 'TPX-778899' },
    ])
    await closeAll(context)
  }, 120_000)

  it('cancels an order after a confirmation, and the stock comes back', async () => {
    const before = await stockOf()
    const { page, context } = await pageAs(admin, PHONE_390)
    await page.goto(`${e2e.server.origin}/admin/orders/${cancelledId}`)
    await page.getByRole('heading', { level: 1, name: `سفارش ${toPersian(cancelledId)}` }).waitFor()
    await page.getByRole('region', { name: 'کالاها' }).getByText('۲ عدد').waitFor()
    await shoot(page, 'admin-order-detail-390')
    await page.getByRole('button', { name: 'لغو سفارش' }).click()
    const dialog = page.getByRole('alertdialog', { name: 'لغو سفارش' })
    await dialog.waitFor()
    // Dismissed first: nothing changes.
    await dialog.getByRole('button', { name: 'انصراف' }).click()
    await dialog.waitFor({ state: 'hidden' })
    expect(await stockOf()).toBe(before)
    await page.getByRole('button', { name: 'لغو سفارش' }).click()
    await dialog.getByRole('button', { name: 'لغو سفارش' }).click()
    const history = page.getByRole('list', { name: 'مراحل سفارش' })
    await history.getByText('لغوشده').first().waitFor()
    await page.getByText('این سفارش مرحله دیگری ندارد.').waitFor()
    expect(await stockOf()).toBe(before + 2)
    expect((await eventsOf(cancelledId)).at(-1)).toEqual({ status: 'cancelled', by: 'admin' })
    await shoot(page, 'admin-order-cancelled-390')

    await page.goto(`${e2e.server.origin}/admin/orders`)
    await page.getByRole('link', { name: `سفارش ${toPersian(cancelledId)}`, exact: true }).waitFor()
    await shoot(page, 'admin-orders-390')
    await closeAll(context)
  }, 120_000)
})
