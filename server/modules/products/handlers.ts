// products.yaml: a seller's products, offers and images. Every call names a store the caller owns,
// directly or through the product's offer (another's answers 404): reads through `own`
// (ownedStore: admins read every store), writes through `writable` (writableStore: the owner's
// verified store only). Writes a replayed offline change may repeat run under their Idempotency-Key.
import { defineHandlers, signedIn } from '../../contract/handlers'
import { freshRows } from '../../db/rows-channel'
import { jsonOnce } from '../../lib/cached-json'
import { isAdmin } from '../access'
import { kickSummarySync } from '../catalog/summary-sync'
import {
  type HandlerCtx as Ctx,
  createdOnce,
  inTx,
  noContent,
  ownStoreId as own,
  replayable,
  SELLERS,
  writableStoreId as writable,
} from '../seller-handlers'
import { memberPrices } from './member-prices'
import { changeOffer, createOffer, offeringStoreOf, removeOffer, storeOffer } from './offers'
import { addImage, changeImage, makePrimary, removeImage, reorderImages } from './product-images'
import { productPage, storeProduct, storeProductBySlug } from './product-views'
import { changeProductData, changesProductData, createStoreProduct, requireSoleSeller } from './product-writes'
import { cachedStorePage, ownedStoreVersion } from './seller-list-cache'
import { bulkPriceChange, setAllAvailability, storeIdBySlug, storeOffers } from './store-offers'

/** The store acting on a product's images: the given one (and its offer), else the offering one. */
async function imageStore(ctx: Ctx, productId: number, storeId: number | undefined): Promise<number> {
  const db = ctx.app.deps.db
  const user = signedIn(ctx)
  const id = await writable(ctx, storeId ?? (await offeringStoreOf(db, user.id, isAdmin(user), productId)))
  await storeOffer(db, productId, id) // 404 unless the store offers it
  await requireSoleSeller(db, productId, id)
  return id
}

export const productHandlers = defineHandlers({
  listProducts: {
    roles: SELLERS,
    async handler(ctx) {
      const q = ctx.query
      const db = ctx.app.deps.db
      const store = await ownedStoreVersion(db, signedIn(ctx), q.store_id, ctx.req)
      const filter = {
        search: q.search,
        category: q.category,
        brand: q.brand,
        inStockOnly: q.in_stock_only,
        skip: q.skip ?? 0,
        limit: q.limit ?? 20,
      }
      const page = await cachedStorePage(db, store, filter, await freshRows(db, ctx.req))
      return jsonOnce(ctx.reply, page)
    },
  },

  // Any signed-in user (a seller or an admin may be a customer group's member too).
  listMemberPrices: {
    async handler(ctx) {
      const items = await memberPrices(ctx.app.deps.db, signedIn(ctx).id, ctx.query.offer_ids)
      // The user's own prices: no shared cache (a proxy, the CDN, the service worker) may keep them.
      ctx.reply.header('Cache-Control', 'private, no-store')
      return { items }
    },
  },

  searchProducts: {
    roles: SELLERS,
    async handler(ctx) {
      const q = ctx.query
      const db = ctx.app.deps.db
      const filter = { search: q.q, category: q.category, brand: q.brand, skip: q.skip ?? 0, limit: q.limit ?? 20 }
      if (q.store_id === undefined) return productPage(db, filter)
      // One store's products: the seller list's pages, kept in memory the same way.
      const store = await ownedStoreVersion(db, signedIn(ctx), q.store_id, ctx.req)
      return cachedStorePage(db, store, filter, await freshRows(db, ctx.req))
    },
  },

  getProductBySlug: {
    roles: SELLERS,
    async handler(ctx) {
      return storeProductBySlug(ctx.app.deps.db, ctx.params.slug, await own(ctx, ctx.query.store_id))
    },
  },

  createProduct: {
    roles: SELLERS,
    async handler(ctx) {
      const storeId = await writable(ctx, ctx.query.store_id)
      return createdOnce(ctx, 'createProduct', { storeId, body: ctx.body }, async (tx) =>
        storeProduct(tx, await createStoreProduct(tx, storeId, ctx.body), storeId),
      )
    },
  },

  getProduct: {
    roles: SELLERS,
    async handler(ctx) {
      return storeProduct(ctx.app.deps.db, ctx.params.id, await own(ctx, ctx.query.store_id))
    },
  },

  updateProduct: {
    roles: SELLERS,
    async handler(ctx) {
      const storeId = await writable(ctx, ctx.query.store_id)
      const id = ctx.params.id
      const { price, stock, is_available, expected_price, expected_stock } = ctx.body
      return inTx(ctx, async (tx) => {
        await storeOffer(tx, id, storeId)
        if (changesProductData(ctx.body)) await changeProductData(tx, id, storeId, ctx.body)
        const offer = { price, stock, is_available, expected_price, expected_stock }
        if (Object.values(offer).some((v) => v !== undefined)) await changeOffer(tx, id, storeId, offer)
        return storeProduct(tx, id, storeId)
      })
    },
  },

  deleteProduct: {
    roles: SELLERS,
    async handler(ctx) {
      const storeId = await writable(ctx, ctx.query.store_id)
      await inTx(ctx, (tx) => removeOffer(tx, ctx.params.id, storeId))
      return noContent(ctx)
    },
  },

  updateProductStock: {
    roles: SELLERS,
    async handler(ctx) {
      const { id } = ctx.params
      const { store_id, stock, expected_stock } = ctx.query
      const storeId = await writable(ctx, store_id)
      return replayable(ctx, 'updateProductStock', { id, query: ctx.query }, async (tx) => {
        await changeOffer(tx, id, storeId, { stock, expected_stock })
        return storeOffer(tx, id, storeId)
      })
    },
  },

  addProductImage: {
    roles: SELLERS,
    async handler(ctx) {
      const id = ctx.params.id
      await imageStore(ctx, id, ctx.query.store_id)
      const image = await inTx(ctx, (tx) => addImage(tx, id, ctx.body))
      ctx.reply.code(201)
      return image
    },
  },

  reorderProductImages: {
    roles: SELLERS,
    async handler(ctx) {
      await imageStore(ctx, ctx.params.id, ctx.query.store_id)
      return inTx(ctx, (tx) => reorderImages(tx, ctx.params.id, ctx.body))
    },
  },

  updateProductImage: {
    roles: SELLERS,
    async handler(ctx) {
      await imageStore(ctx, ctx.params.id, ctx.query.store_id)
      return inTx(ctx, (tx) => changeImage(tx, ctx.params.id, ctx.params.imageId, ctx.body))
    },
  },

  deleteProductImage: {
    roles: SELLERS,
    async handler(ctx) {
      await imageStore(ctx, ctx.params.id, ctx.query.store_id)
      await inTx(ctx, (tx) => removeImage(tx, ctx.params.id, ctx.params.imageId))
      return noContent(ctx)
    },
  },

  setPrimaryProductImage: {
    roles: SELLERS,
    async handler(ctx) {
      await imageStore(ctx, ctx.params.id, ctx.query.store_id)
      return makePrimary(ctx.app.deps.db, ctx.params.id, ctx.params.imageId)
    },
  },

  assignProductToStore: {
    roles: SELLERS,
    async handler(ctx) {
      const { product_id, store_id, ...offer } = ctx.body
      const storeId = await writable(ctx, store_id)
      return createdOnce(ctx, 'assignProductToStore', ctx.body, async (tx) => {
        await createOffer(tx, product_id, storeId, offer)
        return storeOffer(tx, product_id, storeId)
      })
    },
  },

  updateAssignment: {
    roles: SELLERS,
    async handler(ctx) {
      const { product_id } = ctx.params
      const storeId = await writable(ctx, ctx.params.store_id)
      const request = { params: ctx.params, body: ctx.body }
      return replayable(ctx, 'updateAssignment', request, async (tx) => {
        await changeOffer(tx, product_id, storeId, ctx.body)
        return storeOffer(tx, product_id, storeId)
      })
    },
  },

  deleteAssignment: {
    roles: SELLERS,
    async handler(ctx) {
      const storeId = await writable(ctx, ctx.params.store_id)
      await inTx(ctx, (tx) => removeOffer(tx, ctx.params.product_id, storeId))
      return noContent(ctx)
    },
  },

  listStoreAssignments: {
    roles: SELLERS,
    async handler(ctx) {
      const storeId = await own(ctx, ctx.params.store_id)
      const { in_stock_only, search, sort, skip = 0, limit = 20 } = ctx.query
      return storeOffers(ctx.app.deps.db, storeId, { inStockOnly: in_stock_only, search, sort, skip, limit })
    },
  },

  bulkUpdateStorePrices: {
    roles: SELLERS,
    async handler(ctx) {
      const db = ctx.app.deps.db
      const storeId = await writable(ctx, await storeIdBySlug(db, ctx.params.store_slug))
      const request = { storeId, body: ctx.body }
      const answer = await replayable(ctx, 'bulkUpdateStorePrices', request, (tx) =>
        bulkPriceChange(tx, storeId, ctx.body),
      )
      kickSummarySync() // committed: the sort copy of a large change can follow now
      return answer
    },
  },

  setStoreProductsAvailability: {
    roles: SELLERS,
    async handler(ctx) {
      const db = ctx.app.deps.db
      const storeId = await writable(ctx, await storeIdBySlug(db, ctx.params.store_slug))
      const answer = await inTx(ctx, (tx) => setAllAvailability(tx, storeId, ctx.body.is_available))
      kickSummarySync()
      return answer
    },
  },
})
