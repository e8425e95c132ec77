// stores.yaml: public store reads (verified stores only), the seller's sign-up and own stores,
// the seller's profile (vendors) and the admin's stores. Ids go through the access layer: a
// provider changes only its own stores, an admin reads every store and verifies them.
import { defineHandlers, signedIn } from '../../contract/handlers'
import { notFound } from '../../lib/http-error'
import { myStore, ownedStore, STORE_NOT_FOUND } from '../access'
import { getStoreAsAdmin, listAllStores, setVerified, unverifyReason } from './admin-stores'
import { createStore, deleteStore, kindOf, listMyStores, storeRow, updateStore } from './my-stores'
import { getPublicStore, listPublicStores } from './public-stores'
import { storeOf } from './store-rows'
import { saveVendor } from './vendors'

export const STORE_DELETED = 'فروشگاه حذف شد'

export const storeHandlers = defineHandlers({
  listPublicStores: {
    async handler({ app, query }) {
      return listPublicStores(app.deps.db, query)
    },
  },

  getPublicStore: {
    async handler({ app, params }) {
      return getPublicStore(app.deps.db, params.id)
    },
  },

  createIndividualStore: {
    async handler(ctx) {
      const store = await createStore(ctx.app.deps.db, signedIn(ctx).id, 'individual', ctx.body)
      ctx.reply.code(201)
      return store
    },
  },

  createLegalEntityStore: {
    async handler(ctx) {
      const store = await createStore(ctx.app.deps.db, signedIn(ctx).id, 'legal_entity', ctx.body)
      ctx.reply.code(201)
      return store
    },
  },

  saveVendor: {
    async handler(ctx) {
      return saveVendor(ctx.app.deps.db, signedIn(ctx).id, ctx.body)
    },
  },

  listMyStores: {
    roles: ['provider'],
    async handler(ctx) {
      const { skip = 0, limit = 20 } = ctx.query
      const page = await listMyStores(ctx.app.deps.db, signedIn(ctx).id, skip, limit)
      return { ...page, support_phone: ctx.app.deps.config.supportPhone }
    },
  },

  createStore: {
    roles: ['provider'],
    async handler(ctx) {
      const store = await createStore(ctx.app.deps.db, signedIn(ctx).id, kindOf(ctx.body), ctx.body)
      ctx.reply.code(201)
      return store
    },
  },

  getMyStore: {
    roles: ['provider', 'admin'],
    async handler(ctx) {
      const { db } = ctx.app.deps
      const { id } = await ownedStore(db, signedIn(ctx), ctx.params.id)
      const row = await storeRow(db, id)
      if (!row) throw notFound(STORE_NOT_FOUND)
      // The locked dashboard says why an admin took the verification back.
      return { ...storeOf(row), unverify_reason: row.verified ? null : await unverifyReason(db, id) }
    },
  },

  updateStore: {
    roles: ['provider', 'admin'],
    async handler(ctx) {
      const { db } = ctx.app.deps
      const { id } = await myStore(db, signedIn(ctx), ctx.params.id)
      const row = await storeRow(db, id)
      if (!row) throw notFound(STORE_NOT_FOUND)
      return updateStore(db, row, ctx.body)
    },
  },

  deleteStore: {
    roles: ['provider', 'admin'],
    async handler(ctx) {
      const { db } = ctx.app.deps
      const { id } = await myStore(db, signedIn(ctx), ctx.params.id)
      await deleteStore(db, id)
      return { detail: STORE_DELETED }
    },
  },

  getStoreAsAdmin: {
    roles: ['admin'],
    async handler(ctx) {
      return getStoreAsAdmin(ctx.app.deps.db, ctx.params.id)
    },
  },

  listAllStores: {
    roles: ['admin'],
    async handler(ctx) {
      return listAllStores(ctx.app.deps.db, ctx.query)
    },
  },

  verifyStore: {
    roles: ['admin'],
    async handler(ctx) {
      return setVerified(ctx.app.deps.db, signedIn(ctx).id, ctx.params.id, true, ctx.body?.note)
    },
  },

  unverifyStore: {
    roles: ['admin'],
    async handler(ctx) {
      return setVerified(ctx.app.deps.db, signedIn(ctx).id, ctx.params.id, false, ctx.body?.note)
    },
  },
})
