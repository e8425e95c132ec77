// Bundles and the blog in Chromium against the real server: a seller builds a bundle from two of
// the store's offers (picked by name, one with quantity 2) and sees it on the storefront; writes an
// article with a heading and an uploaded photo, publishes it, sees it on /blog, unpublishes it and
// it is gone. Screenshots of each page at 390 and 1280 px.
import { sql } from 'drizzle-orm'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../../server/db/rows'
import * as t from '../../server/db/schema/index'
import { png } from '../api/fixtures/images'
import { makeOffer, makeStore } from '../api/fixtures/shop'
import { signIn as apiSignIn, type TestClient } from '../api/harness'
import { type E2E, startE2E } from './harness'
import { appSettled, screenshotAtWidths } from './waits'

const PHONE_390 = { width: 390, height: 844 }
const DESKTOP_1280 = { width: 1280, height: 800 }

const shoot = (page: Page, name: string) =>
  screenshotAtWidths(page, 'seller-bundles-blog', name, [
    ['390', PHONE_390],
    ['1280', DESKTOP_1280],
  ])

describe('seller bundles and blog in Chromium', () => {
  let e2e: E2E
  let seller: TestClient
  let storeId: number
  let a: { offerId: number; name: string }
  let b: { offerId: number; name: string }
  const db = () => e2e.server.app.deps.db

  beforeAll(async () => {
    e2e = await startE2E()
    const store = await makeStore(db())
    storeId = store.id
    const [owner] = await db().select().from(t.users).where(sql`id = ${store.ownerId}`)
    seller = await apiSignIn(e2e.server, owner.phone)
    a = await makeOffer(db(), store.id, 1_250_000, 20)
    b = await makeOffer(db(), store.id, 340_000, 20)
  }, 180_000)
  afterAll(async () => {
    await e2e?.close()
  })

  /** A browser page signed in as the seller (the API's tokens in the app's storage). */
  async function sellerPage(viewport: { width: number; height: number }) {
    const { page, context } = await e2e.newPage(viewport)
    const tokens = { access: seller.tokens.getAccessToken(), refresh: seller.tokens.getRefreshToken() }
    await context.addInitScript((saved) => {
      if (!localStorage.getItem('rasteh:access_token')) {
        localStorage.setItem('rasteh:access_token', saved.access ?? '')
        localStorage.setItem('rasteh:refresh_token', saved.refresh ?? '')
      }
    }, tokens)
    return { page, context }
  }

  async function pick(page: Page, name: string) {
    const box = page.getByRole('combobox', { name: 'افزودن کالا از محصولات فروشگاه' })
    await box.fill(name)
    await page.getByRole('option', { name: new RegExp(name) }).click()
    await page.getByRole('textbox', { name: `تعداد ${name}` }).waitFor()
  }

  it('builds a bundle from two offers and sees it on the storefront', async () => {
    const { page, context } = await sellerPage(DESKTOP_1280)
    await page.goto(`${e2e.server.origin}/providers/${storeId}/bundles`)
    await page.getByText('هنوز سبد ویژه‌ای نساخته‌اید').waitFor()
    await page.getByRole('link', { name: 'افزودن سبد ویژه' }).click()
    await page.waitForURL((u) => u.pathname === `/providers/${storeId}/bundles/add`)
    await page.getByRole('button', { name: 'ساخت سبد' }).click()
    await page.getByText('نام سبد را وارد کنید').waitFor()
    await page.getByRole('textbox', { name: 'نام سبد', exact: true }).fill('سبد شروع سال')
    await page.getByRole('textbox', { name: 'نامک' }).fill('back-to-school-e2e')
    await pick(page, a.name)
    await pick(page, b.name)
    await page.getByRole('textbox', { name: `تعداد ${b.name}` }).fill('۲')
    // The sum of the items: 1,250,000 + 2 × 340,000.
    await page.getByText('۱٬۹۳۰٬۰۰۰').first().waitFor()
    await shoot(page, 'bundle-add')
    await page.getByRole('button', { name: 'ساخت سبد' }).click()
    await page.waitForURL((u) => /^\/providers\/\d+\/bundles\/\d+$/.test(u.pathname))
    const id = Number(new URL(page.url()).pathname.split('/').at(-1))
    await page.getByRole('heading', { name: 'ویرایش «سبد شروع سال»' }).waitFor()
    await page.getByText('قیمت سبد برای مشتری').waitFor()
    await shoot(page, 'bundle-edit')

    const [row] = await queryRows<{ name: string; store_id: number; is_active: boolean }>(
      db(),
      sql`select name, store_id, is_active from bundles where id = ${id}`,
    )
    expect(row).toEqual({ name: 'سبد شروع سال', store_id: storeId, is_active: true })
    const items = await queryRows<{ offer_id: number; quantity: number }>(
      db(),
      sql`select offer_id, quantity from bundle_items where bundle_id = ${id} order by offer_id`,
    )
    expect(items).toEqual(
      [
        { offer_id: a.offerId, quantity: 1 },
        { offer_id: b.offerId, quantity: 2 },
      ].sort((x, y) => x.offer_id - y.offer_id),
    )

    await page.getByRole('link', { name: 'سبدهای ویژه' }).first().click()
    await page.getByRole('link', { name: 'سبد شروع سال' }).first().waitFor()
    await shoot(page, 'bundle-list')

    // The storefront: the list and the bundle's page, with its price and the buy button.
    await page.goto(`${e2e.server.origin}/bundles`)
    await page.getByText('سبد شروع سال').first().waitFor()
    await page.goto(`${e2e.server.origin}/bundles/back-to-school-e2e`)
    await page.getByRole('heading', { name: 'سبد شروع سال' }).waitFor()
    await page.getByRole('button', { name: 'افزودن سبد به سبد خرید' }).waitFor()
    await page.getByText(a.name).first().waitFor()
    await shoot(page, 'bundle-storefront')
    await context.close()
  }, 180_000)

  it('writes an article with a photo, publishes it, sees it on /blog, unpublishes it and it is gone', async () => {
    const { page, context } = await sellerPage(DESKTOP_1280)
    await page.goto(`${e2e.server.origin}/providers/${storeId}/blog`)
    await page.getByText('هنوز مقاله‌ای ننوشته‌اید').waitFor()
    await page.getByRole('link', { name: 'نوشتن مقاله' }).click()
    await page.waitForURL((u) => u.pathname === `/providers/${storeId}/blog/add`)
    await page.getByRole('button', { name: 'ذخیره پیش‌نویس' }).click()
    await page.getByText('عنوان مقاله را وارد کنید').waitFor()
    await page.getByText('متن مقاله را بنویسید').waitFor()

    await page.getByRole('textbox', { name: 'عنوان', exact: true }).fill('راهنمای خرید هدفون')
    await page.getByRole('textbox', { name: 'نامک' }).fill('headphone-guide')
    await page.getByRole('textbox', { name: 'خلاصه' }).fill('چه هدفونی برای ورزش بخریم؟')
    const editor = page.getByRole('textbox', { name: 'متن مقاله' })
    await editor.click()
    await page.keyboard.type('انتخاب هدفون')
    await page.getByRole('button', { name: 'تیتر بزرگ' }).click()
    await page.keyboard.press('End')
    await page.keyboard.press('Enter')
    await page.keyboard.type('برای ورزش هدفون بی‌سیم سبک بهتر است.')
    await page.locator('input[aria-label="انتخاب تصویر برای متن"]').setInputFiles({
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: await png(),
    })
    await editor.locator('img').waitFor()
    await page.getByRole('button', { name: 'فهرست نقطه‌ای' }).click()
    await page.keyboard.type('سبک باشد')
    await shoot(page, 'post-add')
    await page.getByRole('button', { name: 'ذخیره پیش‌نویس' }).click()
    await page.waitForURL((u) => /^\/providers\/\d+\/blog\/\d+$/.test(u.pathname))
    const id = Number(new URL(page.url()).pathname.split('/').at(-1))

    const rowOf = async () =>
      (
        await queryRows<{ status: string; body_html: string; title: string }>(
          db(),
          sql`select status, body_html, title from blog_posts where id = ${id}`,
        )
      )[0]
    const saved = await rowOf()
    expect(saved.status).toBe('draft')
    expect(saved.body_html).toContain('<h2>انتخاب هدفون</h2>')
    expect(saved.body_html).toMatch(/<img src="\/uploads\/blog\/[a-z0-9]+\.webp"/)
    expect(saved.body_html).toContain('<li>سبک باشد</li>')

    // A visitor's look at the public blog (a new browser each time: a visitor's own copy of the
    // list may be a minute old, as the storefront's queries are).
    const visitBlog = async () => {
      const visitor = await e2e.newPage(PHONE_390)
      await visitor.page.goto(`${e2e.server.origin}/blog`)
      await visitor.page.getByRole('heading', { level: 1 }).first().waitFor()
      return visitor
    }
    // A draft is not on the public blog: it shows its list, with nothing in it.
    const NO_POSTS = 'هنوز مقاله‌ای منتشر نشده است'
    let blog = await visitBlog()
    await blog.page.getByText(NO_POSTS).waitFor()
    await expect.poll(() => blog.page.getByText('راهنمای خرید هدفون').count()).toBe(0)
    await blog.context.close()

    await page.getByRole('button', { name: 'انتشار', exact: true }).click()
    await page.getByRole('button', { name: 'لغو انتشار' }).waitFor()
    await expect.poll(async () => (await rowOf()).status).toBe('published')
    await shoot(page, 'post-edit')

    blog = await visitBlog()
    await blog.page.getByText('راهنمای خرید هدفون').first().waitFor()
    await shoot(blog.page, 'blog-public')
    // The app has taken the list over before the visitor opens the post (see the session note of
    // issue 28: a click before that once ended in a hydration mismatch on the post's page).
    await appSettled(blog.page)
    await blog.page.getByText('راهنمای خرید هدفون').first().click()
    await blog.page.getByRole('heading', { name: 'راهنمای خرید هدفون' }).waitFor()
    await blog.page.locator('article img, main img[src^="/uploads/blog/"]').first().waitFor()
    await shoot(blog.page, 'post-public')

    await page.getByRole('button', { name: 'لغو انتشار' }).click()
    await page.getByRole('button', { name: 'انتشار', exact: true }).waitFor()
    await expect.poll(async () => (await rowOf()).status).toBe('draft')
    await blog.context.close()
    blog = await visitBlog()
    await blog.page.getByText(NO_POSTS).waitFor()
    await expect.poll(() => blog.page.getByText('راهنمای خرید هدفون').count()).toBe(0)

    // The panel's list: the status filter keeps it among the drafts.
    await page.goto(`${e2e.server.origin}/providers/${storeId}/blog?status=draft`)
    await page.getByRole('link', { name: 'راهنمای خرید هدفون' }).first().waitFor()
    await shoot(page, 'post-list')
    await page.goto(`${e2e.server.origin}/providers/${storeId}/blog?status=published`)
    await page.getByText('مقاله‌ای با این شرایط پیدا نشد').waitFor()
    await blog.context.close()
    await context.close()
  }, 180_000)
})
