// A store's homepage resources: the store's provider (verified store) or an admin; the admins'
// removal of any homepage's resource by id.
import { and, eq, ne } from 'drizzle-orm'
import { unwrap } from '#sdk'
import * as t from '../../../server/db/schema/index'
import { accessArea } from './area'

export default accessArea({
  setup: async ({ owner, w, db }) => {
    const add = async (productId: number) =>
      (
        await unwrap(
          owner.seller.api.POST('/homepage/store/{store_id}/resources', {
            params: { path: { store_id: w.storeId } },
            body: { resource_type: 'product', resource_id: productId, priority: 1 },
          }),
        )
      ).id
    const id = await add(w.productId)
    // A removal spends its object: each call gets a resource of its own (an offer made for it); the
    // ones the refused callers left are cleared first, so the store stays within the homepage limit.
    const fresh = async () => {
      const r = t.homepageResources
      await db.delete(r).where(and(eq(r.storeId, w.storeId), ne(r.id, id)))
      return add(await w.freshProduct())
    }
    return { id, fresh }
  },
  cases: {
    updateStoreHomepageResource: {
      owner: 'seller',
      admin: true,
      call: (c, w, x) =>
        c.api.PATCH('/homepage/store/{store_id}/resources/{id}', {
          params: { path: { store_id: w.storeId, id: x.id } },
          body: { priority: 5 },
        }),
    },
    deleteStoreHomepageResource: {
      owner: 'seller',
      admin: true,
      call: async (c, w, x) =>
        c.api.DELETE('/homepage/store/{store_id}/resources/{id}', {
          params: { path: { store_id: w.storeId, id: await x.fresh() } },
        }),
    },
    // The admins' removal by id (any homepage): everyone else, the store's own seller too, gets 403.
    deleteHomepageResource: {
      owner: 'seller',
      admin: true,
      adminOnly: true,
      call: async (c, _w, x) =>
        c.api.DELETE('/admins/homepage/resources/{id}', { params: { path: { id: await x.fresh() } } }),
    },
    createStoreHomepageResource: {
      owner: 'seller',
      admin: true,
      // Already on the homepage: the owner and an admin pass access and get 409; nothing is added.
      call: (c, w) =>
        c.api.POST('/homepage/store/{store_id}/resources', {
          params: { path: { store_id: w.storeId } },
          body: { resource_type: 'product', resource_id: w.productId, priority: 1 },
        }),
    },
  },
})
