// Settlements in Chromium against the real server (issue 30): two stores have matured ledger
// entries; an admin at 1280 px starts a run from «تسویه‌ها», lands on the run, sees every payout
// the API returned (store, owner, Sheba left to right with Latin digits, amount in toman), marks
// one paid with the bank's reference and sees its status change; the database holds the decision.
// Screenshots at 412 and 1280 px with SHOTS=1.
import { sql } from 'drizzle-orm'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { unwrap } from '#sdk'
import { queryRows } from '../../server/db/rows'
import { makeStore } from '../api/fixtures/shop'
import { signInAdmin } from '../api/fixtures/stores'
import { type E2E, startE2E, toPersian } from './harness'
import { pageAs } from './trust-shop'
import { DESKTOP_1280, judgedWidths, screenshotAtWidths } from './waits'

/** The page at each judged width (SHOTS=1), left at 1280 px as the test has it. */
const shoot = (page: Page, name: string) =>
  screenshotAtWidths(page, 'admin-settlements', name, judgedWidths(DESKTOP_1280))

describe('settlements in Chromium', () => {
  let e2e: E2E
  beforeAll(async () => {
    e2e = await startE2E()
  }, 600_000)
  afterAll(async () => {
    await e2e?.close()
  })

  it('an admin starts a run, sees each payout, and marks one paid', async () => {
    const db = e2e.server.app.deps.db
    const stores = [await makeStore(db), await makeStore(db)]
    for (const [i, store] of stores.entries())
      await db.execute(sql`insert into ledger_entries (store_id, kind, cause, amount, available_at)
        values (${store.id}, 'sale', ${`e2e:${store.id}`}, ${(i + 1) * 1_250_000}, now() - interval '1 day')`)
    const admin = await signInAdmin(e2e.server)
    const { page } = await pageAs(e2e, admin, DESKTOP_1280)

    await page.goto(`${e2e.server.origin}/admin/settlements`)
    await page.getByText('هنوز دوره تسویه‌ای شروع نشده است').waitFor()
    await expect.poll(() => page.getByLabel('حداقل مبلغ تسویه').inputValue()).toBe('۱۰۰٬۰۰۰')
    await shoot(page, 'empty')
    await page.getByRole('button', { name: 'شروع تسویه' }).click()
    await page.waitForURL(/\/admin\/settlements\/\d+$/)

    const { items } = await unwrap(admin.api.GET('/admins/settlement-runs'))
    const run = await unwrap(admin.api.GET('/admins/settlement-runs/{id}', { params: { path: { id: items[0].id } } }))
    expect(run.payouts.map((p) => p.store_id).sort()).toEqual(stores.map((s) => s.id).sort())
    await page.getByRole('heading', { name: `دوره تسویه ${toPersian(run.run.id)}` }).waitFor()
    for (const payout of run.payouts) {
      const row = page.getByRole('row', { name: new RegExp(payout.store_name) })
      await row.getByText(payout.sheba, { exact: true }).waitFor()
      await row.getByText(toPersian(payout.amount.toLocaleString('en-US')).replaceAll(',', '٬')).waitFor()
      expect(await row.locator('bdi[dir="ltr"]').first().textContent()).toBe(payout.sheba)
    }
    await page.getByRole('button', { name: 'فایل انتقال گروهی (CSV)' }).waitFor()
    await page.getByRole('button', { name: 'فایل انتقال گروهی (Excel)' }).waitFor()
    await shoot(page, 'run')

    const [first] = run.payouts
    const row = page.getByRole('row', { name: new RegExp(first.store_name) })
    await row.getByRole('button', { name: 'ثبت پرداخت' }).click()
    const dialog = page.getByRole('alertdialog')
    await dialog.getByLabel('شماره پیگیری بانک').fill('BANK-778899')
    await shoot(page, 'mark-paid')
    await dialog.getByRole('button', { name: 'ثبت پرداخت' }).click()
    await dialog.waitFor({ state: 'hidden' })
    await row.getByText('پرداخت‌شده').waitFor()
    await row.getByText('BANK-778899').waitFor()
    await expect.poll(() => row.getByRole('button', { name: 'ثبت پرداخت' }).count()).toBe(0)
    await shoot(page, 'paid')

    const [saved] = await queryRows<{ status: string; reference: string }>(
      db,
      sql`select status, reference from payouts where id = ${first.id}`,
    )
    expect(saved).toEqual({ status: 'paid', reference: 'BANK-778899' })
  })
})
