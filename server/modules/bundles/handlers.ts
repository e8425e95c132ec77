// bundles.yaml: a seller's bundles (سبد ویژه). Every call names a store the caller owns (another's
// answers 404): reads through ownedStore (admins read every store), writes through writableStore
// (the owner's verified store only; one under review is 403 with the reason).
import { defineHandlers } from '../../contract/handlers'
import {
  createdOnce,
  inTx,
  noContent,
  ownStoreId as own,
  SELLERS,
  writableStoreId as writable,
} from '../seller-handlers'
import {
  changeStoreBundle,
  createStoreBundle,
  putStoreBundleItem,
  removeStoreBundle,
  storeBundle,
  storeBundlePage,
  takeStoreBundleItem,
} from './bundle-writes'

export const bundleHandlers = defineHandlers({
  listBundles: {
    roles: SELLERS,
    async handler(ctx) {
      const { store_id, skip, limit, search } = ctx.query
      return storeBundlePage(ctx.app.deps.db, await own(ctx, store_id), { skip, limit, search })
    },
  },

  createBundle: {
    roles: SELLERS,
    async handler(ctx) {
      const storeId = await writable(ctx, ctx.query.store_id)
      return createdOnce(ctx, 'createBundle', { storeId, body: ctx.body }, async (tx) =>
        storeBundle(tx, await createStoreBundle(tx, storeId, ctx.body), storeId),
      )
    },
  },

  getBundle: {
    roles: SELLERS,
    async handler(ctx) {
      return storeBundle(ctx.app.deps.db, ctx.params.id, await own(ctx, ctx.query.store_id))
    },
  },

  updateBundle: {
    roles: SELLERS,
    async handler(ctx) {
      const storeId = await writable(ctx, ctx.query.store_id)
      return inTx(ctx, async (tx) => {
        await changeStoreBundle(tx, ctx.params.id, storeId, ctx.body)
        return storeBundle(tx, ctx.params.id, storeId)
      })
    },
  },

  deleteBundle: {
    roles: SELLERS,
    async handler(ctx) {
      const storeId = await writable(ctx, ctx.query.store_id)
      await inTx(ctx, (tx) => removeStoreBundle(tx, ctx.params.id, storeId))
      return noContent(ctx)
    },
  },

  addBundleProduct: {
    roles: SELLERS,
    async handler(ctx) {
      const storeId = await writable(ctx, ctx.query.store_id)
      return inTx(ctx, async (tx) => {
        await putStoreBundleItem(tx, ctx.params.bundleId, storeId, ctx.body)
        return storeBundle(tx, ctx.params.bundleId, storeId)
      })
    },
  },

  removeBundleProduct: {
    roles: SELLERS,
    async handler(ctx) {
      const storeId = await writable(ctx, ctx.query.store_id)
      return inTx(ctx, async (tx) => {
        await takeStoreBundleItem(tx, ctx.params.bundleId, storeId, ctx.body.product_store_id)
        return storeBundle(tx, ctx.params.bundleId, storeId)
      })
    },
  },
})
