// The seller's whole journey in Chromium against the real server (issue 13, Proof): a new seller
// signs up (one-time code, then the store form) with an individual store and sees the locked
// dashboard; an admin verifies it through the API; the seller adds a catalogue product at a price
// and stock and uploads two photos; a customer finds it on the storefront and buys it through the
// test gateway; the seller sees the new order, moves it to processing and to shipped with a
// tracking code; the customer's status page shows it.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { unwrap } from '#sdk'
import * as t from '../../server/db/schema/index'
import { normalizeText } from '../../server/lib/persian'
import { png } from '../api/fixtures/images'
import { signInAdmin } from '../api/fixtures/stores'
import { nextPhone } from '../api/harness'
import {
  continueToCheckout,
  type E2E,
  fillNewAddress,
  saveAddress,
  screenshot,
  signIn,
  startE2E,
  toPersian,
} from './harness'

const PHONE_390 = { width: 390, height: 844 }
const DESKTOP_1280 = { width: 1280, height: 800 }
const ITEM = 'کتری برقی آزمایشی سفر مدل ۲۰۲۶'

describe('the seller journey in Chromium', () => {
  let e2e: E2E
  const db = () => e2e.server.app.deps.db
  beforeAll(async () => {
    e2e = await startE2E()
    const [category] = await db()
      .insert(t.categories)
      .values({ slug: `kettles-${Date.now()}`, nameFa: 'کتری برقی', level: 1 })
      .returning()
    await db()
      .insert(t.catalogueItems)
      .values({ nameFa: ITEM, categoryId: category.id, searchText: normalizeText(ITEM) })
  }, 120_000)
  afterAll(async () => {
    await e2e?.close()
  })

  it('signs up, is verified, lists a catalogue product with photos, and ships the order a customer paid for', {
    timeout: 240_000,
  }, async () => {
    const { page, context } = await e2e.newPage(DESKTOP_1280)
    const sellerPhone = nextPhone()
    await page.goto(`${e2e.server.origin}/register-store`)
    await page.getByLabel('نام و نام خانوادگی').fill('رضا کریمی')
    await page.getByLabel('شماره موبایل').fill(toPersian(sellerPhone))
    await page.getByRole('button', { name: 'دریافت کد تأیید' }).click()
    const codeInput = page.getByLabel('کد تأیید')
    await codeInput.waitFor()
    await expect.poll(() => e2e.server.sms.lastCode(sellerPhone)).toMatch(/^\d{6}$/)
    await codeInput.fill(e2e.server.sms.lastCode(sellerPhone) as string)
    await page.getByRole('heading', { name: 'ساخت فروشگاه' }).waitFor()
    await page.getByRole('radio', { name: /شخص حقیقی/ }).check()
    await page.getByRole('textbox', { name: 'نام فروشگاه', exact: true }).fill('لوازم خانگی رضا')
    await page.getByRole('textbox', { name: 'شماره تماس', exact: true }).fill('۰۲۱۸۸۷۷۶۶۵۵')
    await page.getByLabel('استان').selectOption('تهران')
    await page.getByLabel('شهر').selectOption('تهران')
    await page.getByRole('textbox', { name: 'نشانی', exact: true }).fill('خیابان انقلاب، پلاک ۳')
    await page.getByRole('textbox', { name: 'کد پستی', exact: true }).fill('۱۳۱۵۶۱۳۳۹۱')
    await page.getByRole('textbox', { name: 'کد ملی', exact: true }).fill('۰۰۸۴۵۷۵۹۴۸')
    await page.getByRole('textbox', { name: 'شماره شبا', exact: true }).fill('IR820540102680020817909002')
    await page.getByRole('button', { name: 'ثبت فروشگاه' }).click()

    // Locked while under review.
    await page.waitForURL((u) => /^\/providers\/\d+\/products$/.test(u.pathname))
    const storeId = Number(new URL(page.url()).pathname.split('/')[2])
    await page.getByText('ثبت‌نام فروشگاه شما در حال بررسی است').waitFor()
    const locked = page.getByRole('complementary').getByRole('button', { name: 'محصولات' })
    expect(await locked.getAttribute('aria-disabled')).toBe('true')
    await screenshot(page, 'seller-journey-locked-1280', { fullPage: true })

    // An admin verifies it through the API.
    const admin = await signInAdmin(e2e.server)
    await unwrap(admin.api.POST('/stores/{id}/verify', { params: { path: { id: storeId } } }))

    // The seller offers the catalogue product at a price and stock, with two photos.
    await page.goto(`${e2e.server.origin}/providers/${storeId}/products`)
    await page.getByText('هنوز محصولی در این فروشگاه نیست').waitFor()
    await page.getByRole('link', { name: 'افزودن محصول' }).click()
    await page.getByRole('combobox', { name: 'جستجو در کاتالوگ' }).fill('کتری برقی سفر')
    await page.getByRole('option', { name: ITEM }).click()
    const fromCatalogue = page.getByRole('tabpanel', { name: 'انتخاب از کاتالوگ' })
    // The choice shown (its category and brand) before the offer is written.
    await fromCatalogue.getByText('دسته‌بندی', { exact: true }).waitFor()
    await fromCatalogue.getByLabel('قیمت فروش (تومان)').fill('۸۹۰۰۰۰')
    await fromCatalogue.getByLabel('موجودی').fill('۵')
    await page.getByRole('button', { name: 'افزودن به فروشگاه' }).click()
    // Once under CI load the product's page never came (stop 43's second CI run, 1 in 1,922): if it
    // does not, say what the form said (a lost choice, a refused offer), not only the timeout.
    await page
      .waitForURL((u) => /\/products\/\d+$/.test(u.pathname))
      .catch(async (error: Error) => {
        const said = await fromCatalogue.getByRole('alert').allTextContents()
        throw new Error(`${error.message}\nthe form said: ${said.join(' | ') || 'nothing'}`)
      })
    const productId = Number(new URL(page.url()).pathname.split('/').pop())
    const picture = await png()
    await page.getByLabel(/^افزودن تصویر/).setInputFiles([
      { name: 'front.png', mimeType: 'image/png', buffer: picture },
      { name: 'side.png', mimeType: 'image/png', buffer: picture },
    ])
    await expect
      .poll(() => page.getByRole('list', { name: 'تصویرهای محصول' }).getByRole('listitem').count(), {
        timeout: 20_000,
      })
      .toBe(2)
    const images = await db().select().from(t.productImages).where(sql`product_id = ${productId}`)
    expect(images).toHaveLength(2)
    const [offer] = await db().select().from(t.offers).where(sql`product_id = ${productId} and store_id = ${storeId}`)
    expect({ price: offer.price, stock: offer.stock, available: offer.isAvailable }).toEqual({
      price: 890_000,
      stock: 5,
      available: true,
    })
    // The seller's browser stays signed in (a second code within a minute would be refused).

    // A customer finds it on the storefront and buys it.
    const [product] = await db().select().from(t.products).where(sql`id = ${productId}`)
    const shopper = await e2e.newPage(PHONE_390)
    const customerPhone = nextPhone()
    await shopper.page.goto(`${e2e.server.origin}/search?q=${encodeURIComponent('کتری برقی سفر')}`)
    await shopper.page
      .getByRole('link', { name: new RegExp(ITEM) })
      .first()
      .click()
    await shopper.page.waitForURL((u) => u.pathname === `/products/${productId}/${product.slug}`)
    await shopper.page.goto(
      `${e2e.server.origin}/login?returnTo=${encodeURIComponent(`/products/${productId}/${product.slug}`)}`,
    )
    await signIn(e2e, shopper.page, customerPhone)
    await shopper.page.waitForURL((u) => u.pathname === `/products/${productId}/${product.slug}`)
    await shopper.page.getByTestId('buy-box').getByRole('button', { name: 'افزودن به سبد خرید' }).click()
    await shopper.page.getByTestId('cart-drawer').getByText(ITEM).waitFor()
    await shopper.page.getByRole('link', { name: 'ادامه فرایند خرید' }).click()
    await shopper.page.waitForURL((url) => url.pathname === '/shipping')
    const dialog = await fillNewAddress(shopper.page, {
      recipient: 'مینا رحیمی',
      mobile: '۰۹۱۲۱۲۳۴۵۶۷',
      province: 'تهران',
      city: 'تهران',
      street: 'خیابان آزادی، کوچه نسترن',
      postalCode: '۱۳۱۵۶۱۳۳۹۱',
    })
    await saveAddress(dialog)
    await continueToCheckout(shopper.page)
    await shopper.page.getByRole('button', { name: 'ثبت سفارش و پرداخت' }).click()
    await shopper.page.waitForURL((url) => url.pathname.startsWith('/pay/test/'))
    await shopper.page.getByRole('button', { name: 'پرداخت', exact: true }).click()
    await shopper.page.waitForURL((url) => /^\/orders\/\d+\/status$/.test(url.pathname))
    await shopper.page.getByText('پرداخت با موفقیت انجام شد').waitFor()
    const orderId = Number(new URL(shopper.page.url()).pathname.split('/')[2])
    expect((await db().select().from(t.offers).where(sql`id = ${offer.id}`))[0].stock).toBe(4)

    // The seller, back in the same signed-in browser, sees the new order and ships it.
    const again = { page, context }
    await again.page.goto(`${e2e.server.origin}/providers/${storeId}/orders`)
    await again.page.getByRole('link', { name: `سفارش ${toPersian(orderId)}`, exact: true }).click()
    await again.page.getByRole('button', { name: 'شروع پردازش' }).click()
    await again.page.getByLabel('کد رهگیری مرسوله').fill('PST-778899')
    await again.page.getByRole('button', { name: 'ثبت ارسال' }).click()
    await expect
      .poll(async () => (await db().select().from(t.orders).where(sql`id = ${orderId}`))[0].status)
      .toBe('shipped')
    await screenshot(again.page, 'seller-journey-shipped-1280', { fullPage: true })
    await again.context.close()

    // The customer's status page shows it.
    await shopper.page.reload()
    // A code to copy keeps the carrier's Latin digits (issue 27 item 20).
    await shopper.page.getByText('PST-778899').first().waitFor()
    await shopper.page.getByRole('list', { name: 'مراحل سفارش' }).getByText('ارسال‌شده').first().waitFor()
    await screenshot(shopper.page, 'seller-journey-customer-390', { fullPage: true })
    await shopper.context.close()
  })
})
