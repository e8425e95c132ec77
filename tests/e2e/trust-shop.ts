// What the trust browser tests (reviews.test.ts, product-trust.test.ts) set up through the real
// server: a store with its seller, delivered orders of a customer, and a browser page signed in as
// a given client.
import { eq } from 'drizzle-orm'
import type { Page } from 'playwright-core'
import { newIdempotencyKey, unwrap } from '#sdk'
import * as t from '../../server/db/schema/index'
import { makeAddress, makeStore, userIdOf } from '../api/fixtures/shop'
import { signIn as apiSignIn, type TestClient, type TestServer } from '../api/harness'
import type { E2E, PageOptions } from './harness'

/** A verified store (stores.ts's shop) and its seller, signed in. */
export async function storeWithSeller(server: TestServer) {
  const db = server.app.deps.db
  const store = await makeStore(db)
  const [owner] = await db.select().from(t.users).where(eq(t.users.id, store.ownerId))
  return { store, seller: await apiSignIn(server, owner.phone) }
}

/** A customer signed in, with an address to send orders to. */
export async function customerWithAddress(server: TestServer) {
  const customer = await apiSignIn(server)
  const userId = await userIdOf(server.app.deps.db, (await unwrap(customer.api.GET('/auth/profile'))).phone)
  return { customer, userId, addressId: await makeAddress(server.app.deps.db, userId) }
}

/**
 * The customer buys one of the offer (cash on delivery) and the seller ships and delivers it, as
 * the seller's panel does: the delivered order, as its customer sees it.
 */
export async function deliveredOrder(
  buyer: { customer: TestClient; addressId: number },
  shop: { store: { id: number }; seller: TestClient },
  offerId: number,
) {
  const { customer, addressId } = buyer
  await unwrap(customer.api.POST('/public/cart/items', { body: { product_store_id: offerId, quantity: 1 } }))
  const placed = await unwrap(
    customer.api.POST('/public/orders', {
      body: { address_id: addressId, shipping: [{ store_id: shop.store.id, method: 'tipax' }], payment_method: 'cod' },
      params: { header: { 'Idempotency-Key': newIdempotencyKey() } },
    }),
  )
  const id = placed.orders[0].id
  const move = (body: { status: 'shipped'; tracking_code: string } | { status: 'delivered' }) =>
    unwrap(
      shop.seller.api.PUT('/orders/{id}/status', {
        params: { path: { id }, query: { store_id: shop.store.id } },
        body,
      }),
    )
  await move({ status: 'shipped', tracking_code: '123456789012' })
  await move({ status: 'delivered' })
  return unwrap(customer.api.GET('/public/orders/{order_id}', { params: { path: { order_id: id } } }))
}

/** A browser page signed in as `who` (its tokens in localStorage before the app starts). */
export async function pageAs(
  e2e: E2E,
  who: TestClient,
  viewport: { width: number; height: number },
  options?: PageOptions,
) {
  const { page, context } = await e2e.newPage(viewport, options)
  const tokens = { access: who.tokens.getAccessToken(), refresh: who.tokens.getRefreshToken() }
  await context.addInitScript((saved) => {
    if (!localStorage.getItem('rasteh:access_token')) {
      localStorage.setItem('rasteh:access_token', saved.access ?? '')
      localStorage.setItem('rasteh:refresh_token', saved.refresh ?? '')
    }
  }, tokens)
  return { page, context }
}

/**
 * Scrolls the product page to its reviews, which load (with the questions) when they come near
 * the screen, until they have: what a shopper does before reading them.
 */
export async function scrollToReviews(page: Page): Promise<void> {
  // In the page, at once: the placeholder is replaced by the section as it loads.
  await page.waitForFunction(() => {
    document.getElementById('reviews')?.scrollIntoView({ block: 'start' })
    return document.querySelector('#reviews:not([aria-busy])') !== null
  })
}
