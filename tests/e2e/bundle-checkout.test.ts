// Buying a bundle (سبد ویژه) in Chromium against the real server and the seeded catalogue
// (decision 021): from the bundle page into the cart as one line at the bundle's price, through
// /shipping and /checkout to the test gateway, which asks for exactly the bundle's price plus
// shipping; the order's items add up to the bundle's price. Offline, the button waits for the connection.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatNumber } from '#lib/fa'
import { BUNDLE_NEEDS_CONNECTION } from '#views/cart/bundle-actions'
import { rowsOf } from '../../server/seed/catalog/bulk'
import { nextPhone } from '../api/harness'
import {
  continueToCheckout,
  type E2E,
  fillNewAddress,
  PHONE,
  saveAddress,
  screenshot,
  signIn,
  startE2E,
} from './harness'
import { settledScreenshot } from './waits'

describe('buying a bundle in Chromium', () => {
  let e2e: E2E
  let bundle: { id: number; slug: string; name: string }
  beforeAll(async () => {
    e2e = await startE2E({ seed: { products: 400 } })
    const { db } = e2e.server.app.deps
    ;[bundle] = rowsOf<typeof bundle>(
      await db.execute(sql`select b.id, b.slug, b.name
        from bundles b join bundle_items bi on bi.bundle_id = b.id join offers o on o.id = bi.offer_id
        join stores s on s.id = b.store_id
        where b.is_active and s.verified and b.removed_items = 0 and b.discount_percent > 0 group by b.id
        having bool_and(o.is_available and o.stock >= bi.quantity) order by b.id limit 1`),
    )
  })
  afterAll(async () => {
    await e2e?.close()
  })

  it('holds the bundle button offline with the reason beside it, and queues nothing', async () => {
    const { page, context } = await e2e.newPage(PHONE)
    const path = `/bundles/${bundle.slug}`
    await page.goto(`${e2e.server.origin}/login?returnTo=${encodeURIComponent(path)}`)
    await signIn(e2e, page, nextPhone())
    await page.waitForURL((url) => url.pathname === path)
    await page.getByRole('button', { name: 'افزودن سبد به سبد خرید' }).waitFor()
    let sent = 0
    page.on('request', (request) => {
      if (request.url().includes('/public/cart/bundles')) sent++
    })
    await context.setOffline(true)
    await page.getByText(BUNDLE_NEEDS_CONNECTION).waitFor()
    expect(await page.getByRole('button', { name: 'افزودن سبد به سبد خرید' }).isDisabled()).toBe(true)
    await screenshot(page, 'bundle-offline-phone')
    await context.setOffline(false)
    await page.getByText(BUNDLE_NEEDS_CONNECTION).waitFor({ state: 'detached' })
    await expect.poll(() => page.getByRole('button', { name: 'افزودن سبد به سبد خرید' }).isEnabled()).toBe(true)
    // Back online, and answered: a request the page makes now comes after anything the reconnect sent.
    expect(await page.evaluate(() => fetch('/health').then((r) => r.status))).toBe(200)
    expect(sent).toBe(0)
    expect(await page.getByTestId('cart-badge').count()).toBe(0)
    await context.close()
  })

  it('charges the bundle price plus shipping at the gateway', async () => {
    const shown = (await (await fetch(`${e2e.server.origin}/api/v1/public/bundles/${bundle.id}`)).json()) as {
      price: number
      selling_price: number
    }
    const { page, context } = await e2e.newPage(PHONE)
    const path = `/bundles/${bundle.slug}`
    await page.goto(`${e2e.server.origin}/login?returnTo=${encodeURIComponent(path)}`)
    await signIn(e2e, page, nextPhone())
    await page.waitForURL((url) => url.pathname === path)
    await page.getByRole('button', { name: 'افزودن سبد به سبد خرید' }).click()

    const line = page.getByTestId('cart-drawer').getByTestId('cart-bundle')
    await line.waitFor()
    const text = await line.textContent()
    expect(text).toContain(bundle.name)
    expect(text).toContain(formatNumber(shown.selling_price))
    // Its own percent: the bundle costs less than its items, and the cart says so.
    expect(shown.selling_price).toBeLessThan(shown.price)
    expect(text).toContain(formatNumber(shown.price))
    await settledScreenshot(page, 'bundle-drawer-phone') // once the drawer has slid in
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
    await page.getByTestId('checkout-bundle').first().waitFor()
    await screenshot(page, 'bundle-checkout-phone', { fullPage: true })
    await page.getByRole('button', { name: 'ثبت سفارش و پرداخت' }).click()

    await page.waitForURL((url) => url.pathname.startsWith('/pay/test/'))
    await page.getByRole('heading', { name: 'درگاه پرداخت آزمایشی' }).waitFor()
    const [purchase] = rowsOf<{ id: number; total: number; shipping: number; items: number; bundled: number }>(
      await e2e.server.app.deps.db.execute(sql`select p.id, p.total::bigint as total,
          (select sum(o.shipping_fee) from orders o where o.purchase_id = p.id)::bigint as shipping,
          (select sum(i.unit_price * i.quantity) from order_items i join orders o on o.id = i.order_id
            where o.purchase_id = p.id)::bigint as items,
          (select sum(i.unit_price * i.quantity) from order_items i join orders o on o.id = i.order_id
            where o.purchase_id = p.id and i.bundle_id = ${bundle.id})::bigint as bundled
        from purchases p order by p.id desc limit 1`),
    )
    const [total, shipping] = [Number(purchase.total), Number(purchase.shipping)]
    expect(Number(purchase.bundled)).toBe(shown.selling_price)
    expect(Number(purchase.items)).toBe(shown.selling_price)
    expect(total).toBe(shown.selling_price + shipping)
    // The gateway's own figure, read back in Latin digits.
    const asked = (await page.textContent('body'))?.match(/مبلغ: ([۰-۹٬,]+) تومان/)?.[1] ?? ''
    expect(Number(asked.replace(/[٬,]/g, '').replace(/[۰-۹]/g, (d) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(d))))).toBe(total)
    await page.getByRole('button', { name: 'پرداخت', exact: true }).click()

    await page.waitForURL((url) => /^\/orders\/\d+\/status$/.test(url.pathname))
    await page.getByText('پرداخت با موفقیت انجام شد').waitFor()
    const [paid] = rowsOf<{ amount: number; status: string }>(
      await e2e.server.app.deps.db.execute(
        sql`select amount::bigint as amount, status from payments where purchase_id = ${purchase.id} and status = 'paid'`,
      ),
    )
    expect(Number(paid.amount)).toBe(shown.selling_price + shipping)
    await page.getByTestId('cart-button').click()
    await page.getByText('سبد خرید شما خالی است').waitFor()
    await context.close()
  })
})
