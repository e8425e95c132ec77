// The admin's catalogue screens and a seller's store homepage in Chromium against the real server:
// an admin adds a «جنس بدنه» select filter to a category and the storefront's category page offers
// it; reorders the platform homepage and the home page follows, then takes an item off it; a
// seller orders its store homepage and the store page follows. Screenshots of each page at 390
// and 1280 px.
import { eq, sql } from 'drizzle-orm'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newIdempotencyKey, unwrap } from '#sdk'
import { categoriesChanged } from '../../server/db/caches'
import * as t from '../../server/db/schema/index'
import { normalizeText } from '../../server/lib/persian'
import { refreshProductSummaries } from '../../server/modules/catalog/summary'
import { makeStore } from '../api/fixtures/shop'
import { signInAdmin } from '../api/fixtures/stores'
import { signIn as apiSignIn, type TestClient } from '../api/harness'
import { type E2E, screenshot, startE2E } from './harness'
import { settledScreenshot } from './waits'

const PHONE_390 = { width: 390, height: 844 }
const DESKTOP_1280 = { width: 1280, height: 800 }

describe('admin catalogue and homepage curation in Chromium', () => {
  let e2e: E2E
  let admin: TestClient
  let seller: TestClient
  let storeId: number
  let categorySlug: string
  let categoryName: string
  const products: { id: number; name: string }[] = []

  beforeAll(async () => {
    e2e = await startE2E()
    const db = e2e.server.app.deps.db
    admin = await signInAdmin(e2e.server)
    const store = await makeStore(db)
    storeId = store.id
    const [owner] = await db.select().from(t.users).where(eq(t.users.id, store.ownerId))
    seller = await apiSignIn(e2e.server, owner.phone)
    categorySlug = `electric-guitars-${Date.now().toString(36)}`
    categoryName = 'گیتار الکتریک آزمایشی'
    const [category] = await db
      .insert(t.categories)
      .values({ slug: categorySlug, nameFa: categoryName, level: 1 })
      .returning()
    await categoriesChanged()
    const names = ['گیتار آلفا', 'گیتار بتا', 'گیتار گاما']
    for (const [i, name] of names.entries()) {
      const [p] = await db
        .insert(t.products)
        .values({
          slug: `guitar-${i}-${Date.now().toString(36)}`,
          nameFa: name,
          categoryId: category.id,
          searchText: normalizeText(name),
          specs: { body_material: i === 0 ? 'mahogany' : 'maple' },
        })
        .returning()
      await db
        .insert(t.offers)
        .values({ productId: p.id, storeId: store.id, price: 10_000_000 + i * 1_000_000, stock: 5 })
      products.push({ id: p.id, name })
    }
    await refreshProductSummaries(
      db,
      products.map((p) => p.id),
    )
  }, 120_000)
  afterAll(async () => {
    await e2e?.close()
  })

  async function pageAs(who: TestClient, viewport: { width: number; height: number }) {
    const { page, context } = await e2e.newPage(viewport)
    const tokens = { access: who.tokens.getAccessToken(), refresh: who.tokens.getRefreshToken() }
    await context.addInitScript((saved) => {
      if (!localStorage.getItem('rasteh:access_token')) {
        localStorage.setItem('rasteh:access_token', saved.access ?? '')
        localStorage.setItem('rasteh:refresh_token', saved.refresh ?? '')
      }
    }, tokens)
    return { page, context }
  }

  const shoot = (page: Page, name: string) => screenshot(page, name, { fullPage: true })

  async function closeAll(...contexts: BrowserContext[]) {
    for (const c of contexts) await c.close()
  }

  it('adds a «جنس بدنه» select filter to a category, and the category page offers it', async () => {
    const { page, context } = await pageAs(admin, DESKTOP_1280)
    await page.goto(`${e2e.server.origin}/admin/filters/add`)
    await page.getByRole('heading', { name: 'افزودن فیلتر' }).waitFor()
    const picker = page.getByRole('combobox', { name: 'دسته‌بندی' })
    await picker.fill('آزمایشی')
    await page.getByRole('option', { name: categoryName }).click()
    await page.getByLabel('عنوان فارسی').fill('جنس بدنه')
    await page.getByLabel('کلید (در مشخصات محصول)').fill('body_material')
    for (const [label, value] of [
      ['ماهون', 'mahogany'],
      ['افرا', 'maple'],
    ]) {
      await page.getByLabel('برچسب گزینهٔ تازه').fill(label)
      await page.getByLabel('مقدار (در مشخصات محصول)').fill(value)
      await page.getByRole('button', { name: 'افزودن گزینه' }).click()
    }
    await expect.poll(() => page.getByRole('list', { name: 'گزینه‌های فیلتر' }).getByRole('listitem').count()).toBe(2)
    await shoot(page, 'admin-filter-add-1280')
    await page.getByRole('button', { name: 'ساخت فیلتر' }).click()
    await page.waitForURL((u) => u.pathname === '/admin/filters')
    await page.getByRole('link', { name: 'جنس بدنه' }).waitFor()
    const [row] = await e2e.server.app.deps.db
      .select()
      .from(t.filterableAttributes)
      .where(sql`key = 'body_material' and label_fa = 'جنس بدنه'`)
    expect(row.type).toBe('select')
    expect(row.options.map((o) => o.label_fa)).toEqual(['ماهون', 'افرا'])
    await shoot(page, 'admin-filters-1280')

    await page.goto(`${e2e.server.origin}/categories/${categorySlug}`)
    await page.getByText('جنس بدنه').first().waitFor()
    await expect.poll(() => page.getByText('ماهون').count()).toBeGreaterThan(0)
    await shoot(page, 'category-facet-1280')

    const phone = await pageAs(admin, PHONE_390)
    await phone.page.goto(`${e2e.server.origin}/admin/filters`)
    await phone.page.getByRole('link', { name: 'جنس بدنه' }).waitFor()
    await shoot(phone.page, 'admin-filters-390')
    await phone.page.getByRole('link', { name: 'جنس بدنه' }).click()
    await phone.page.getByRole('heading', { name: 'ویرایش فیلتر «جنس بدنه»' }).waitFor()
    await shoot(phone.page, 'admin-filter-edit-390')
    await phone.page.setViewportSize({ width: 1280, height: 800 })
    await shoot(phone.page, 'admin-filter-edit-1280')
    await phone.page.setViewportSize(PHONE_390)
    await phone.page.goto(`${e2e.server.origin}/admin/filters/add`)
    await phone.page.getByRole('heading', { name: 'افزودن فیلتر' }).waitFor()
    await shoot(phone.page, 'admin-filter-add-390')
    await closeAll(context, phone.context)
  }, 120_000)

  it('reorders the platform homepage in one save, and the home page follows', async () => {
    await unwrap(
      admin.api.POST('/admins/homepage/resources/bulk-with-priorities', {
        params: { header: { 'Idempotency-Key': newIdempotencyKey() } },
        body: products.map((p, i) => ({
          resource_type: 'product',
          resource_id: p.id,
          priority: 100 - i,
          store_id: null,
        })),
      }),
    )
    const { page, context } = await pageAs(admin, DESKTOP_1280)
    await page.goto(`${e2e.server.origin}/admin/homepage`)
    const list = page.getByRole('list', { name: 'چیدمان صفحهٔ اول' })
    await list.waitFor()
    const labels = () => list.getByRole('listitem').allInnerTexts()
    await expect
      .poll(async () => (await labels()).map((l) => products.findIndex((p) => l.includes(p.name))))
      .toEqual([0, 1, 2])
    // The first goes last: two moves down with the buttons.
    await page.getByRole('button', { name: `پایین آوردن ${products[0].name}` }).click()
    await page.getByRole('button', { name: `پایین آوردن ${products[0].name}` }).click()
    await shoot(page, 'admin-homepage-1280')
    await page.getByRole('button', { name: 'ذخیرهٔ چیدمان' }).click()
    await page.getByText('چیدمان ذخیره شد').waitFor()

    const home = await e2e.newPage(DESKTOP_1280)
    await home.page.goto(`${e2e.server.origin}/`)
    const section = home.page.getByRole('region', { name: 'پیشنهادهای ویژه راسته' })
    await section.waitFor()
    const text = (await section.textContent()) ?? ''
    const at = (name: string) => text.indexOf(name)
    expect(at(products[1].name)).toBeGreaterThanOrEqual(0)
    expect(at(products[1].name)).toBeLessThan(at(products[2].name))
    expect(at(products[2].name)).toBeLessThan(at(products[0].name))

    const phone = await pageAs(admin, PHONE_390)
    await phone.page.goto(`${e2e.server.origin}/admin/homepage`)
    await phone.page.getByRole('list', { name: 'چیدمان صفحهٔ اول' }).waitFor()
    await shoot(phone.page, 'admin-homepage-390')
    await closeAll(context, home.context, phone.context)
  }, 120_000)

  it('takes one item off the platform homepage after a confirmation, and the home page follows', async () => {
    const { page, context } = await pageAs(admin, PHONE_390)
    await page.goto(`${e2e.server.origin}/admin/homepage`)
    const list = page.getByRole('list', { name: 'چیدمان صفحهٔ اول' })
    await list.getByText(products[2].name).waitFor()
    await page.getByRole('button', { name: `برداشتن ${products[2].name}` }).click()
    const dialog = page.getByRole('alertdialog', { name: 'برداشتن از صفحهٔ اول' })
    await dialog.waitFor()
    // The dialog fades in: shot once it is fully there.
    await settledScreenshot(page, 'admin-homepage-remove-390', { fullPage: true })
    // Dismissed: still curated.
    await dialog.getByRole('button', { name: 'انصراف' }).click()
    await dialog.waitFor({ state: 'hidden' })
    const curated = () =>
      e2e.server.app.deps.db
        .select()
        .from(t.homepageResources)
        .where(sql`store_id is null and resource_type = 'product' and resource_id = ${products[2].id}`)
    expect(await curated()).toHaveLength(1)

    await page.getByRole('button', { name: `برداشتن ${products[2].name}` }).click()
    await dialog.getByRole('button', { name: 'برداشتن از صفحهٔ اول' }).click()
    await page.getByText(`«${products[2].name}» از صفحهٔ اول برداشته شد.`).waitFor()
    await expect.poll(() => list.getByText(products[2].name).count()).toBe(0)
    expect(await curated()).toEqual([])
    const [entry] = await e2e.server.app.deps.db
      .select()
      .from(t.adminAudit)
      .where(sql`action = 'homepage.remove' and (details->>'resource_id')::int = ${products[2].id}`)
    expect(entry.targetId).toBeNull()

    const home = await e2e.newPage(PHONE_390)
    await home.page.goto(`${e2e.server.origin}/`)
    const section = home.page.getByRole('region', { name: 'پیشنهادهای ویژه راسته' })
    await section.getByText(products[1].name).first().waitFor()
    expect(await section.getByText(products[2].name).count()).toBe(0)
    await closeAll(context, home.context)
  }, 120_000)

  it('lets a seller order its store homepage, and the store page follows', async () => {
    const { page, context } = await pageAs(seller, PHONE_390)
    await page.goto(`${e2e.server.origin}/providers/${storeId}/homepage`)
    await page.getByRole('heading', { name: 'صفحهٔ اول فروشگاه' }).waitFor()
    await page.getByText('هنوز چیزی برای صفحهٔ اول انتخاب نشده است.').waitFor()
    // The store page draws one section per kind: the note says the order holds within each.
    await page.getByText(/هر نوع در بخش خودش .* و در هر بخش به همین ترتیب/).waitFor()
    for (const p of [products[2], products[0]]) {
      await page.getByRole('combobox', { name: 'محصول برای افزودن' }).fill(p.name.split(' ')[1])
      await page.getByRole('option', { name: p.name }).click()
      await page.getByRole('button', { name: 'افزودن به فهرست' }).click()
    }
    await page.getByRole('button', { name: `بالا بردن ${products[0].name}` }).click()
    await shoot(page, 'seller-homepage-390')
    await page.getByRole('button', { name: 'ذخیرهٔ چیدمان' }).click()
    await page.getByText('چیدمان ذخیره شد').waitFor()
    const rows = await e2e.server.app.deps.db
      .select()
      .from(t.homepageResources)
      .where(eq(t.homepageResources.storeId, storeId))
    const ordered = rows.sort((a, b) => b.priority - a.priority).map((r) => r.resourceId)
    expect(ordered).toEqual([products[0].id, products[2].id])

    const shop = await e2e.newPage(PHONE_390)
    await shop.page.goto(`${e2e.server.origin}/stores/${storeId}`)
    const section = shop.page.getByRole('region', { name: 'پیشنهادهای فروشگاه' })
    await section.waitFor()
    const text = (await section.textContent()) ?? ''
    expect(text.indexOf(products[0].name)).toBeGreaterThanOrEqual(0)
    expect(text.indexOf(products[0].name)).toBeLessThan(text.indexOf(products[2].name))
    expect(text).not.toContain(products[1].name)

    const wide = await pageAs(seller, DESKTOP_1280)
    await wide.page.goto(`${e2e.server.origin}/providers/${storeId}/homepage`)
    await wide.page.getByRole('list', { name: 'چیدمان صفحهٔ اول' }).waitFor()
    await shoot(wide.page, 'seller-homepage-1280')
    await closeAll(context, shop.context, wide.context)
  }, 120_000)
})
