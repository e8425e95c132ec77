// A store's homepage resources: the store's provider (verified store) or an admin.
import { unwrap } from '../../../sdk'
import { accessArea } from './area'

export default accessArea({
  setup: async ({ owner, w }) => {
    const add = async (productId: number) =>
      (
        await unwrap(
          owner.seller.api.POST('/homepage/store/{store_id}/resources', {
            params: { path: { store_id: w.storeId } },
            body: { resource_type: 'product', resource_id: productId, priority: 1 },
          }),
        )
      ).id
    return { id: await add(w.productId), spare: await add(await w.freshProduct()) }
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
      call: (c, w, x) =>
        c.api.DELETE('/homepage/store/{store_id}/resources/{id}', {
          params: { path: { store_id: w.storeId, id: x.spare } },
        }),
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
