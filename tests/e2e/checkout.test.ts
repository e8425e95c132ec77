// The whole journey in Chromium against the real server and the seeded catalogue: a signed-out
// add to cart → login with a one-time code and back → the cart drawer → /shipping with a new
// address → /checkout with a discount code → the test gateway → the order status page showing
// paid. And a payment cancelled at the gateway: the order waits, with a pay button.
import { sql } from 'drizzle-orm'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../server/seed/catalog/bulk'
import { nextPhone } from '../api/harness'
import { continueToCheckout, type E2E, fillNewAddress, PHONE, saveAddress, signIn, startE2E } from './harness'
import { settledScreenshot } from './waits'

/** A screenshot once the page has settled and its pictures have loaded (SHOTS=1 only). */
const shot = (page: Page, name: string, fullPage = false) => settledScreenshot(page, name, { fullPage })

describe('checkout journey in Chromium', () => {
  let e2e: E2E
  let product: { id: number; slug: string; name_fa: string; store_id: number }
  beforeAll(async () => {
    e2e = await startE2E({ seed: { products: 400 } })
    const { db } = e2e.server.app.deps
    // An in-stock product whose best offer's store also ships by post (every seeded store does).
    ;[product] = rowsOf<typeof product>(
      await db.execute(sql`select p.id, p.slug, p.name_fa, o.store_id from products p join offers o on o.id = p.best_offer_id
        where p.in_stock and o.stock > 3 order by p.id limit 1`),
    )
  })
  afterAll(async () => {
    await e2e?.close()
  })

  const productPath = () => `/products/${product.id}/${product.slug}`
  const addButton = (page: Page) => page.getByTestId('buy-box').getByRole('button', { name: 'افزودن به سبد خرید' })

  async function toCheckout(page: Page) {
    await page.getByRole('link', { name: 'ادامه فرایند خرید' }).click()
    await page.waitForURL((url) => url.pathname === '/shipping')
  }

  it('goes from a signed-out add to a paid order with a discount code', async () => {
    const { page, context } = await e2e.newPage(PHONE)
    await page.goto(`${e2e.server.origin}${productPath()}`)
    await addButton(page).click()
    await page.waitForURL((url) => url.pathname === '/login')
    expect(new URL(page.url()).searchParams.get('returnTo')).toBe(productPath())
    await signIn(e2e, page, nextPhone())
    await page.waitForURL((url) => url.pathname === productPath())

    await addButton(page).click()
    const drawer = page.getByTestId('cart-drawer')
    await drawer.getByText(product.name_fa).waitFor()
    expect(await page.getByTestId('cart-badge').textContent()).toBe('۱')
    await shot(page, 'journey-drawer-phone')
    await toCheckout(page)

    const dialog = await fillNewAddress(page, {
      recipient: 'مریم احمدی',
      mobile: '۰۹۱۲۱۲۳۴۵۶۷',
      province: 'تهران',
      city: 'تهران',
      street: 'خیابان ولیعصر، کوچه بهار',
      postalCode: '۱۳۱۵۶۱۳۳۹۱',
    })
    await shot(page, 'journey-address-form-phone')
    await saveAddress(dialog)
    await page.getByText('خیابان ولیعصر، کوچه بهار').first().waitFor()
    await shot(page, 'journey-shipping-phone', true)
    await continueToCheckout(page)

    await page.getByRole('textbox', { name: 'کد تخفیف' }).fill('rasteh10')
    await page.getByRole('button', { name: 'اعمال' }).click()
    await page.getByText('کد تخفیف با موفقیت اعمال شد').waitFor()
    await shot(page, 'journey-checkout-phone', true)
    await page.getByRole('button', { name: 'ثبت سفارش و پرداخت' }).click()

    await page.waitForURL((url) => url.pathname.startsWith('/pay/test/'))
    await page.getByRole('heading', { name: 'درگاه پرداخت آزمایشی' }).waitFor()
    expect(await page.textContent('body')).toMatch(/مبلغ: [۰-۹٬]+ تومان/)
    await shot(page, 'journey-gateway-phone')
    await page.getByRole('button', { name: 'پرداخت', exact: true }).click()

    await page.waitForURL((url) => /^\/orders\/\d+\/status$/.test(url.pathname))
    expect(new URL(page.url()).searchParams.get('payment')).toBe('success')
    await page.getByText('پرداخت با موفقیت انجام شد').waitFor()
    await page.getByText('پرداخت‌شده').first().waitFor()
    const orderId = Number(new URL(page.url()).pathname.split('/')[2])
    const [row] = rowsOf<{ status: string; discount_amount: number; code: string }>(
      await e2e.server.app.deps.db.execute(sql`select o.status, o.discount_amount, p.discount_code as code
        from orders o join purchases p on p.id = o.purchase_id where o.id = ${orderId}`),
    )
    expect(row.status).toBe('paid')
    expect(row.code).toBe('RASTEH10')
    expect(row.discount_amount).toBeGreaterThan(0)
    await shot(page, 'journey-order-status-phone', true)
    // The cart is empty now.
    await page.getByTestId('cart-button').click()
    await page.getByText('سبد خرید شما خالی است').waitFor()
    await context.close()
  })

  it('keeps the order waiting with a pay button when the payment is cancelled at the gateway', async () => {
    const { page, context } = await e2e.newPage(PHONE)
    await page.goto(`${e2e.server.origin}/login?returnTo=${encodeURIComponent(productPath())}`)
    await signIn(e2e, page, nextPhone())
    await page.waitForURL((url) => url.pathname === productPath())
    await addButton(page).click()
    await page.getByTestId('cart-drawer').getByText(product.name_fa).waitFor()
    await toCheckout(page)
    const dialog = await fillNewAddress(page, {
      recipient: 'علی رضایی',
      mobile: '09351234567',
      province: 'اصفهان',
      city: 'اصفهان',
      street: 'خیابان چهارباغ عباسی، پلاک ۱۰',
      postalCode: '8173613111',
    })
    await saveAddress(dialog)
    await continueToCheckout(page)
    await page.getByRole('button', { name: 'ثبت سفارش و پرداخت' }).click()
    await page.waitForURL((url) => url.pathname.startsWith('/pay/test/'))
    await page.getByRole('button', { name: 'انصراف' }).click()

    await page.waitForURL((url) => /^\/orders\/\d+\/status$/.test(url.pathname))
    expect(new URL(page.url()).searchParams.get('payment')).toBe('failed')
    await page.getByText('پرداخت ناموفق بود').waitFor()
    await page.getByText('در انتظار پرداخت').first().waitFor()
    const pay = page.getByRole('button', { name: 'پرداخت', exact: true })
    await pay.waitFor()
    await shot(page, 'journey-payment-cancelled-phone', true)
    // Paying again from the status page works.
    await pay.click()
    await page.waitForURL((url) => url.pathname.startsWith('/pay/test/'))
    await page.getByRole('button', { name: 'پرداخت', exact: true }).click()
    await page.waitForURL((url) => url.searchParams.get('payment') === 'success')
    await page.getByText('پرداخت‌شده').first().waitFor()
    await context.close()
  })
})
