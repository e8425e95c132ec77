// Reviews (issue 32): a buyer of the owner seller's store received an item and reviewed it. The
// store answers it (no one else: 403 with the reason; admins do not answer for a store); anyone
// reads, votes on or reports it; only admins moderate it.
import { unwrap } from '#sdk'
import { boughtItem } from '../fixtures/reviews'
import { accessArea } from './area'

export default accessArea({
  setup: async ({ server, w, owner }) => {
    const shop = { store: { id: w.storeId, name: '' }, seller: owner.seller }
    // A buyer of its own: checking out would empty the common customer's cart.
    const bought = await boughtItem(server, shop)
    const review = await unwrap(
      bought.buyer.api.POST('/reviews', { body: { order_item_id: bought.orderItemId, rating: 4 } }),
    )
    return { reviewId: review.id, productId: bought.productId }
  },
  cases: {
    listProductReviews: {
      owner: 'customer',
      admin: true,
      open: 'anyone',
      call: (c, _w, x) => c.api.GET('/public/products/{id}/reviews', { params: { path: { id: x.productId } } }),
    },
    listStoreReviews: {
      owner: 'seller',
      admin: true,
      call: (c, w) => c.api.GET('/stores/{store_id}/reviews', { params: { path: { store_id: w.storeId } } }),
    },
    markReviewHelpful: {
      owner: 'customer',
      admin: true,
      open: 'signed-in',
      call: (c, _w, x) => c.api.POST('/reviews/{id}/helpful', { params: { path: { id: x.reviewId } } }),
    },
    reportReview: {
      owner: 'customer',
      admin: true,
      open: 'anyone',
      call: (c, _w, x) =>
        c.api.POST('/public/reviews/{id}/report', { params: { path: { id: x.reviewId } }, body: { reason: 'other' } }),
    },
    moderateReview: {
      owner: 'customer',
      admin: true,
      adminOnly: true,
      call: (c, _w, x) =>
        c.api.POST('/admins/reviews/{id}/moderate', {
          params: { path: { id: x.reviewId } },
          body: { decision: 'approve' },
        }),
    },
    // Last: the owner's call spends the one answer.
    answerReview: {
      owner: 'seller',
      admin: false,
      refused: 403,
      call: (c, _w, x) =>
        c.api.POST('/reviews/{id}/answer', {
          params: { path: { id: x.reviewId } },
          body: { body: 'سپاس از خرید شما' },
        }),
    },
  },
})
