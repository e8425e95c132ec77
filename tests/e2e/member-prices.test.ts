// A customer group's own price on the storefront, in Chromium against the real server: the seller
// gives the group 10 % off a product (automatic, group-only). A member signed in sees 360,000 with
// «قیمت ویژهٔ شما» and 400,000 struck through on the category page and the product page, and the
// cart then charges exactly that; a non-member signed in sees the public 400,000; a visitor sees
// the same and never asks for member prices.
import { sql } from 'drizzle-orm'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { unwrap } from '#sdk'
import { queryRows } from '../../server/db/rows'
import * as t from '../../server/db/schema/index'
import { findOrCreate } from '../../server/modules/auth/users'
import { cartIdOf, priceCart } from '../../server/modules/cart/cart-pricing'
import { D, sellerShop } from '../api/fixtures/discounts'
import { makeOffer } from '../api/fixtures/shop'
import { nextPhone } from '../api/harness'
import { type E2E, screenshot, signIn, startE2E } from './harness'
import { hydratedAndIdle } from './waits'

const PHONE_390 = { width: 390, height: 844 }
const MEMBER_LABEL = 'قیمت ویژهٔ شما'

describe('a customer group’s own price on the storefront', () => {
  let e2e: E2E
  let offer: { offerId: number; productId: number; name: string }
  let categorySlug: string
  let member: { phone: string; id: number }
  let outsider: { phone: string; id: number }

  beforeAll(async () => {
    e2e = await startE2E()
    const db = e2e.server.app.deps.db
    const shop = await sellerShop(e2e.server)
    offer = await makeOffer(db, shop.store.id, 400_000, 20)
    ;[{ slug: categorySlug }] = await queryRows<{ slug: string }>(
      db,
      sql`select c.slug from categories c join products p on p.category_id = c.id where p.id = ${offer.productId}`,
    )
    // Two customers who never signed in (so the browser's sign-in sends each its first code).
    const make = async () => {
      const phone = nextPhone()
      return { phone, id: (await findOrCreate(db, phone)).user.id }
    }
    member = await make()
    outsider = await make()
    const group = await unwrap(
      shop.seller.api.POST('/discounts/user-groups/', { body: { store_id: shop.store.id, name: 'مشتریان وفادار' } }),
    )
    // Straight into the table: the seller's «add by phone» (tested elsewhere) wants a past order.
    await db.insert(t.userGroupMembers).values({ groupId: group.id, userId: member.id })
    await unwrap(
      shop.seller.api.POST('/discounts/', {
        body: {
          ...D,
          store_id: shop.store.id,
          name: 'ده درصد ویژهٔ وفاداران',
          type: 'percentage',
          value: 10,
          product_ids: [offer.productId],
          user_group_ids: [group.id],
        },
      }),
    )
  }, 180_000)
  afterAll(async () => {
    await e2e?.close()
  })

  /** Requests for member prices the page makes, counted. */
  function countMemberAsks(page: Page) {
    const asks: string[] = []
    page.on('request', (r) => {
      if (r.url().includes('/products/member-prices')) asks.push(r.url())
    })
    return asks
  }

  const cardOf = (page: Page) => page.getByTestId('product-card').filter({ hasText: offer.name })

  async function signedInAt(page: Page, phone: string, path: string) {
    await page.goto(`${e2e.server.origin}/login?returnTo=${encodeURIComponent(path)}`)
    await signIn(e2e, page, phone)
    await page.waitForURL((u) => u.pathname === path)
  }

  it('shows a member their price on the category and product pages, and the cart charges it', async () => {
    const { page, context } = await e2e.newPage(PHONE_390)
    page.setDefaultTimeout(30_000)
    const asks = countMemberAsks(page)
    await signedInAt(page, member.phone, `/categories/${categorySlug}`)
    const card = cardOf(page)
    await card.getByText(MEMBER_LABEL).waitFor()
    expect(await card.getByTestId('price').textContent()).toContain('۳۶۰٬۰۰۰')
    expect(await card.locator('del').textContent()).toContain('۴۰۰٬۰۰۰')
    // One request for the whole page of cards.
    expect(asks).toHaveLength(1)
    await screenshot(page, 'member-price-category-390', { fullPage: true })

    await card.click()
    await page.waitForURL((u) => u.pathname.startsWith(`/products/${offer.productId}/`))
    const box = page.getByTestId('buy-box')
    await box.getByText(MEMBER_LABEL).waitFor()
    const shown = await box.getByTestId('price').textContent()
    expect(shown).toContain('۳۶۰٬۰۰۰')
    expect(await page.getByTestId('offer').getByText(MEMBER_LABEL).count()).toBe(1)
    await screenshot(page, 'member-price-product-390', { fullPage: true })

    await box.getByRole('button', { name: 'افزودن به سبد خرید' }).click()
    await page.goto(`${e2e.server.origin}/cart`)
    const total = page.getByTestId('cart-total')
    await total.getByText('۳۶۰٬۰۰۰').waitFor()
    expect(await total.textContent()).toContain('۳۶۰٬۰۰۰')
    // What the server then charges: the cart priced as checkout prices it.
    const db = e2e.server.app.deps.db
    const cart = await priceCart(db, await cartIdOf(db, member.id))
    expect(cart.total).toBe(360_000)
    expect(cart.items.map((i) => i.price.selling_price)).toEqual([360_000])
    await context.close()
  }, 240_000)

  it('shows a non-member and a visitor the public price', async () => {
    const { page, context } = await e2e.newPage(PHONE_390)
    page.setDefaultTimeout(30_000)
    const answered = page.waitForResponse((r) => r.url().includes('/products/member-prices'))
    await signedInAt(page, outsider.phone, `/categories/${categorySlug}`)
    expect(await (await answered).json()).toEqual({ items: [] })
    const card = cardOf(page)
    await card.waitFor()
    expect(await card.getByTestId('price').textContent()).toContain('۴۰۰٬۰۰۰')
    expect(await card.getByText(MEMBER_LABEL).count()).toBe(0)
    await context.close()

    const visitor = await e2e.newPage(PHONE_390)
    const asks = countMemberAsks(visitor.page)
    await visitor.page.goto(`${e2e.server.origin}/categories/${categorySlug}`)
    const publicCard = cardOf(visitor.page)
    await publicCard.waitFor()
    expect(await publicCard.getByTestId('price').textContent()).toContain('۴۰۰٬۰۰۰')
    // The app has taken the cards over and run their effects: a member-price ask would have gone out.
    await hydratedAndIdle(publicCard)
    await visitor.page.goto(`${e2e.server.origin}/products/${offer.productId}/x`)
    await visitor.page.getByTestId('buy-box').getByTestId('price').waitFor()
    expect(await visitor.page.getByTestId('buy-box').getByTestId('price').textContent()).toContain('۴۰۰٬۰۰۰')
    await hydratedAndIdle(visitor.page.getByTestId('buy-box'))
    expect(asks).toEqual([])
    await visitor.context.close()
  }, 240_000)
})
