// A refund owed without a Sheba, in Chromium against the real server: the seller cancelled an
// order it had marked paid by hand, so the gateway cannot give the money back. The customer, on
// a 390 px phone, opens the order, is asked for their Sheba, gives a wrong one (the stores' rule
// says so on the field), then the right one, and sees it on the order, left to right in Latin
// digits; the database holds it. Screenshots at 390, 412 and 1280 px with SHOTS=1.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { unwrap } from '#sdk'
import { queryRows } from '../../server/db/rows'
import { paidByHand } from '../api/fixtures/paid-order'
import { signIn } from '../api/harness'
import { type E2E, startE2E } from './harness'
import { pageAs, storeWithSeller } from './trust-shop'
import { judgedWidths, PHONE_390, screenshotAtWidths } from './waits'

const SHEBA = 'IR820540102680020817909002'

describe('a refund owed without a Sheba in Chromium', () => {
  let e2e: E2E
  beforeAll(async () => {
    e2e = await startE2E()
  }, 600_000)
  afterAll(async () => {
    await e2e?.close()
  })

  it('the customer gives the Sheba on the order page and sees it there', async () => {
    const server = e2e.server
    const db = server.app.deps.db
    const { store, seller } = await storeWithSeller(server)
    const { orderId, phone } = await paidByHand(server, seller, store.id)
    await unwrap(
      seller.api.PUT('/orders/{id}/status', {
        params: { path: { id: orderId }, query: { store_id: store.id } },
        body: { status: 'cancelled' },
      }),
    )
    const customer = await signIn(server, phone)

    const { page, context } = await pageAs(e2e, customer, PHONE_390)
    await page.goto(`${server.origin}/orders/${orderId}`)
    const asked = page.getByRole('region', { name: 'برای بازگرداندن مبلغ، شماره شبای خود را وارد کنید' })
    await asked.getByText('۲۵۰٬۰۰۰ تومان').waitFor()
    // The money is not back yet, and the payment's state says so.
    await page.getByRole('definition').filter({ hasText: 'در انتظار بازگشت وجه' }).waitFor()
    await asked.getByLabel('شماره شبا').fill('IR820540102680020817909003')
    await asked.getByLabel('نام صاحب حساب').fill('مریم احمدی')
    await asked.getByRole('button', { name: 'ثبت شماره شبا' }).click()
    await asked.getByText(/^شماره شبا معتبر نیست/).waitFor()
    await screenshotAtWidths(page, 'refund-sheba', 'asked', judgedWidths(PHONE_390))
    // Typed without IR, as many copy it from their bank's app.
    await asked.getByLabel('شماره شبا').fill(SHEBA.slice(2))
    await asked.getByRole('button', { name: 'ثبت شماره شبا' }).click()

    const told = page.getByRole('status').filter({ hasText: 'به شبای' })
    await told.waitFor()
    expect(await told.locator('bdi[dir="ltr"]').textContent()).toBe(SHEBA)
    await asked.waitFor({ state: 'detached' })
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
    const [refund] = await queryRows<{ sheba: string; account_name: string }>(
      db,
      sql`select sheba, account_name from refunds where order_id = ${orderId}`,
    )
    expect(refund).toEqual({ sheba: SHEBA, account_name: 'مریم احمدی' })
    await screenshotAtWidths(page, 'refund-sheba', 'given', judgedWidths(PHONE_390))
    await context.close()
  })
})
