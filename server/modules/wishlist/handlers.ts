// wishlist.yaml: the customer's kept products with their alerts, and a product's price history.
// The statements are in wishlist.ts and price-history.ts; the alerts are told by alerts.ts.
import { defineHandlers, signedIn } from '../../contract/handlers'
import { noContent } from '../seller-handlers'
import { priceHistory } from './price-history'
import { forgetProduct, keepProduct, wishlistIds, wishlistPage } from './wishlist'

export const wishlistHandlers = defineHandlers({
  listWishlist: {
    async handler(ctx) {
      const { skip = 0, limit = 20 } = ctx.query
      return wishlistPage(ctx.app.deps.db, signedIn(ctx).id, { skip, limit })
    },
  },

  listWishlistIds: {
    async handler(ctx) {
      return { product_ids: await wishlistIds(ctx.app.deps.db, signedIn(ctx).id) }
    },
  },

  putWishlistItem: {
    async handler(ctx) {
      return keepProduct(ctx.app.deps.db, signedIn(ctx).id, ctx.params.product_id, ctx.body)
    },
  },

  deleteWishlistItem: {
    async handler(ctx) {
      await forgetProduct(ctx.app.deps.db, signedIn(ctx).id, ctx.params.product_id)
      return noContent(ctx)
    },
  },

  getPriceHistory: {
    async handler(ctx) {
      return priceHistory(ctx.app.deps.db, ctx.params.id)
    },
  },
})
