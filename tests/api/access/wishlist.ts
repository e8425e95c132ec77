// The wishlist (issue 31): the product in the path is public, and each caller keeps or removes it
// in their own wishlist only. Another user keeping or removing the owner's kept product answers
// for their own list (200, 204, as a replayed offline change would) and leaves the owner's item
// and alerts as they were. The price history is a public read.
import { expect } from 'vitest'
import { unwrap } from '#sdk'
import type { TestClient } from '../harness'
import { accessArea } from './area'

const OWNERS_ALERTS = { back_in_stock: true, price_drop: false, price_drop_percent: 15 }

/** The owner's kept product is still there with the alerts they chose. */
async function kept(owner: TestClient, productId: number) {
  const page = await unwrap(owner.api.GET('/wishlist'))
  const item = page.items.find((i) => i.product.id === productId)
  expect(item?.alerts).toEqual({ back_in_stock: true, price_drop: false })
  expect(item?.price_drop_percent).toBe(15)
}

export default accessArea({
  setup: async ({ owner, w }) => {
    await unwrap(
      owner.customer.api.PUT('/wishlist/{product_id}', {
        params: { path: { product_id: w.productId } },
        body: OWNERS_ALERTS,
      }),
    )
    return {}
  },
  cases: {
    getPriceHistory: {
      owner: 'seller',
      admin: true,
      open: 'anyone',
      call: (c, w) => c.api.GET('/public/products/{id}/price-history', { params: { path: { id: w.productId } } }),
    },
    putWishlistItem: {
      owner: 'customer',
      admin: false,
      refused: 200,
      // The same alerts as the owner's: the owner's own call at the end changes nothing either.
      call: (c, w) =>
        c.api.PUT('/wishlist/{product_id}', { params: { path: { product_id: w.productId } }, body: OWNERS_ALERTS }),
      intact: (owner, w) => kept(owner, w.productId),
    },
    deleteWishlistItem: {
      owner: 'customer',
      admin: false,
      refused: 204,
      call: (c, w) => c.api.DELETE('/wishlist/{product_id}', { params: { path: { product_id: w.productId } } }),
      intact: (owner, w) => kept(owner, w.productId),
    },
  },
})
