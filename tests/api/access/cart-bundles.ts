// Bundle lines of the cart (decision 021): the bundle id names a line of the caller's own cart, so
// the owner customer may change and remove it; another customer, a seller and an admin find no such
// line in their carts (404; a removal answers their own cart unchanged), a visitor gets 401.
import { expect } from 'vitest'
import { unwrap } from '#sdk'
import { accessArea } from './area'

export default accessArea({
  setup: async ({ owner, w }) => {
    const bundle = await unwrap(
      owner.seller.api.POST('/bundles', {
        params: { query: { store_id: w.storeId } },
        body: { name: 'سبد ویژهٔ دسترسی', is_active: true, items: [{ product_store_id: w.offerId, quantity: 1 }] },
      }),
    )
    await unwrap(owner.customer.api.POST('/public/cart/bundles', { body: { bundle_id: bundle.id, quantity: 1 } }))
    return { bundleId: bundle.id }
  },
  cases: {
    updateCartBundle: {
      owner: 'customer',
      admin: false,
      call: (c, _w, x) =>
        c.api.PUT('/public/cart/bundles/{bundle_id}', {
          params: { path: { bundle_id: x.bundleId }, query: { quantity: 1 } },
        }),
    },
    removeCartBundle: {
      owner: 'customer',
      admin: false,
      call: (c, _w, x) =>
        c.api.DELETE('/public/cart/bundles/{bundle_id}', { params: { path: { bundle_id: x.bundleId } } }),
      refused: 200,
      intact: async (owner, _w, x) => {
        const cart = await unwrap(owner.api.GET('/public/cart'))
        expect(cart.bundles.map((b) => b.bundle_id)).toContain(x.bundleId)
      },
    },
  },
})
