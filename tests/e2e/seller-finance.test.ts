// The seller's «مالی» (issue 30) in Chromium against the real server. A cash-on-delivery order is
// delivered through the seller's moves (its commission is a debit in the return window) and an
// older sale has matured. At 412 px the seller sees the totals the API gives and every entry of the
// ledger, narrows it to commissions, opens the order's breakdown (rate, commission, net) and saves
// the ledger as CSV. Screenshots at 412 and 1280 px with SHOTS=1.
import { readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { unwrap } from '#sdk'
import { makeOffer } from '../api/fixtures/shop'
import { type E2E, PHONE, startE2E, toPersian } from './harness'
import { customerWithAddress, deliveredOrder, pageAs, storeWithSeller } from './trust-shop'
import { screenshotAtWidths } from './waits'

const DESKTOP_1280 = { width: 1280, height: 800 }
const WIDTHS = [
  ['412', PHONE],
  ['1280', DESKTOP_1280],
] as const
/** «۴۵۰٬۰۰۰»: as the page writes an amount (Persian digits, Persian thousands separator). */
const amount = (n: number) => toPersian(Math.abs(n).toLocaleString('en-US')).replace(/,/g, '٬')

describe('seller finance in Chromium', () => {
  let e2e: E2E
  beforeAll(async () => {
    e2e = await startE2E()
  }, 600_000)
  afterAll(async () => {
    await e2e?.close()
  })

  it('shows the balances and every ledger entry, filters them, opens an order and saves the CSV', async () => {
    const db = e2e.server.app.deps.db
    const shop = await storeWithSeller(e2e.server)
    const offer = await makeOffer(db, shop.store.id, 380_000, 4)
    const buyer = await customerWithAddress(e2e.server)
    const order = await deliveredOrder(buyer, shop, offer.offerId)
    await db.execute(sql`insert into ledger_entries (store_id, kind, cause, amount, available_at, created_at)
      values (${shop.store.id}, 'sale', ${`e2e-sale:${shop.store.id}`}, 1250000, now() - interval '1 day', now() - interval '9 days')`)
    const path = { params: { path: { store_id: shop.store.id } } }
    const summary = await unwrap(shop.seller.api.GET('/stores/{store_id}/finance', path))
    const ledger = await unwrap(shop.seller.api.GET('/stores/{store_id}/finance/ledger', path))
    expect(ledger.items.map((e) => e.kind).sort()).toEqual(['commission', 'sale'])
    expect(summary.available).toBe(1_250_000)

    const { page } = await pageAs(e2e, shop.seller, PHONE)
    await page.goto(`${e2e.server.origin}/providers/${shop.store.id}/finance`)
    const totals = page.getByRole('region', { name: 'موجودی‌ها' })
    await totals.getByText(`${amount(summary.available)}`).waitFor()
    await totals.getByText(`−${amount(summary.pending)}`).waitFor()
    const table = page.getByRole('region', { name: 'گردش حساب فروشگاه' })
    for (const entry of ledger.items)
      await table
        .getByText(`${entry.amount < 0 ? '−' : ''}${amount(entry.amount)}`)
        .first()
        .waitFor()
    await screenshotAtWidths(page, 'seller-finance', 'page', WIDTHS)
    await page.setViewportSize(PHONE)

    // Only commissions: the matured sale leaves the list.
    await page.getByRole('combobox', { name: 'نوع' }).click()
    await page.getByRole('option', { name: 'کارمزد' }).click()
    await page.waitForURL(/kind=commission/)
    await expect.poll(() => table.getByText(amount(1_250_000)).count()).toBe(0)

    await page
      .getByRole('button', { name: `ریز مبلغ سفارش ${toPersian(order.id)}` })
      .first()
      .click()
    const dialog = page.getByRole('dialog')
    await dialog.getByText('کارمزد (۱۰٪)').waitFor()
    await dialog
      .getByText(`−${amount(38_000)}`)
      .first()
      .waitFor()
    await screenshotAtWidths(page, 'seller-finance', 'breakdown', WIDTHS)
    await page.setViewportSize(PHONE)
    await dialog.getByRole('button', { name: 'بستن' }).click()

    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'دریافت CSV' }).click()
    const saved = join(tmpdir(), `rasteh-ledger-${shop.store.id}.csv`)
    await (await download).saveAs(saved)
    const csv = await readFile(saved, 'utf8')
    expect(csv.split('\n')[0]).toContain('مبلغ (تومان)')
    expect(csv).toContain('-38000')
    expect(csv).not.toContain('1250000')
  })
})
