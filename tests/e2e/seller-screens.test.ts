// Every seller page at 390 and 1280 px, in Chromium against the real server, with a seeded store
// (three offers, a manual order, a bundle, a discount, an article): each page shows its heading and
// the items the API returned, nothing is wider than the window (no sideways scrolling on a phone),
// and with SHOTS=1 a full-page PNG is taken to be looked at (right to left, Persian digits, toman prices,
// Jalali dates). One browser context per width, signed in once.
import { sql } from 'drizzle-orm'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { unwrap } from '#sdk'
import * as t from '../../server/db/schema/index'
import { D } from '../api/fixtures/discounts'
import { makeOffer, makeStore } from '../api/fixtures/shop'
import { signIn as apiSignIn, type TestClient } from '../api/harness'
import { type E2E, screenshot, startE2E, toPersian } from './harness'
import { appSettled, openInApp } from './waits'

const WIDTHS = [
  ['390', { width: 390, height: 844 }],
  ['1280', { width: 1280, height: 800 }],
] as const

interface Screen {
  name: string
  path: string
  heading: string
  /** Texts the page must show: what the API returned for it */
  shows?: string[]
  /** Runs after the heading is there (a tab to open) */
  open?: (page: Page) => Promise<void>
}

describe('every seller page at 390 and 1280 px', () => {
  let e2e: E2E
  let seller: TestClient
  let screens: Screen[]

  beforeAll(async () => {
    e2e = await startE2E()
    const db = e2e.server.app.deps.db
    const store = await makeStore(db)
    const [owner] = await db.select().from(t.users).where(sql`id = ${store.ownerId}`)
    seller = await apiSignIn(e2e.server, owner.phone)
    const offers = [
      await makeOffer(db, store.id, 1_250_000, 12),
      await makeOffer(db, store.id, 89_000, 3),
      await makeOffer(db, store.id, 24_500_000, 1),
    ]
    const order = await unwrap(
      seller.api.POST('/orders', {
        body: {
          store_id: store.id,
          customer_phone: '09121234567',
          items: [
            { product_store_id: offers[0].offerId, quantity: 2 },
            { product_store_id: offers[1].offerId, quantity: 1 },
          ],
          address: {
            receiver_name: 'مریم احمدی',
            receiver_phone: '09121234567',
            province: 'تهران',
            city: 'تهران',
            address_line: 'خیابان ولیعصر، کوچه بهار، پلاک ۱۲',
            postal_code: '1315613391',
          },
          shipping_method: 'tipax',
          payment_method: 'cod',
        },
      }),
    )
    const bundle = await unwrap(
      seller.api.POST('/bundles', {
        params: { query: { store_id: store.id } },
        body: {
          name: 'سبد شروع مدرسه',
          items: [
            { product_store_id: offers[0].offerId, quantity: 1 },
            { product_store_id: offers[1].offerId, quantity: 2 },
          ],
        } as never,
      }),
    )
    const discount = await unwrap(
      seller.api.POST('/discounts/', {
        body: { ...D, store_id: store.id, name: 'حراج پاییزه', type: 'percentage', value: 15 },
      }),
    )
    const post = await unwrap(
      seller.api.POST('/blog', {
        body: {
          store_id: store.id,
          title: 'راهنمای انتخاب هدفون',
          body_html: '<h2>صدا</h2><p>هدفون خوب صدای شفاف دارد.</p>',
          status: 'published',
        } as never,
      }),
    )
    const s = `/providers/${store.id}`
    const names = offers.map((o) => o.name)
    screens = [
      { name: 'stores', path: '/providers/stores', heading: 'فروشگاه‌های من', shows: [store.name] },
      { name: 'store-add', path: '/providers/stores/add', heading: 'افزودن فروشگاه', shows: ['نام فروشگاه'] },
      { name: 'store-edit', path: `/providers/stores/edit/${store.id}`, heading: `ویرایش «${store.name}»` },
      { name: 'products', path: `${s}/products`, heading: 'محصولات', shows: names },
      {
        name: 'product-add-catalogue',
        path: `${s}/products/add`,
        heading: 'افزودن محصول',
        shows: ['جستجو در کاتالوگ'],
      },
      {
        name: 'product-add-new',
        path: `${s}/products/add`,
        heading: 'افزودن محصول',
        open: async (page) => {
          await page.getByRole('tab', { name: 'ساخت محصول تازه' }).click()
          await page.getByRole('textbox', { name: 'توضیحات' }).waitFor()
        },
      },
      {
        name: 'product-edit',
        path: `${s}/products/${offers[0].productId}`,
        heading: names[0],
        shows: ['اطلاعات محصول'],
      },
      { name: 'orders', path: `${s}/orders`, heading: 'سفارش‌ها', shows: [`سفارش ${toPersian(order.id)}`] },
      {
        name: 'order',
        path: `${s}/orders/${order.id}`,
        heading: `سفارش ${toPersian(order.id)}`,
        shows: [names[0], 'مریم احمدی'],
      },
      { name: 'manual-order', path: `${s}/orders/new`, heading: 'ثبت سفارش دستی', shows: ['موبایل مشتری'] },
      { name: 'packing-slip', path: `${s}/orders/${order.id}/print`, heading: store.name, shows: [names[0], 'گیرنده'] },
      { name: 'bundles', path: `${s}/bundles`, heading: 'سبدهای ویژه', shows: [bundle.name] },
      { name: 'bundle-add', path: `${s}/bundles/add`, heading: 'افزودن سبد ویژه' },
      { name: 'discounts', path: `${s}/discounts`, heading: 'تخفیف‌ها', shows: [discount.name] },
      { name: 'discount-add', path: `${s}/discounts/add`, heading: 'افزودن تخفیف' },
      { name: 'blog', path: `${s}/blog`, heading: 'مقاله‌های وبلاگ', shows: [post.title] },
      { name: 'blog-add', path: `${s}/blog/add`, heading: 'نوشتن مقاله', shows: ['متن مقاله'] },
      { name: 'homepage', path: `${s}/homepage`, heading: 'صفحهٔ اول فروشگاه' },
    ]
  }, 240_000)
  afterAll(async () => {
    await e2e?.close()
  })

  for (const [size, viewport] of WIDTHS) {
    it(`shows each page at ${size} px with its content, no wider than the window`, { timeout: 240_000 }, async () => {
      const { page, context } = await e2e.newPage(viewport)
      const tokens = { access: seller.tokens.getAccessToken(), refresh: seller.tokens.getRefreshToken() }
      await context.addInitScript((saved) => {
        if (!localStorage.getItem('rasteh:access_token')) {
          localStorage.setItem('rasteh:access_token', saved.access ?? '')
          localStorage.setItem('rasteh:refresh_token', saved.refresh ?? '')
        }
      }, tokens)
      const wide: string[] = []
      // The first screen opens as a page; the others as the panel's links open them.
      await page.goto(`${e2e.server.origin}${screens[0].path}`)
      await appSettled(page)
      for (const screen of screens) {
        if (screen !== screens[0]) await openInApp(page, screen.path)
        await page.getByRole('heading', { name: screen.heading, exact: true }).first().waitFor()
        for (const text of screen.shows ?? []) await page.getByText(text).filter({ visible: true }).first().waitFor()
        await screen.open?.(page)
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
        if (overflow > 0) wide.push(`${screen.name}: ${overflow}px`)
        await screenshot(page, `seller-screen-${screen.name}-${size}`, { fullPage: true })
      }
      expect(wide).toEqual([])
      await context.close()
    })
  }
})
