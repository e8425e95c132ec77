// Issue 30 in Chromium against the real server: a customer cancels a paid online order from a
// phone (412 px) — the dialog says what comes back, the order turns «لغوشده» and the refund's
// message shows, and the database holds the refund done through the test gateway — then opens
// the order's «فاکتور فروش» and finds every item. Screenshots at 412 and 1280 px with SHOTS=1.
import { sql } from 'drizzle-orm'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newIdempotencyKey, unwrap } from '#sdk'
import { queryRows } from '../../server/db/rows'
import { makeOffer } from '../api/fixtures/shop'
import { signInAdmin } from '../api/fixtures/stores'
import { type E2E, PHONE, startE2E, toPersian } from './harness'
import { customerWithAddress, pageAs, storeWithSeller } from './trust-shop'
import { DESKTOP_1280, judgedWidths, screenshotAtWidths } from './waits'

/** The page at each judged width (SHOTS=1), left at `back`. */
const shoot = (page: Page, name: string, back = PHONE) =>
  screenshotAtWidths(page, 'cancel-invoice', name, judgedWidths(back))

/** A customer's order of two items, paid online at the test gateway as the browser would. */
async function paidOrder(e2e: E2E) {
  const server = e2e.server
  const db = server.app.deps.db
  const { store } = await storeWithSeller(server)
  const kettle = await makeOffer(db, store.id, 420_000, 5)
  const lamp = await makeOffer(db, store.id, 180_000, 5)
  const { customer, addressId } = await customerWithAddress(server)
  for (const offer of [kettle, lamp])
    await unwrap(customer.api.POST('/public/cart/items', { body: { product_store_id: offer.offerId, quantity: 1 } }))
  const placed = await unwrap(
    customer.api.POST('/public/orders', {
      body: { address_id: addressId, shipping: [{ store_id: store.id, method: 'tipax' }], payment_method: 'online' },
      params: { header: { 'Idempotency-Key': newIdempotencyKey() } },
    }),
  )
  const start = await unwrap(
    customer.api.POST('/payments/{purchase_id}/start', { params: { path: { purchase_id: placed.id } } }),
  )
  const back = await fetch(`${server.origin}${start.redirect_url}/pay`, { method: 'POST', redirect: 'manual' })
  await fetch(back.headers.get('location') as string, { redirect: 'manual' })
  return { customer, orderId: placed.orders[0].id, store, kettle, lamp }
}

describe('cancel and invoice in Chromium', () => {
  let e2e: E2E
  beforeAll(async () => {
    e2e = await startE2E()
  }, 600_000)
  afterAll(async () => {
    await e2e?.close()
  })

  it('a customer cancels a paid order, sees the refund, and reads every item on the invoice', async () => {
    const server = e2e.server
    const db = server.app.deps.db
    const { customer, orderId, store, kettle, lamp } = await paidOrder(e2e)
    const { page } = await pageAs(e2e, customer, PHONE)
    await page.goto(`${server.origin}/orders/${orderId}`)
    await page.getByRole('button', { name: 'لغو سفارش' }).click()
    const dialog = page.getByRole('dialog')
    // 420,000 + 180,000 + tipax 90,000
    await dialog.getByText('۶۹۰٬۰۰۰ تومان از راه درگاه پرداخت').waitFor()
    await shoot(page, 'dialog')
    await dialog.getByRole('button', { name: 'تأیید لغو سفارش' }).click()
    await page.getByText('مبلغ ۶۹۰٬۰۰۰ تومان به حساب شما بازگردانده شد.').waitFor()
    await page.getByText('لغوشده').first().waitFor()
    expect(await page.getByRole('button', { name: 'لغو سفارش' }).count()).toBe(0)
    const [refund] = await queryRows<{ status: string; method: string; amount: number }>(
      db,
      sql`select status, method, amount::int as amount from refunds where order_id = ${orderId}`,
    )
    expect(refund).toEqual({ status: 'done', method: 'gateway', amount: 690_000 })
    await shoot(page, 'cancelled')

    await page.getByRole('link', { name: 'فاکتور فروش' }).click()
    const invoice = page.getByRole('article', { name: 'فاکتور فروش' })
    await invoice.getByText(kettle.name).waitFor()
    await invoice.getByText(lamp.name).waitFor()
    await invoice.getByText(store.name).waitFor()
    await page.getByRole('button', { name: 'چاپ فاکتور' }).waitFor()
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
    await shoot(page, 'invoice')
  })

  it('an admin pays a refund owed to a Sheba by hand, with the bank reference', async () => {
    const server = e2e.server
    const db = server.app.deps.db
    const { customer, orderId } = await paidOrder(e2e)
    // A gateway (merchant) that cannot send money back: the refund is owed to the customer's Sheba.
    const real = server.app.deps.payment
    server.app.deps.payment = Object.create(real, { refunds: { value: false } })
    try {
      await unwrap(
        customer.api.POST('/public/orders/{order_id}/cancel', {
          params: { path: { order_id: orderId } },
          body: { sheba: 'IR820540102680020817909002', account_name: 'مریم احمدی' },
        }),
      )
    } finally {
      server.app.deps.payment = real
    }
    const admin = await signInAdmin(server)
    const { page } = await pageAs(e2e, admin, DESKTOP_1280)
    await page.goto(`${server.origin}/admin/refunds`)
    const row = page.getByRole('row', { name: new RegExp(`سفارش ${toPersian(orderId)}`) })
    await row.getByText('مریم احمدی').waitFor()
    // The Sheba as the bank reads it: Latin digits, left to right.
    expect(await row.locator('bdi[dir="ltr"]', { hasText: 'IR82' }).textContent()).toBe('IR820540102680020817909002')
    await shoot(page, 'admin', DESKTOP_1280)
    await row.getByRole('button', { name: 'ثبت واریز' }).click()
    const dialog = page.getByRole('alertdialog')
    await dialog.getByLabel('شماره پیگیری واریز').fill('پایا-۴۴۱۲')
    await dialog.getByRole('button', { name: 'ثبت واریز' }).click()
    await row.waitFor({ state: 'detached' })
    const [refund] = await queryRows<{ status: string; reference: string }>(
      db,
      sql`select status, reference from refunds where order_id = ${orderId}`,
    )
    expect(refund).toEqual({ status: 'done', reference: 'پایا-۴۴۱۲' })
  })
})
