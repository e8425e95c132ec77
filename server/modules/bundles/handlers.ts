// bundles.yaml: a seller's bundles (سبد ویژه). Every call names a store the caller owns (another's
// answers 404): reads through ownedStore (admins read every store), writes through writableStore
// (the owner's verified store only; one under review is 403 with the reason).
import { defineHandlers, signedIn } from '../../contract/handlers'
import type { Db } from '../../db/client'
import { idempotent } from '../../db/idempotency'
import { ownedStore, writableStore } from '../access'
import type { AuthUser } from '../auth/tokens'
import {
  changeStoreBundle,
  createStoreBundle,
  putStoreBundleItem,
  removeStoreBundle,
  storeBundle,
  storeBundlePage,
  takeStoreBundleItem,
} from './bundle-writes'

const SELLERS = ['provider', 'admin'] as ('provider' | 'admin')[]

type Ctx = { user: AuthUser | null; app: { deps: { db: Db } } }

const own = async (ctx: Ctx, storeId: number) => (await ownedStore(ctx.app.deps.db, signedIn(ctx), storeId)).id
const writable = async (ctx: Ctx, storeId: number) => (await writableStore(ctx.app.deps.db, signedIn(ctx), storeId)).id

/** Runs a service's several statements as one change. */
const inTx = <T>(ctx: Ctx, run: (tx: Db) => Promise<T>) => ctx.app.deps.db.transaction((tx) => run(tx as unknown as Db))

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
      const request = { storeId, body: ctx.body }
      const key = { userId: signedIn(ctx).id, key: ctx.headers['idempotency-key'], operation: 'createBundle', request }
      const bundle = await idempotent(ctx.app.deps.db, key, async (tx) =>
        storeBundle(tx, await createStoreBundle(tx, storeId, ctx.body), storeId),
      )
      ctx.reply.code(201)
      return bundle
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
      ctx.reply.code(204)
      return undefined as never
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
