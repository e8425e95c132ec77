// A cart from two stores, paid once through the test gateway, in Chromium at 390 px: the
// checkout shows the code's discount as a deduction on one line, and the status page the gateway
// returns to shows both orders of the purchase and the amount paid.
import { sql } from 'drizzle-orm'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatNumber, toPersianDigits } from '#lib/fa'
import { rowsOf } from '../../server/seed/catalog/bulk'
import { nextPhone } from '../api/harness'
import { continueToCheckout, type E2E, fillNewAddress, saveAddress, screenshot, signIn, startE2E } from './harness'

const NARROW_PHONE = { width: 390, height: 844 }
const PRICE = /^[۰-۹]{1,3}(٬[۰-۹]{3})* تومان$/

/** Whether the word «تخفیف» of the code's verdict sits on the same line as its amount. */
function discountWordBesideAmount(page: Page): Promise<boolean> {
  return page
    .getByRole('status')
    .filter({ hasText: 'تومان' })
    .first()
    .evaluate((box) => {
      const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT)
      let word: Text | null = null
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.textContent?.includes('تخفیف') && !node.parentElement?.closest('p')?.textContent?.includes('اعمال'))
          word = node as Text
      }
      const amount = Array.from(box.querySelectorAll('span')).find((s) => /تومان/.test(s.textContent ?? ''))
      if (!word || !amount) return false
      const range = document.createRange()
      const at = (word.textContent ?? '').indexOf('تخفیف')
      range.setStart(word, at)
      range.setEnd(word, at + 'تخفیف'.length)
      const a = range.getBoundingClientRect()
      const b = amount.getBoundingClientRect()
      return Math.abs(a.top + a.height / 2 - (b.top + b.height / 2)) < 8
    })
}

describe('a purchase from two stores in Chromium', () => {
  let e2e: E2E
  let products: { id: number; slug: string; name_fa: string; store_id: number }[]
  beforeAll(async () => {
    e2e = await startE2E({ seed: { products: 400 } })
    const { db } = e2e.server.app.deps
    // Two in-stock products whose best offers are in two different stores.
    products = rowsOf<(typeof products)[number]>(
      await db.execute(sql`select * from (select distinct on (o.store_id) p.id, p.slug, p.name_fa, o.store_id
        from products p join offers o on o.id = p.best_offer_id where p.in_stock and o.stock > 3
        order by o.store_id, p.id) x order by id limit 2`),
    )
    expect(new Set(products.map((p) => p.store_id)).size).toBe(2)
  })
  afterAll(async () => {
    await e2e?.close()
  })

  it('shows the code discount with a minus, then every order of the purchase and the amount paid', async () => {
    const { page, context } = await e2e.newPage(NARROW_PHONE)
    const [first] = products
    await page.goto(`${e2e.server.origin}/login?returnTo=${encodeURIComponent(`/products/${first.id}/${first.slug}`)}`)
    await signIn(e2e, page, nextPhone())
    for (const product of products) {
      const path = `/products/${product.id}/${product.slug}`
      if (new URL(page.url()).pathname !== path) await page.goto(`${e2e.server.origin}${path}`)
      await page.getByTestId('buy-box').getByRole('button', { name: 'افزودن به سبد خرید' }).click()
      await page.getByTestId('cart-drawer').getByText(product.name_fa).waitFor()
    }
    await page.getByRole('link', { name: 'ادامه فرایند خرید' }).click()
    await page.waitForURL((url) => url.pathname === '/shipping')
    const dialog = await fillNewAddress(page, {
      recipient: 'مریم احمدی',
      mobile: '۰۹۱۲۱۲۳۴۵۶۷',
      province: 'تهران',
      city: 'تهران',
      street: 'خیابان ولیعصر، کوچه بهار',
      postalCode: '۱۳۱۵۶۱۳۳۹۱',
    })
    await saveAddress(dialog)
    await continueToCheckout(page)

    await page.getByRole('textbox', { name: 'کد تخفیف' }).fill('rasteh10')
    await page.getByRole('button', { name: 'اعمال' }).click()
    await page.getByText('کد تخفیف با موفقیت اعمال شد').waitFor()
    // The summary's discount is a deduction: «−۵۰۰٬۰۰۰ تومان».
    const summary = page.getByRole('complementary', { name: 'صورت‌حساب' })
    const discount = summary.locator('dt', { hasText: 'تخفیف کد' }).locator('xpath=following-sibling::dd')
    const shown = ((await discount.textContent()) ?? '').trim()
    expect(shown.startsWith('−')).toBe(true)
    expect(shown.slice(1)).toMatch(PRICE)
    expect(await discountWordBesideAmount(page)).toBe(true)
    await screenshot(page, 'purchase-checkout-390', { fullPage: true })
    await page.getByRole('button', { name: 'ثبت سفارش و پرداخت' }).click()

    await page.waitForURL((url) => url.pathname.startsWith('/pay/test/'))
    await page.getByRole('button', { name: 'پرداخت', exact: true }).click()
    await page.waitForURL((url) => /^\/orders\/\d+\/status$/.test(url.pathname))
    await page.getByText('پرداخت با موفقیت انجام شد').waitFor()

    const orderId = Number(new URL(page.url()).pathname.split('/')[2])
    const [purchase] = rowsOf<{ id: number; status: string; payable: number; discount_amount: number }>(
      await e2e.server.app.deps.db.execute(sql`select p.id, p.status, p.total - p.discount_amount as payable,
        p.discount_amount from purchases p join orders o on o.purchase_id = p.id where o.id = ${orderId}`),
    )
    expect(purchase.status).toBe('paid')
    expect(purchase.discount_amount).toBeGreaterThan(0)
    const orders = rowsOf<{ id: number; total: number }>(
      await e2e.server.app.deps.db.execute(
        sql`select id, total from orders where purchase_id = ${purchase.id} order by id`,
      ),
    )
    expect(orders).toHaveLength(2)
    const rows = page.getByTestId('purchase-order')
    await expect.poll(() => rows.count()).toBe(2)
    for (const [i, order] of orders.entries()) {
      const text = (await rows.nth(i).textContent()) ?? ''
      expect(text).toContain(`سفارش ${toPersianDigits(order.id)}`)
      expect(text).toContain(`${formatNumber(order.total)} تومان`)
    }
    const paid = page.getByRole('region', { name: /سفارش‌های این خرید/ })
    expect(await paid.getByText('مبلغ پرداخت‌شده').count()).toBe(1)
    expect(await page.getByTestId('purchase-amount').textContent()).toBe(`${formatNumber(purchase.payable)} تومان`)
    // The order itself reads as paid too: not the unpaid copy the checkout cached a moment ago.
    const header = page.getByRole('heading', { level: 1 }).locator('..')
    expect(await header.getByText('پرداخت‌شده', { exact: true }).count()).toBe(1)
    expect(await page.getByText('این سفارش در انتظار پرداخت است').count()).toBe(0)
    await screenshot(page, 'purchase-status-390', { fullPage: true })
    await context.close()
  })
})
