// A return (issue 30) in Chromium against the real server, across both sides. The customer, on a
// 390 px phone, opens the delivered order, asks to return it («آسیب‌دیده», with the Sheba a cash
// order is refunded to) and lands on the return's page. The seller, at 1280 px, finds it under
// «مرجوعی‌ها» and approves it; the customer enters the parcel's tracking code; the seller confirms
// receipt with the items back in stock. The database holds the refund owed to the Sheba and the
// stock. An admin decides an escalated return under «اختلاف‌ها». Screenshots at 390, 412 and
// 1280 px with SHOTS=1.
import { sql } from 'drizzle-orm'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { unwrap } from '#sdk'
import { queryRows } from '../../server/db/rows'
import { makeOffer } from '../api/fixtures/shop'
import { signInAdmin } from '../api/fixtures/stores'
import { type E2E, startE2E, toPersian } from './harness'
import { customerWithAddress, deliveredOrder, pageAs, storeWithSeller } from './trust-shop'
import { DESKTOP_1280, judgedWidths, PHONE_390, screenshotAtWidths } from './waits'

const WIDTHS = judgedWidths(DESKTOP_1280)

/** Nothing is wider than the window. */
async function expectNoOverflow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
}

describe('returns in Chromium', () => {
  let e2e: E2E
  beforeAll(async () => {
    e2e = await startE2E()
  }, 600_000)
  afterAll(async () => {
    await e2e?.close()
  })

  it('a customer asks from a phone, the seller approves and confirms receipt; the refund is owed', async () => {
    const db = e2e.server.app.deps.db
    const shop = await storeWithSeller(e2e.server)
    const offer = await makeOffer(db, shop.store.id, 380_000, 4)
    const buyer = await customerWithAddress(e2e.server)
    const order = await deliveredOrder(buyer, shop, offer.offerId)

    const customer = await pageAs(e2e, buyer.customer, PHONE_390)
    const page = customer.page
    await page.goto(`${e2e.server.origin}/orders/${order.id}`)
    await page.getByText(/می‌توانید کالاهای این سفارش را مرجوع کنید/).waitFor()
    await screenshotAtWidths(page, 'returns', 'order', WIDTHS)
    await page.setViewportSize(PHONE_390)
    await page.getByRole('link', { name: 'درخواست مرجوعی' }).click()
    await page.getByRole('heading', { name: 'درخواست مرجوعی' }).waitFor()
    // The one item is chosen already; the reason is not.
    await page.getByRole('button', { name: 'ثبت درخواست مرجوعی' }).click()
    await page.getByText('دلیل مرجوعی را انتخاب کنید').waitFor()
    await page.getByLabel('آسیب‌دیده').check()
    await page.getByLabel('توضیح (اختیاری)').fill('گوشهٔ جعبه له شده و بدنه خط افتاده است.')
    await page.getByLabel('شماره شبا').fill('IR12')
    await page.getByLabel('نام صاحب حساب').fill('سارا محمدی')
    await page.getByRole('button', { name: 'ثبت درخواست مرجوعی' }).click()
    await page.getByText(/شماره شبا معتبر نیست/).waitFor()
    await page.getByLabel('شماره شبا').fill('IR820540102680020817909002')
    await expectNoOverflow(page)
    await screenshotAtWidths(page, 'returns', 'customer-form', WIDTHS)
    await page.setViewportSize(PHONE_390)
    await page.getByRole('button', { name: 'ثبت درخواست مرجوعی' }).click()
    await page.getByRole('heading', { name: /^مرجوعی / }).waitFor()
    await page.getByText('فروشنده درخواست شما را بررسی می‌کند.').waitFor()
    const [made] = await queryRows<{ id: number }>(db, sql`select id from order_returns where order_id = ${order.id}`)
    expect(made).toBeDefined()

    const seller = await pageAs(e2e, shop.seller, DESKTOP_1280)
    await seller.page.goto(`${e2e.server.origin}/providers/${shop.store.id}/returns`)
    const card = seller.page.getByRole('article', { name: /^مرجوعی / })
    await card.getByText('در انتظار بررسی فروشنده').waitFor()
    await screenshotAtWidths(seller.page, 'returns', 'seller-list', WIDTHS)
    await seller.page.setViewportSize(DESKTOP_1280)
    await card.getByRole('link', { name: 'بررسی' }).click()
    await seller.page.getByRole('button', { name: 'تأیید مرجوعی' }).click()
    await seller.page.getByRole('alertdialog').getByRole('button', { name: 'تأیید مرجوعی' }).click()
    await seller.page.getByRole('alertdialog').waitFor({ state: 'hidden' })
    await seller.page.getByText('تأییدشده').first().waitFor()

    await page.reload()
    await page.getByLabel('کد رهگیری مرسوله').fill('PST-4455667788')
    await page.getByRole('button', { name: 'ثبت کد رهگیری' }).click()
    await page.getByText('با رسیدن کالا به فروشنده، مبلغ آن بازگردانده می‌شود.').waitFor()
    await expectNoOverflow(page)
    await screenshotAtWidths(page, 'returns', 'customer-sent', WIDTHS)

    await seller.page.reload()
    await seller.page.getByRole('button', { name: 'تأیید دریافت کالا' }).click()
    const dialog = seller.page.getByRole('alertdialog')
    await dialog.getByText('۳۸۰٬۰۰۰').waitFor()
    await expect.poll(() => dialog.getByRole('checkbox').isChecked()).toBe(true)
    await screenshotAtWidths(seller.page, 'returns', 'seller-receive', WIDTHS)
    await seller.page.setViewportSize(DESKTOP_1280)
    await dialog.getByRole('button', { name: 'تأیید دریافت و بازگشت وجه' }).click()
    await dialog.waitFor({ state: 'hidden' })
    await seller.page.getByText('به شبای ثبت‌شده واریز می‌شود').waitFor()
    await expectNoOverflow(seller.page)
    await screenshotAtWidths(seller.page, 'returns', 'seller-refunded', WIDTHS)

    const refunds = await queryRows<{ amount: number; method: string; status: string; sheba: string }>(
      db,
      sql`select amount::int, method, status, sheba from refunds where return_id = ${made.id}`,
    )
    expect(refunds).toEqual([{ amount: 380_000, method: 'sheba', status: 'owed', sheba: 'IR820540102680020817909002' }])
    const [stock] = await queryRows<{ stock: number }>(db, sql`select stock from offers where id = ${offer.offerId}`)
    expect(stock.stock).toBe(4)
    await customer.context.close()
    await seller.context.close()
  }, 300_000)

  it('an admin decides an escalated return under «اختلاف‌ها», with a note both sides read', async () => {
    const db = e2e.server.app.deps.db
    const shop = await storeWithSeller(e2e.server)
    const offer = await makeOffer(db, shop.store.id, 210_000, 3)
    const buyer = await customerWithAddress(e2e.server)
    const order = await deliveredOrder(buyer, shop, offer.offerId)
    const made = await unwrap(
      buyer.customer.api.POST('/public/orders/{order_id}/returns', {
        params: { path: { order_id: order.id } },
        body: {
          items: [{ order_item_id: order.items[0].id, quantity: 1 }],
          reason: 'defective',
          sheba: 'IR820540102680020817909002',
          account_name: 'سارا محمدی',
        },
      }),
    )
    await unwrap(
      shop.seller.api.PUT('/stores/{store_id}/returns/{id}', {
        params: { path: { store_id: shop.store.id, id: made.id } },
        body: { action: 'reject', note: 'کالا پس از استفاده آسیب دیده است' },
      }),
    )
    await unwrap(
      buyer.customer.api.POST('/public/returns/{id}/escalate', { params: { path: { id: made.id } }, body: {} }),
    )

    const { page, context } = await pageAs(e2e, await signInAdmin(e2e.server), DESKTOP_1280)
    await page.goto(`${e2e.server.origin}/admin/returns`)
    const card = page.getByRole('article', { name: `مرجوعی ${toPersian(made.id)}` })
    await card.getByText('در بررسی پشتیبانی').waitFor()
    await page.getByText(`جزئیات و مراحل مرجوعی ${toPersian(made.id)}`).click()
    await page.getByText('کالا پس از استفاده آسیب دیده است').first().waitFor()
    await screenshotAtWidths(page, 'returns', 'admin-disputes', WIDTHS)
    await page.setViewportSize(DESKTOP_1280)
    await card.getByRole('button', { name: 'ثبت تصمیم' }).click()
    const dialog = page.getByRole('alertdialog')
    // A decision needs its note: refused in place, nothing sent.
    await dialog.getByRole('button', { name: 'ثبت تصمیم' }).click()
    await dialog.getByText('برای این تصمیم، توضیح آن را بنویسید').waitFor()
    await dialog.getByLabel('توضیح تصمیم').fill('تصویرها ایراد کارخانه را نشان می‌دهد؛ مرجوعی پذیرفته شد.')
    await screenshotAtWidths(page, 'returns', 'admin-decision', WIDTHS)
    await page.setViewportSize(DESKTOP_1280)
    await dialog.getByRole('button', { name: 'ثبت تصمیم' }).click()
    await dialog.waitFor({ state: 'hidden' })
    await page.getByText('اختلاف بازی نیست').waitFor()
    await expectNoOverflow(page)

    const [row] = await queryRows<{ status: string; decision_note: string }>(
      db,
      sql`select status, decision_note from order_returns where id = ${made.id}`,
    )
    expect(row).toEqual({
      status: 'approved',
      decision_note: 'تصویرها ایراد کارخانه را نشان می‌دهد؛ مرجوعی پذیرفته شد.',
    })
    await context.close()
  }, 300_000)
})
