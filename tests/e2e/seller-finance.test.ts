// The money pages of issue 30 in Chromium against the real server. A seller whose store has
// delivered orders (three paid online at the test gateway, one cash on delivery; one already paid
// out, one past the return window) opens «مالی» from the sidebar: the totals are the API's, every
// ledger entry the API returns is on the page, the type filter narrows it (in the URL), an order's
// breakdown opens with its commission rate, «دریافت CSV» downloads the filtered file, and offline
// the page says how old its copy is. An admin sets a root category's rate as a percent and its
// child shows it inherited; a rate over 100 % is refused under the field. Screenshots with SHOTS=1.
import { eq, sql } from 'drizzle-orm'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newIdempotencyKey, unwrap } from '#sdk'
import { formatNumber } from '#sdk/rules/digits'
import type { Db } from '../../server/db/client'
import { queryRows } from '../../server/db/rows'
import * as t from '../../server/db/schema/index'
import { normalizeText } from '../../server/lib/persian'
import { refreshProductSummaries } from '../../server/modules/catalog/summary'
import { signInAdmin } from '../api/fixtures/stores'
import type { TestClient } from '../api/harness'
import { type E2E, PHONE, startE2E, toPersian } from './harness'
import { customerWithAddress, pageAs, storeWithSeller } from './trust-shop'
import { DESKTOP_1280, judgedWidths, screenshotAtWidths } from './waits'

const REFERENCE = 'BMI-1405-77231'

let n = 0
const unique = () => `fin${Date.now().toString(36)}${(n++).toString(36)}`

async function category(db: Db, name: string, parentId: number | null, level: number) {
  const [c] = await db.insert(t.categories).values({ slug: unique(), nameFa: name, level, parentId }).returning()
  return c.id
}

async function offerIn(db: Db, storeId: number, categoryId: number, name: string, price: number) {
  const [product] = await db
    .insert(t.products)
    .values({ slug: unique(), nameFa: name, categoryId, searchText: normalizeText(name) })
    .returning()
  const [offer] = await db.insert(t.offers).values({ productId: product.id, storeId, price, stock: 50 }).returning()
  await refreshProductSummaries(db, [product.id])
  return offer.id
}

/** Nothing is wider than the window. */
async function expectNoOverflow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
}

/** The page at each judged width (SHOTS=1), left at `back`. */
const shoot = (page: Page, name: string, back: { width: number; height: number }) =>
  screenshotAtWidths(page, 'seller-finance', name, judgedWidths(back))

describe('finance pages in Chromium', () => {
  let e2e: E2E
  beforeAll(async () => {
    e2e = await startE2E()
  }, 600_000)
  afterAll(async () => {
    await e2e?.close()
  })

  it('a seller reads «مالی»: the API’s totals and entries, a type filter, a breakdown, the CSV', async () => {
    const server = e2e.server
    const db = server.app.deps.db
    const shop = await storeWithSeller(server)
    const { store, seller } = shop
    const buyer = await customerWithAddress(server)
    const cat = await category(db, 'لوازم آشپزخانه', null, 1)
    const offers = [
      await offerIn(db, store.id, cat, 'کتری برقی استیل', 1_450_000),
      await offerIn(db, store.id, cat, 'آسیاب قهوه', 980_000),
      await offerIn(db, store.id, cat, 'ترازوی آشپزخانه', 420_000),
      await offerIn(db, store.id, cat, 'دم‌نوش‌ساز شیشه‌ای', 650_000),
    ]
    const move = (seller: TestClient, id: number, status: 'processing' | 'shipped' | 'delivered') =>
      unwrap(
        seller.api.PUT('/orders/{id}/status', {
          params: { path: { id }, query: { store_id: store.id } },
          body: status === 'shipped' ? { status, tracking_code: '123456789012' } : { status },
        }),
      )
    /** One item bought, paid (online at the test gateway) or not (cash), shipped and delivered. */
    const delivered = async (offerId: number, method: 'online' | 'cod') => {
      const { customer, addressId } = buyer
      await unwrap(customer.api.POST('/public/cart/items', { body: { product_store_id: offerId, quantity: 1 } }))
      const placed = await unwrap(
        customer.api.POST('/public/orders', {
          body: { address_id: addressId, shipping: [{ store_id: store.id, method: 'tipax' }], payment_method: method },
          params: { header: { 'Idempotency-Key': newIdempotencyKey() } },
        }),
      )
      if (method === 'online') {
        const pay = await unwrap(
          customer.api.POST('/payments/{purchase_id}/start', { params: { path: { purchase_id: placed.id } } }),
        )
        const back = await fetch(`${server.origin}${pay.redirect_url}/pay`, { method: 'POST', redirect: 'manual' })
        await fetch(back.headers.get('location') as string, { redirect: 'manual' })
      }
      const id = placed.orders[0].id
      if (method === 'online') await move(seller, id, 'processing')
      await move(seller, id, 'shipped')
      await move(seller, id, 'delivered')
      return id
    }
    const paidOut = await delivered(offers[0], 'online')
    const matured = await delivered(offers[1], 'online')
    const cash = await delivered(offers[2], 'cod')
    await delivered(offers[3], 'online') // still inside its return window: «در انتظار»
    // Time passes for all but the last: their return window is over.
    await db.execute(
      sql`update ledger_entries set available_at = now() - interval '1 day', created_at = created_at - interval '8 days'
          where order_id in (${paidOut}, ${matured}, ${cash})`,
    )
    // The first order's entries were paid out, with the bank's reference.
    const [run] = await db.insert(t.settlementRuns).values({ minimum: 100_000, cutoff: new Date() }).returning()
    const [{ s: paidSum }] = await queryRows<{ s: string }>(
      db,
      sql`select sum(amount)::text as s from ledger_entries where order_id = ${paidOut}`,
    )
    const [payout] = await db
      .insert(t.payouts)
      .values({
        runId: run.id,
        storeId: store.id,
        amount: Number(paidSum),
        sheba: 'IR820540102680020817909002',
        ownerName: 'فروشنده آزمایشی',
        status: 'paid',
        reference: REFERENCE,
        decidedAt: new Date(),
      })
      .returning()
    await db.update(t.ledgerEntries).set({ payoutId: payout.id }).where(eq(t.ledgerEntries.orderId, paidOut))

    const api = (query: { kind?: 'commission' } = {}) =>
      unwrap(seller.api.GET('/stores/{store_id}/finance/ledger', { params: { path: { store_id: store.id }, query } }))
    const summary = await unwrap(
      seller.api.GET('/stores/{store_id}/finance', { params: { path: { store_id: store.id } } }),
    )
    expect(summary).toMatchObject({ paid: Number(paidSum) })
    expect(summary.pending).toBeGreaterThan(0)
    expect(summary.available).toBeGreaterThan(0)
    const ledger = await api()

    const { page } = await pageAs(e2e, seller, DESKTOP_1280)
    await page.goto(`${server.origin}/providers/${store.id}/orders`)
    await page.getByRole('navigation', { name: 'مدیریت فروشگاه' }).getByRole('link', { name: 'مالی' }).click()
    await page.getByRole('heading', { name: 'مالی', level: 1 }).waitFor()
    for (const [label, value] of [
      ['در انتظار', summary.pending],
      ['قابل تسویه', summary.available],
      ['در حال تسویه', summary.in_payout],
      ['تسویه‌شده', summary.paid],
    ] as const)
      await expect
        .poll(() => page.getByRole('group', { name: label }).textContent())
        .toContain(`${formatNumber(value)} تومان`)
    // Nothing is owed, so no «بدهی».
    expect(await page.getByRole('group', { name: 'بدهی' }).count()).toBe(0)

    const table = page.getByRole('table', { name: 'گردش حساب' })
    const rows = table.locator('tbody tr')
    await expect.poll(() => rows.count()).toBe(ledger.items.length)
    for (const entry of ledger.items) {
      const row = rows.filter({ hasText: `${formatNumber(Math.abs(entry.amount))}` })
      await expect
        .poll(async () =>
          (await row.allTextContents()).some((text) => text.includes(`سفارش ${toPersian(entry.order_id ?? '')}`)),
        )
        .toBe(true)
    }
    await expect.poll(() => page.getByText(REFERENCE).count()).toBe(1)
    await expectNoOverflow(page)
    await shoot(page, 'ledger', DESKTOP_1280)

    // The type filter: only commission, in the URL, as the API answers it.
    const commissions = await api({ kind: 'commission' })
    expect(commissions.items.length).toBeGreaterThan(0)
    await page.getByRole('combobox', { name: 'نوع تراکنش' }).click()
    await page.getByRole('option', { name: 'کارمزد' }).click()
    await page.waitForURL(/kind=commission/)
    await expect.poll(() => rows.count()).toBe(commissions.items.length)
    await expect.poll(async () => (await rows.allTextContents()).every((text) => text.includes('کارمزد'))).toBe(true)

    // The CSV with the same filter.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'دریافت CSV' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^ledger-.*\.csv$/)
    // The browser runs elsewhere: the file comes back as a stream.
    const chunks: Buffer[] = []
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer)
    const csv = Buffer.concat(chunks).toString('utf8')
    expect(csv.charCodeAt(0)).toBe(0xfeff)
    const lines = csv.slice(1).trim().split(/\r?\n/)
    expect(lines[0]).toContain('مبلغ (تومان)')
    expect(lines).toHaveLength(commissions.items.length + 1)
    expect(lines.slice(1).every((line) => line.includes('کارمزد'))).toBe(true)
    expect(csv).toContain(String(commissions.items[0].amount))

    // An order's breakdown: the cash order's commission at the default 10 %.
    const order = await unwrap(
      seller.api.GET('/stores/{store_id}/finance/orders/{order_id}', {
        params: { path: { store_id: store.id, order_id: cash } },
      }),
    )
    await table.getByRole('button', { name: `سفارش ${toPersian(cash)}` }).click()
    const dialog = page.getByRole('dialog', { name: `ریز مبلغ سفارش ${toPersian(cash)}` })
    await dialog.getByText(`کارمزد (${formatNumber((order.items[0].rate_bp ?? 0) / 100)}٪)`).waitFor()
    await dialog
      .getByText(`${formatNumber(order.totals.net ?? 0)} تومان`)
      .first()
      .waitFor()
    await shoot(page, 'breakdown', DESKTOP_1280)
    await dialog.getByRole('button', { name: 'بستن' }).click()
    await dialog.waitFor({ state: 'detached' })

    // Offline: the copy on screen says when it was read.
    await page.context().setOffline(true)
    await page.getByRole('status').filter({ hasText: 'بدون اتصال' }).waitFor()
    await page.context().setOffline(false)
    await page.close()
  }, 180_000)

  it('an admin sets a category’s rate as a percent; its child inherits it; over 100 % is refused', async () => {
    const db = e2e.server.app.deps.db
    // Persian names, unique in this run: a number in Persian digits after the words.
    const tag = toPersian(`${Date.now() % 100_000}${n++}`)
    const root = `لوازم خانگی ${tag}`
    const child = `یخچال و فریزر ${tag}`
    const rootId = await category(db, root, null, 1)
    await category(db, child, rootId, 2)
    const admin = await signInAdmin(e2e.server)
    const { page } = await pageAs(e2e, admin, PHONE)
    await page.goto(`${e2e.server.origin}/admin/commissions`)
    const rootRow = page.getByRole('listitem', { name: root, exact: true })
    const childRow = page.getByRole('listitem', { name: child, exact: true })
    await childRow.getByText('ارث‌بری از پیش‌فرض').waitFor()

    const input = rootRow.getByRole('textbox', { name: `کارمزد ${root} (درصد)` })
    await input.fill('150')
    await rootRow.getByRole('button', { name: 'ذخیره' }).click()
    await rootRow.getByText(/۰ تا ۱۰۰/).waitFor()

    await input.fill('7.5')
    await rootRow.getByRole('button', { name: 'ذخیره' }).click()
    await childRow.getByText(`ارث‌بری از «${root}»: ۷٫۵٪`).waitFor()
    const [saved] = await db.select().from(t.commissionRates).where(eq(t.commissionRates.categoryId, rootId))
    expect(saved.rateBp).toBe(750)
    await expectNoOverflow(page)
    // Once more without the toast over the page's title.
    await page.reload()
    await childRow.getByText(`ارث‌بری از «${root}»: ۷٫۵٪`).waitFor()
    await expect.poll(() => input.inputValue()).toBe('۷٫۵')
    await shoot(page, 'commissions', PHONE)
    await page.close()
  }, 120_000)
})
