// homepage.yaml: the global homepage (admins' resources) and a verified store's homepage; the
// admins' curation (bulk write and list, admin-only) and a store's own resources (its provider on
// its verified store through writableStore; an admin on any store through ownedStore, as the spec
// lists these calls in the admin's section too); an admin takes any one resource off by its id.
// Curation changes are written to the admin audit log (server/modules/admin/audit.ts).
import { defineHandlers, signedIn } from '../../contract/handlers'
import { isAdmin, ownedStore, writableStore } from '../access'
import { recordAdminAction } from '../admin/audit'
import { type HandlerCtx as Ctx, inTx, replayable } from '../seller-handlers'
import {
  bulkSetResources,
  createStoreResource,
  deleteResource,
  deleteStoreResource,
  listResources,
  updateStoreResource,
} from './curation'
import { homepage, homepageChanged } from './homepage'

const ADMIN = ['admin'] as 'admin'[]
const CURATORS = ['provider', 'admin'] as ('provider' | 'admin')[]

/** The store whose homepage the caller may change: its own verified store, or any store for an admin. */
async function curated(ctx: Ctx, storeId: number): Promise<number> {
  const user = signedIn(ctx)
  const db = ctx.app.deps.db
  return isAdmin(user) ? (await ownedStore(db, user, storeId)).id : (await writableStore(db, user, storeId)).id
}

export const homepageHandlers = defineHandlers({
  getHomepage: {
    async handler({ app, query }) {
      return homepage(app.deps.db, null, query.limit ?? 5)
    },
  },

  getStoreHomepage: {
    async handler({ app, params, query }) {
      return homepage(app.deps.db, params.store_id, query.limit ?? 5)
    },
  },

  createStoreHomepageResource: {
    roles: CURATORS,
    async handler(ctx) {
      const storeId = await curated(ctx, ctx.params.store_id)
      const resource = await inTx(ctx, (tx) => createStoreResource(tx, storeId, ctx.body))
      await homepageChanged(ctx.app.deps.db)
      ctx.reply.code(201)
      return resource
    },
  },

  updateStoreHomepageResource: {
    roles: CURATORS,
    async handler(ctx) {
      const storeId = await curated(ctx, ctx.params.store_id)
      const resource = await inTx(ctx, (tx) => updateStoreResource(tx, storeId, ctx.params.id, ctx.body))
      await homepageChanged(ctx.app.deps.db)
      return resource
    },
  },

  deleteStoreHomepageResource: {
    roles: CURATORS,
    async handler(ctx) {
      const storeId = await curated(ctx, ctx.params.store_id)
      await deleteStoreResource(ctx.app.deps.db, storeId, ctx.params.id)
      await homepageChanged(ctx.app.deps.db)
      ctx.reply.code(204)
      return undefined as never
    },
  },

  bulkSetHomepageResources: {
    roles: ADMIN,
    async handler(ctx) {
      const user = signedIn(ctx)
      // The curation and its audit entry stand or fall together (one transaction).
      const list = await replayable(ctx, 'bulkSetHomepageResources', ctx.body, async (tx) => {
        const list = await bulkSetResources(tx, ctx.body)
        await recordAdminAction(tx, user.id, {
          action: 'homepage.save',
          targetType: 'homepage',
          details: { entries: ctx.body.length },
        })
        return list
      })
      await homepageChanged(ctx.app.deps.db)
      return list
    },
  },

  deleteHomepageResource: {
    roles: ADMIN,
    async handler(ctx) {
      const user = signedIn(ctx)
      // The removal and its audit entry stand or fall together (one transaction).
      await inTx(ctx, async (tx) => {
        const gone = await deleteResource(tx, ctx.params.id)
        await recordAdminAction(tx, user.id, {
          action: 'homepage.remove',
          targetType: 'homepage',
          // The homepage it was on: a store's id, or null for the platform's.
          targetId: gone.store_id,
          details: { id: gone.id, resource_type: gone.resource_type, resource_id: gone.resource_id },
        })
      })
      await homepageChanged(ctx.app.deps.db)
      ctx.reply.code(204)
      return undefined as never
    },
  },

  listHomepageResources: {
    roles: ADMIN,
    async handler({ app, query }) {
      return listResources(app.deps.db, { storeId: query.store_id, type: query.resource_type })
    },
  },
})
