// The seller's product pages in Chromium against the real server: the list with in-place price,
// stock and on-sale edits and the store-wide price change (previewed, then applied); the offline
// queue of price and stock edits across a closed tab, replayed once, with a conflicting stock edit
// (a sale took stock meanwhile) shown with both values; adding a catalogue product, its photos
// (upload, reorder, primary) and removing the offer. Screenshots at 390 and 1280 px.
import { sql } from 'drizzle-orm'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as t from '../../server/db/schema/index'
import { normalizeText } from '../../server/lib/persian'
import { png } from '../api/fixtures/images'
import { makeOffer, makeStore } from '../api/fixtures/shop'
import { signIn as apiSignIn, nextIp, type TestClient } from '../api/harness'
import { type E2E, screenshot, startE2E, toPersian, waitForQueuedInStorage } from './harness'
import { waitForQueueDrained } from './waits'

const PHONE_390 = { width: 390, height: 844 }
const DESKTOP_1280 = { width: 1280, height: 800 }

describe('seller products in Chromium', () => {
  let e2e: E2E
  let seller: TestClient
  let storeId: number
  let offers: { offerId: number; productId: number; name: string }[]
  const db = () => e2e.server.app.deps.db

  beforeAll(async () => {
    e2e = await startE2E()
    const store = await makeStore(db())
    storeId = store.id
    const [owner] = await db().select().from(t.users).where(sql`id = ${store.ownerId}`)
    seller = await apiSignIn(e2e.server, owner.phone)
    offers = [
      await makeOffer(db(), store.id, 100_000, 10),
      await makeOffer(db(), store.id, 200_000, 5),
      await makeOffer(db(), store.id, 300_000, 8),
    ]
    const [category] = await db()
      .insert(t.categories)
      .values({ slug: `headphones-${Date.now()}`, nameFa: 'هدفون', level: 1 })
      .returning()
    await db()
      .insert(t.catalogueItems)
      .values({
        nameFa: 'هدفون بی‌سیم آزمایشی مدل ایکس',
        nameEn: 'Test Wireless Headphone X',
        categoryId: category.id,
        searchText: normalizeText('هدفون بی‌سیم آزمایشی مدل ایکس Test Wireless Headphone X'),
      })
  }, 240_000)
  afterAll(async () => {
    await e2e?.close()
  })

  async function signedIn(context: BrowserContext) {
    const tokens = { access: seller.tokens.getAccessToken(), refresh: seller.tokens.getRefreshToken() }
    await context.addInitScript((saved) => {
      if (!localStorage.getItem('rasteh:access_token')) {
        localStorage.setItem('rasteh:access_token', saved.access ?? '')
        localStorage.setItem('rasteh:refresh_token', saved.refresh ?? '')
      }
    }, tokens)
  }

  async function offerRow(offerId: number) {
    const [row] = await db().select().from(t.offers).where(sql`id = ${offerId}`)
    return row
  }

  const field = (page: Page, what: 'قیمت' | 'موجودی', name: string) => page.getByLabel(`${what} «${name}»`)

  async function setValue(page: Page, what: 'قیمت' | 'موجودی', name: string, value: string) {
    const input = field(page, what, name)
    await input.fill(value)
    await input.press('Enter')
  }

  /** Types, presses Enter and leaves the field in one task, before the queue has answered. */
  async function enterThenLeave(page: Page, what: 'قیمت' | 'موجودی', name: string, value: string) {
    await field(page, what, name).evaluate((input: HTMLInputElement, typed) => {
      input.focus()
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, typed)
      input.dispatchEvent(new Event('input', { bubbles: true }))
      input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }))
      input.blur()
    }, value)
  }

  /**
   * Records each uploaded file's URL by its name, and holds the upload of `held` until the others
   * have been answered: the first chosen file finishes last, as a slow upload does.
   */
  async function uploadsOutOfOrder(page: Page, held: string, others: number) {
    const urls = new Map<string, string>()
    const nameOf = (body: Buffer | null) => /filename="([^"]+)"/.exec(body?.toString('latin1') ?? '')?.[1]
    let release = () => {}
    const othersDone = new Promise<void>((resolve) => {
      release = resolve
    })
    page.on('response', async (response) => {
      if (!response.url().endsWith('/api/v1/files/upload')) return
      const name = nameOf(response.request().postDataBuffer())
      if (!name || !response.ok()) return
      urls.set(name, ((await response.json()) as { url: string }).url)
      if ([...urls.keys()].filter((n) => n !== held).length >= others) release()
    })
    await page.route('**/api/v1/files/upload', async (route) => {
      if (nameOf(route.request().postDataBuffer()) === held) await othersDone
      await route.continue()
    })
    return urls
  }

  const threeFiles = async () => {
    const picture = await png()
    return ['a.png', 'b.png', 'c.png'].map((name) => ({ name, mimeType: 'image/png', buffer: picture }))
  }

  it('edits price, stock and availability in place, and changes every price after a preview', {
    timeout: 150_000,
  }, async () => {
    const { page, context } = await e2e.newPage(DESKTOP_1280)
    await signedIn(context)
    await page.goto(`${e2e.server.origin}/providers/${storeId}/products`)
    await page.getByRole('table', { name: 'محصولات فروشگاه' }).waitFor()
    for (const offer of offers) await page.getByRole('link', { name: offer.name }).waitFor()
    expect(await field(page, 'قیمت', offers[0].name).inputValue()).toBe('۱۰۰٬۰۰۰')
    await screenshot(page, 'seller-products-desktop', { fullPage: true })

    await setValue(page, 'موجودی', offers[0].name, '۷')
    await expect.poll(async () => (await offerRow(offers[0].offerId)).stock).toBe(7)
    await setValue(page, 'قیمت', offers[1].name, '۲۵۰۰۰۰')
    await expect.poll(async () => (await offerRow(offers[1].offerId)).price).toBe(250_000)
    await page.getByRole('switch', { name: `فروش «${offers[2].name}»` }).click()
    await expect.poll(async () => (await offerRow(offers[2].offerId)).isAvailable).toBe(false)

    // In stock only, from the URL.
    await page.getByLabel('فقط کالاهای موجود').check()
    await page.waitForURL((u) => u.searchParams.get('stock') === 'in')

    // The store-wide change: a preview (nothing changes), then applied.
    await page.getByRole('button', { name: 'تغییر گروهی' }).click()
    const dialog = page.getByRole('dialog', { name: 'تغییر گروهی همه محصولات فروشگاه' })
    await dialog.getByLabel('درصد تغییر').fill('۱۰')
    await dialog.getByRole('button', { name: 'پیش‌نمایش تغییر' }).click()
    await dialog.getByText('قیمت ۳ محصول تغییر می‌کند. نمونه:').waitFor()
    await dialog.getByRole('cell', { name: '۱۱۰٬۰۰۰ تومان' }).waitFor()
    await screenshot(page, 'seller-products-bulk-desktop')
    expect((await offerRow(offers[0].offerId)).price).toBe(100_000)
    await dialog.getByRole('button', { name: 'اعمال تغییر روی ۳ محصول' }).click()
    await dialog.waitFor({ state: 'detached' })
    await expect.poll(async () => (await offerRow(offers[0].offerId)).price).toBe(110_000)
    expect((await offerRow(offers[1].offerId)).price).toBe(275_000)
    await expect.poll(() => field(page, 'قیمت', offers[0].name).inputValue()).toBe('۱۱۰٬۰۰۰')
    await context.close()

    const phone = await e2e.newPage(PHONE_390)
    await signedIn(phone.context)
    await phone.page.goto(`${e2e.server.origin}/providers/${storeId}/products`)
    await phone.page.getByRole('list', { name: 'محصولات فروشگاه' }).waitFor()
    await screenshot(phone.page, 'seller-products-phone', { fullPage: true })
    await phone.page.getByRole('button', { name: 'تغییر گروهی' }).click()
    await phone.page.getByRole('dialog').getByLabel('درصد تغییر').fill('۵')
    await phone.page.getByRole('button', { name: 'پیش‌نمایش تغییر' }).click()
    await phone.page.getByText(/قیمت ۳ محصول تغییر می‌کند/).waitFor()
    await screenshot(phone.page, 'seller-products-bulk-phone')
    await phone.context.close()
  })

  it('queues price and stock edits offline across a closed tab, sends them once, and asks about a conflict', {
    timeout: 120_000,
  }, async () => {
    const [a, b] = offers
    const startA = await offerRow(a.offerId)
    const startB = await offerRow(b.offerId)
    const context = await e2e.browser.newContext({
      viewport: PHONE_390,
      locale: 'fa-IR',
      serviceWorkers: 'allow',
      extraHTTPHeaders: { 'X-Forwarded-For': nextIp() },
    })
    await signedIn(context)
    const sent: { key: string | undefined; status: number }[] = []
    context.on('response', (response) => {
      if (/\/api\/v1\/products\/\d+\/store\/\d+\/assignment$/.test(new URL(response.url()).pathname)) {
        sent.push({ key: response.request().headers()['idempotency-key'], status: response.status() })
      }
    })
    let page = await context.newPage()
    page.on('pageerror', (err) => console.error('page error:', err.message))
    await page.goto(`${e2e.server.origin}/providers/${storeId}/products`)
    await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, { timeout: 60_000 })
    await page.reload()
    await field(page, 'موجودی', a.name).waitFor()

    await context.setOffline(true)
    await page.getByText(/به‌روزشده در/).waitFor()
    await setValue(page, 'موجودی', a.name, '۳')
    await setValue(page, 'قیمت', a.name, '۱۲۰۰۰۰')
    // Enter and then leaving the field queue one edit, not two.
    await enterThenLeave(page, 'موجودی', b.name, String(startB.stock - 2))
    await page.getByText('۳ تغییر قیمت یا موجودی در صف ارسال است و با برگشتن اتصال فرستاده می‌شود.').waitFor()
    // Meanwhile a sale takes one of b's stock.
    await db()
      .update(t.offers)
      .set({ stock: startB.stock - 1 })
      .where(sql`id = ${b.offerId}`)

    await waitForQueuedInStorage(page, 3)
    await page.close()
    page = await context.newPage()
    page.on('pageerror', (err) => console.error('page error:', err.message))
    await page.goto(`${e2e.server.origin}/providers/${storeId}/products`)
    await page.getByText(/۳ تغییر قیمت یا موجودی در صف ارسال است/).waitFor()
    expect(await field(page, 'موجودی', a.name).inputValue()).toBe('۳')
    expect(sent).toEqual([])
    expect((await offerRow(a.offerId)).stock).toBe(startA.stock)

    await context.setOffline(false)
    await expect.poll(async () => (await offerRow(a.offerId)).stock, { timeout: 15_000 }).toBe(3)
    await expect.poll(async () => (await offerRow(a.offerId)).price).toBe(120_000)
    const conflict = page.getByRole('group', { name: `موجودی «${b.name}»` })
    await conflict.waitFor()
    await conflict.getByText(toPersian(startB.stock - 2), { exact: true }).waitFor()
    await conflict.getByText(toPersian(startB.stock - 1), { exact: true }).waitFor()
    // Nothing overwritten: the sale's stock stands until the seller chooses.
    expect((await offerRow(b.offerId)).stock).toBe(startB.stock - 1)
    await screenshot(page, 'seller-products-conflict-phone', { fullPage: true })
    // Once the queue is empty nothing is left to send again.
    await waitForQueueDrained(page)
    // Sent once each, in order: two applied, one refused.
    expect(sent.map((s) => s.status)).toEqual([200, 200, 409])
    expect(new Set(sent.map((s) => s.key)).size).toBe(3)

    await conflict.getByRole('button', { name: /^ثبت موجودی من/ }).click()
    await expect.poll(async () => (await offerRow(b.offerId)).stock).toBe(startB.stock - 2)
    await conflict.waitFor({ state: 'detached' })
    await context.close()
  })

  it('shows a conflict on the desktop too and takes the server’s value when chosen', {
    timeout: 90_000,
  }, async () => {
    const c = offers[2]
    const start = await offerRow(c.offerId)
    const { page, context } = await e2e.newPage(DESKTOP_1280)
    await signedIn(context)
    await page.goto(`${e2e.server.origin}/providers/${storeId}/products`)
    await field(page, 'موجودی', c.name).waitFor()
    await db()
      .update(t.offers)
      .set({ stock: start.stock + 4 })
      .where(sql`id = ${c.offerId}`)
    await setValue(page, 'موجودی', c.name, '۱')
    const conflict = page.getByRole('group', { name: `موجودی «${c.name}»` })
    await conflict.waitFor()
    await screenshot(page, 'seller-products-conflict-desktop')
    await conflict.getByRole('button', { name: /^پذیرفتن موجودی فروشگاه/ }).click()
    await conflict.waitFor({ state: 'detached' })
    await expect.poll(() => field(page, 'موجودی', c.name).inputValue()).toBe(toPersian(start.stock + 4))
    expect((await offerRow(c.offerId)).stock).toBe(start.stock + 4)
    await context.close()
  })

  it('adds a catalogue product, uploads and arranges its photos, and removes the offer', {
    timeout: 120_000,
  }, async () => {
    const { page, context } = await e2e.newPage(DESKTOP_1280)
    await signedIn(context)
    await page.goto(`${e2e.server.origin}/providers/${storeId}/products/add`)
    await page.getByRole('tab', { name: 'ساخت محصول تازه' }).click()
    await page.getByLabel('نام فارسی').waitFor()
    await screenshot(page, 'seller-product-new-desktop', { fullPage: true })
    await page.getByRole('tab', { name: 'انتخاب از کاتالوگ' }).click()
    await page.getByRole('combobox', { name: 'جستجو در کاتالوگ' }).fill('هدفون بیسیم')
    await page.getByRole('option', { name: /هدفون بی‌سیم آزمایشی مدل ایکس/ }).click()
    const fromCatalogue = page.getByRole('tabpanel', { name: 'انتخاب از کاتالوگ' })
    await fromCatalogue.getByLabel('قیمت فروش (تومان)').fill('۴۵۰۰۰۰')
    await fromCatalogue.getByLabel('موجودی').fill('۱۲')
    await screenshot(page, 'seller-product-add-desktop', { fullPage: true })
    await page.getByRole('button', { name: 'افزودن به فروشگاه' }).click()
    await page.waitForURL((u) => /\/products\/\d+$/.test(u.pathname))
    const productId = Number(new URL(page.url()).pathname.split('/').pop())
    const [offer] = await db().select().from(t.offers).where(sql`product_id = ${productId} and store_id = ${storeId}`)
    expect({ price: offer.price, stock: offer.stock }).toEqual({ price: 450_000, stock: 12 })

    // Three photos at once, the first finishing last: all three are kept, in the order chosen.
    const urls = await uploadsOutOfOrder(page, 'a.png', 2)
    await page.getByLabel(/^افزودن تصویر/).setInputFiles(await threeFiles())
    const images = page.getByRole('list', { name: 'تصویرهای محصول' }).getByRole('listitem')
    await expect
      .poll(() => images.count(), { timeout: 20_000 })
      .toBe(3)
      .catch(async (error) => {
        await screenshot(page, 'debug-upload', { fullPage: true })
        throw error
      })
    const stored = async () =>
      await db().select().from(t.productImages).where(sql`product_id = ${productId}`).orderBy(t.productImages.sortOrder)
    await expect.poll(() => urls.size).toBe(3)
    expect((await stored()).map((image) => image.url)).toEqual(['a.png', 'b.png', 'c.png'].map((n) => urls.get(n)))
    const [first, second, third] = await stored()
    expect(first.isPrimary).toBe(true)
    await page.getByRole('button', { name: 'انتقال تصویر ۱ به بعد' }).click()
    await expect.poll(async () => (await stored()).map((image) => image.id)).toEqual([second.id, first.id, third.id])
    await page.getByRole('button', { name: 'تصویر ۱ تصویر اصلی شود' }).click()
    await expect.poll(async () => (await stored()).find((image) => image.isPrimary)?.id).toBe(second.id)
    await page.getByRole('img', { name: 'تصویر ۱ (تصویر اصلی)' }).waitFor()

    // Removing a photo asks first: cancelling keeps it, confirming removes it.
    await page.getByRole('button', { name: 'حذف تصویر ۳' }).click()
    const ask = page.getByRole('alertdialog', { name: 'حذف تصویر' })
    await ask.waitFor()
    await ask.getByRole('button', { name: 'انصراف' }).click()
    await ask.waitFor({ state: 'detached' })
    expect((await stored()).length).toBe(3)
    await page.getByRole('button', { name: 'حذف تصویر ۳' }).click()
    await ask.getByRole('button', { name: 'حذف تصویر' }).click()
    await expect.poll(async () => (await stored()).map((image) => image.id)).toEqual([second.id, first.id])
    await expect.poll(() => images.count()).toBe(2)
    await screenshot(page, 'seller-product-edit-desktop', { fullPage: true })

    const phone = await e2e.newPage(PHONE_390)
    await signedIn(phone.context)
    await phone.page.goto(`${e2e.server.origin}/providers/${storeId}/products/${productId}`)
    await phone.page.getByRole('list', { name: 'تصویرهای محصول' }).waitFor()
    await screenshot(phone.page, 'seller-product-edit-phone', { fullPage: true })
    await phone.page.goto(`${e2e.server.origin}/providers/${storeId}/products/add`)
    await phone.page.getByRole('combobox', { name: 'جستجو در کاتالوگ' }).waitFor()
    await screenshot(phone.page, 'seller-product-add-phone', { fullPage: true })
    await phone.context.close()

    await page.getByRole('button', { name: 'حذف محصول از فروشگاه' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'حذف محصول' }).click()
    await page.waitForURL((u) => u.pathname === `/providers/${storeId}/products`)
    await expect.poll(async () => (await db().select().from(t.offers).where(sql`id = ${offer.id}`)).length).toBe(0)
    await context.close()
  })

  it('keeps three photos chosen at once on a new product, in the order chosen', { timeout: 120_000 }, async () => {
    const { page, context } = await e2e.newPage(DESKTOP_1280)
    await signedIn(context)
    await page.goto(`${e2e.server.origin}/providers/${storeId}/products/add`)
    await page.getByRole('tab', { name: 'ساخت محصول تازه' }).click()
    const form = page.getByRole('tabpanel', { name: 'ساخت محصول تازه' })
    await form.getByLabel('نام فارسی').fill('کیف دستی آزمایشی سه‌عکسه')
    await form.getByRole('combobox', { name: 'دسته‌بندی' }).click()
    await page.getByRole('option', { name: 'هدفون', exact: true }).click()
    // The first chosen finishes last: before, two finished together and one was lost.
    const urls = await uploadsOutOfOrder(page, 'a.png', 2)
    const label = 'تصویرهای محصول (اولی تصویر اصلی است)'
    await form
      .getByLabel(label)
      .first()
      .setInputFiles(await threeFiles())
    const previews = form.getByRole('list', { name: label }).getByRole('img')
    const srcs = () => previews.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src') ?? ''))
    await expect
      .poll(async () => urls.size === 3 && (await srcs()).filter((src) => src.startsWith('/uploads/')).length === 3, {
        timeout: 20_000,
      })
      .toBe(true)
    const expected = ['a.png', 'b.png', 'c.png'].map((name) => urls.get(name))
    expect(await srcs()).toEqual(expected)
    await form.getByLabel('قیمت فروش (تومان)').fill('۲۵۰۰۰۰')
    await form.getByLabel('موجودی').fill('۴')
    await form.getByRole('button', { name: 'ساخت و افزودن به فروشگاه' }).click()
    await page.waitForURL((u) => /\/products\/\d+$/.test(u.pathname))
    const productId = Number(new URL(page.url()).pathname.split('/').pop())
    const saved = await db()
      .select()
      .from(t.productImages)
      .where(sql`product_id = ${productId}`)
      .orderBy(t.productImages.sortOrder)
    expect(saved.map((image) => image.url)).toEqual(expected)
    expect(saved.map((image) => image.isPrimary)).toEqual([true, false, false])
    await context.close()
  })

  it('says up front that a product other stores sell has shared photos and data, and offers only the offer', {
    timeout: 90_000,
  }, async () => {
    const shared = await makeOffer(db(), storeId, 70_000, 6)
    const other = await makeStore(db())
    await db().insert(t.offers).values({ productId: shared.productId, storeId: other.id, price: 69_000, stock: 2 })
    await db()
      .insert(t.productImages)
      .values({ productId: shared.productId, url: '/media/products/x1-1.webp', isPrimary: true, sortOrder: 0 })
    const { page, context } = await e2e.newPage(DESKTOP_1280)
    await signedIn(context)
    await page.goto(`${e2e.server.origin}/providers/${storeId}/products/${shared.productId}`)
    await page.getByRole('img', { name: 'تصویر ۱ (تصویر اصلی)' }).waitFor()
    await page.getByRole('note').filter({ hasText: 'فروشگاه‌های دیگری هم این محصول را می‌فروشند' }).waitFor()
    // No control the server would refuse: upload, reorder, primary, delete, or saving the data.
    expect(await page.getByLabel(/^افزودن تصویر/).count()).toBe(0)
    expect(await page.getByRole('button', { name: /^انتقال تصویر|^حذف تصویر|تصویر اصلی شود$/ }).count()).toBe(0)
    expect(await page.getByRole('button', { name: 'ذخیره اطلاعات محصول' }).count()).toBe(0)
    expect(await page.getByLabel('نام فارسی').isDisabled()).toBe(true)
    // What the seller can change is still offered.
    const stock = page.getByRole('textbox', { name: 'موجودی', exact: true })
    await stock.fill('۹')
    await stock.press('Enter')
    await expect.poll(async () => (await offerRow(shared.offerId)).stock).toBe(9)
    await context.close()
  })

  it('shows that an in-place price or stock is saving and saved, and refuses a minus sign or an empty price', {
    timeout: 90_000,
  }, async () => {
    const [a, b] = offers
    const startA = await offerRow(a.offerId)
    const startB = await offerRow(b.offerId)
    const { page, context } = await e2e.newPage(DESKTOP_1280)
    await signedIn(context)
    await page.goto(`${e2e.server.origin}/providers/${storeId}/products`)
    const stock = field(page, 'موجودی', a.name)
    await stock.waitFor()
    const status = (input: typeof stock) => input.locator('xpath=../..').locator('[aria-live="polite"]')

    // «-3» is refused with a message and nothing is sent (it used to be saved as 3).
    await setValue(page, 'موجودی', a.name, '-3')
    await page.getByRole('alert').filter({ hasText: 'عدد منفی پذیرفته نمی‌شود' }).waitFor()
    await stock.blur()
    expect(await stock.inputValue()).toBe('-۳')
    expect(await stock.getAttribute('aria-invalid')).toBe('true')
    expect((await offerRow(a.offerId)).stock).toBe(startA.stock)

    // A value that saves: «در حال ذخیره…» while it is sent, «ذخیره شد» when the server took it.
    let answer = () => {}
    const held = new Promise<void>((resolve) => {
      answer = resolve
    })
    await page.route('**/api/v1/products/*/store/*/assignment', async (route) => {
      await held
      await route.continue()
    })
    await setValue(page, 'موجودی', a.name, '۴')
    await status(stock).filter({ hasText: 'در حال ذخیره…' }).waitFor()
    answer()
    await status(stock).filter({ hasText: 'ذخیره شد' }).waitFor()
    expect((await offerRow(a.offerId)).stock).toBe(4)
    await page.unroute('**/api/v1/products/*/store/*/assignment')

    // An empty price is refused with a message; the field stays empty (it used to show «۱»).
    const price = field(page, 'قیمت', b.name)
    await setValue(page, 'قیمت', b.name, '')
    await page.getByRole('alert').filter({ hasText: 'قیمت را وارد کنید' }).waitFor()
    await price.blur()
    expect(await price.inputValue()).toBe('')
    expect((await offerRow(b.offerId)).price).toBe(startB.price)
    await screenshot(page, 'seller-products-refused-desktop')
    await context.close()
  })

  it('asks before switching every product off, and says «not for sale», not «out of stock»', {
    timeout: 90_000,
  }, async () => {
    const { page, context } = await e2e.newPage(DESKTOP_1280)
    await signedIn(context)
    const onSale = async () =>
      (await db().select().from(t.offers).where(sql`store_id = ${storeId} and deleted_at is null`)).filter(
        (offer) => offer.isAvailable,
      ).length
    await db().update(t.offers).set({ isAvailable: true }).where(sql`store_id = ${storeId}`)
    const total = await onSale()
    await page.goto(`${e2e.server.origin}/providers/${storeId}/products`)
    await page.getByRole('button', { name: 'تغییر گروهی' }).click()
    const dialog = page.getByRole('dialog', { name: 'تغییر گروهی همه محصولات فروشگاه' })
    await dialog.getByRole('button', { name: 'غیرفعال کردن فروش همه' }).click()
    const ask = page.getByRole('alertdialog', { name: 'غیرفعال کردن فروش همه محصولات' })
    await ask.waitFor()
    await screenshot(page, 'seller-products-all-off-desktop')
    // Cancelling changes nothing.
    await ask.getByRole('button', { name: 'انصراف' }).click()
    await ask.waitFor({ state: 'detached' })
    expect(await onSale()).toBe(total)
    await dialog.getByRole('button', { name: 'غیرفعال کردن فروش همه' }).click()
    await ask.getByRole('button', { name: 'غیرفعال کردن فروش همه' }).click()
    await page.getByText(`فروش ${toPersian(total)} کالا غیرفعال شد`).waitFor()
    expect(await page.getByText(/ناموجود شد/).count()).toBe(0)
    await expect.poll(onSale).toBe(0)
    await dialog.waitFor({ state: 'detached' })
    // And on again, after asking too.
    await page.getByRole('button', { name: 'تغییر گروهی' }).click()
    await dialog.getByRole('button', { name: 'فعال کردن فروش همه', exact: true }).click()
    await page
      .getByRole('alertdialog', { name: 'فعال کردن فروش همه محصولات' })
      .getByRole('button', { name: 'فعال کردن فروش همه' })
      .click()
    await expect.poll(onSale).toBe(total)
    await context.close()
  })
})
