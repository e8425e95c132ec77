// A seller creates a new product in Chromium against the real server: a category whose filterable
// attributes (one on its parent) become the form's inputs in their order - a select, a
// multi-select, a range in its unit and a boolean switch - and a description written in the
// rich-text editor with a heading and a list. The database holds the specs exactly as the server
// takes them and the sanitised HTML; the edit page shows the saved values; a server 422 on a spec
// shows on that spec's input; the storefront product page shows the specs with their Persian
// labels and the description as formatted text (no raw tags). Screenshots at 390 and 1280 px.
import { sql } from 'drizzle-orm'
import type { BrowserContext } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { unwrap } from '#sdk'
import * as t from '../../server/db/schema/index'
import { makeStore } from '../api/fixtures/shop'
import { signInAdmin } from '../api/fixtures/stores'
import { signIn as apiSignIn, type TestClient } from '../api/harness'
import { type E2E, screenshot, startE2E } from './harness'

const PHONE_390 = { width: 390, height: 844 }
const DESKTOP_1280 = { width: 1280, height: 800 }
const STRAPS = [
  { value: 'silicone', label_fa: 'سیلیکونی' },
  { value: 'leather', label_fa: 'چرمی' },
]

describe('a new product with specs and a rich description in Chromium', () => {
  let e2e: E2E
  let seller: TestClient
  let admin: TestClient
  let storeId: number
  let strapId: number
  let productId = 0
  const db = () => e2e.server.app.deps.db

  beforeAll(async () => {
    e2e = await startE2E()
    const store = await makeStore(db())
    storeId = store.id
    const [owner] = await db().select().from(t.users).where(sql`id = ${store.ownerId}`)
    seller = await apiSignIn(e2e.server, owner.phone)
    admin = await signInAdmin(e2e.server)
    const stamp = Date.now().toString(36)
    const [root] = await db()
      .insert(t.categories)
      .values({ slug: `wearables-${stamp}`, nameFa: 'پوشیدنی هوشمند', level: 1 })
      .returning()
    const [leaf] = await db()
      .insert(t.categories)
      .values({ slug: `smartwatch-${stamp}`, nameFa: 'ساعت هوشمند', level: 2, parentId: root.id })
      .returning()
    const rows = await db()
      .insert(t.filterableAttributes)
      .values([
        // On the parent: the watch's form shows it too, first (root first, then by order).
        { categoryId: root.id, key: 'waterproof', labelFa: 'ضدآب', type: 'boolean', sortOrder: 9 },
        { categoryId: leaf.id, key: 'screen', labelFa: 'اندازه صفحه', type: 'range', unit: 'اینچ', sortOrder: 3 },
        { categoryId: leaf.id, key: 'strap', labelFa: 'جنس بند', type: 'select', options: STRAPS, sortOrder: 1 },
        {
          categoryId: leaf.id,
          key: 'connectivity',
          labelFa: 'اتصال',
          type: 'multi_select',
          sortOrder: 2,
          options: [
            { value: 'bluetooth', label_fa: 'بلوتوث' },
            { value: 'wifi', label_fa: 'وای‌فای' },
            { value: 'nfc', label_fa: 'ان‌اف‌سی' },
          ],
        },
      ])
      .returning()
    strapId = rows.find((row) => row.key === 'strap')?.id as number
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

  const productRow = async (id: number) => (await db().select().from(t.products).where(sql`id = ${id}`))[0]

  it('creates a product from the category’s spec inputs and a formatted description', {
    timeout: 150_000,
  }, async () => {
    const { page, context } = await e2e.newPage(DESKTOP_1280)
    await signedIn(context)
    await page.goto(`${e2e.server.origin}/providers/${storeId}/products/add`)
    await page.getByRole('tab', { name: 'ساخت محصول تازه' }).click()
    const form = page.getByRole('tabpanel', { name: 'ساخت محصول تازه' })
    await form.getByLabel('نام فارسی').fill('ساعت هوشمند آزمایشی مدل راسته')
    await form.getByLabel('نام انگلیسی').fill('Rasteh Test Watch')
    await form.getByRole('combobox', { name: 'دسته‌بندی' }).click()
    await page.getByRole('option', { name: 'پوشیدنی هوشمند › ساعت هوشمند' }).click()

    // The inputs follow the attributes' order, each named by its Persian label.
    const specs = form.getByRole('group', { name: 'ویژگی‌های کالا' })
    await specs.getByRole('switch', { name: 'ضدآب' }).waitFor()
    const names = await specs.evaluate((el) =>
      [...el.querySelectorAll('label, legend')].map((n) => n.textContent?.trim()).filter(Boolean),
    )
    expect(names.filter((n) => ['جنس بند', 'اتصال', 'اندازه صفحه (اینچ)', 'ضدآب'].includes(n as string))).toEqual([
      'ضدآب',
      'جنس بند',
      'اتصال',
      'اندازه صفحه (اینچ)',
    ])
    await specs.getByRole('combobox', { name: 'جنس بند' }).click()
    await page.getByRole('option', { name: 'چرمی' }).click()
    const connectivity = specs.getByRole('group', { name: 'اتصال' })
    await connectivity.getByRole('checkbox', { name: 'ان‌اف‌سی' }).check()
    await connectivity.getByRole('checkbox', { name: 'بلوتوث' }).check()
    await specs.getByLabel('اندازه صفحه (اینچ)').fill('۱٫۴۳')
    await specs.getByRole('switch', { name: 'ضدآب' }).check()

    // The description: a heading, then a bulleted list of two items, typed as a seller does.
    const editor = form.getByRole('textbox', { name: 'توضیحات' })
    await editor.click()
    await page.keyboard.type('معرفی ساعت')
    await form.getByRole('button', { name: 'تیتر بزرگ' }).click()
    await page.keyboard.press('End')
    await page.keyboard.press('Enter')
    await page.keyboard.type('ضدآب تا پنجاه متر')
    await form.getByRole('button', { name: 'فهرست نقطه‌ای' }).click()
    await page.keyboard.press('End')
    await page.keyboard.press('Enter')
    await page.keyboard.type('بند چرمی')

    await form.getByLabel('قیمت فروش (تومان)').fill('۸۵۰۰۰۰۰')
    await form.getByLabel('موجودی').fill('۴')
    await screenshot(page, 'seller-product-new-specs-desktop', { fullPage: true })
    await form.getByRole('button', { name: 'ساخت و افزودن به فروشگاه' }).click()
    await page.waitForURL((u) => /\/products\/\d+$/.test(u.pathname))
    productId = Number(new URL(page.url()).pathname.split('/').pop())

    const row = await productRow(productId)
    expect(row.specs).toEqual({ strap: 'leather', connectivity: ['bluetooth', 'nfc'], screen: 1.43, waterproof: true })
    expect(row.description).toBe('<h2>معرفی ساعت</h2><ul><li>ضدآب تا پنجاه متر</li><li>بند چرمی</li></ul>')
    const [offer] = await db().select().from(t.offers).where(sql`product_id = ${productId} and store_id = ${storeId}`)
    expect({ price: offer.price, stock: offer.stock }).toEqual({ price: 8_500_000, stock: 4 })

    // The edit page shows what was saved.
    const saved = page.getByRole('group', { name: 'ویژگی‌های کالا' })
    await expect.poll(() => saved.getByRole('combobox', { name: 'جنس بند' }).textContent()).toContain('چرمی')
    expect(await saved.getByRole('checkbox', { name: 'بلوتوث' }).isChecked()).toBe(true)
    expect(await saved.getByRole('checkbox', { name: 'وای‌فای' }).isChecked()).toBe(false)
    expect(await saved.getByRole('checkbox', { name: 'ان‌اف‌سی' }).isChecked()).toBe(true)
    expect(await saved.getByLabel('اندازه صفحه (اینچ)').inputValue()).toBe('۱٫۴۳')
    expect(await saved.getByRole('switch', { name: 'ضدآب' }).isChecked()).toBe(true)
    await page.getByRole('textbox', { name: 'توضیحات' }).getByRole('heading', { name: 'معرفی ساعت' }).waitFor()
    await screenshot(page, 'seller-product-edit-specs-desktop', { fullPage: true })
    await context.close()
  })

  it('shows the server’s refusal of a spec on that spec’s input, and keeps the saved value', {
    timeout: 90_000,
  }, async () => {
    const { page, context } = await e2e.newPage(PHONE_390)
    await signedIn(context)
    await page.goto(`${e2e.server.origin}/providers/${storeId}/products/${productId}`)
    const specs = page.getByRole('group', { name: 'ویژگی‌های کالا' })
    await specs.getByRole('combobox', { name: 'جنس بند' }).click()
    await page.getByRole('option', { name: 'سیلیکونی' }).click()
    // Meanwhile an admin takes «سیلیکونی» off the attribute: the form still offers it.
    await unwrap(
      admin.api.PUT('/filterable_attributes/{id}', {
        params: { path: { id: strapId } },
        body: { options: [STRAPS[1]] },
      }),
    )
    await page.getByRole('button', { name: 'ذخیره اطلاعات محصول' }).click()
    const refusal = specs.getByText('«جنس بند» باید یکی از گزینه‌های این دسته باشد')
    await refusal.waitFor()
    await screenshot(page, 'seller-product-spec-error-phone', { fullPage: true })
    expect((await productRow(productId)).specs).toMatchObject({ strap: 'leather' })
    // The message holds until that input is changed.
    await specs.getByLabel('اندازه صفحه (اینچ)').fill('۱٫۵')
    await refusal.waitFor()
    await specs.getByRole('combobox', { name: 'جنس بند' }).click()
    await page.getByRole('option', { name: 'چرمی' }).click()
    await refusal.waitFor({ state: 'detached' })
    await context.close()
  })

  it('shows the specs and the formatted description on the storefront', { timeout: 60_000 }, async () => {
    const row = await productRow(productId)
    const { page, context } = await e2e.newPage(PHONE_390)
    await page.goto(`${e2e.server.origin}/products/${productId}/${row.slug}`)
    await page.getByRole('heading', { level: 1, name: 'ساعت هوشمند آزمایشی مدل راسته' }).waitFor()
    const about = page.getByRole('region', { name: 'معرفی کالا' })
    await about.getByRole('heading', { name: 'معرفی ساعت' }).waitFor()
    expect(await about.getByRole('listitem').allTextContents()).toEqual(['ضدآب تا پنجاه متر', 'بند چرمی'])
    // Rendered as formatting, not shown as tags.
    expect(await about.textContent()).not.toMatch(/<\/?(h2|ul|li|p)>/)
    const specs = page.getByRole('region', { name: 'مشخصات' }).getByRole('row')
    expect(await specs.allTextContents()).toEqual([
      'ضدآببله',
      'جنس بندچرمی',
      'اتصالبلوتوث، ان‌اف‌سی',
      'اندازه صفحه۱٫۴۳ اینچ',
    ])
    await screenshot(page, 'storefront-product-specs-phone', { fullPage: true })
    await context.close()
  })
})
