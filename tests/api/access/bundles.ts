// The bundles area's id-taking operations: the owner seller may call them; another seller, a
// customer and a visitor are refused; admins read every store's bundles but change none.
import { unwrap } from '#sdk'
import { accessArea } from './area'

export default accessArea({
  setup: async ({ owner, w }) => {
    const make = () =>
      unwrap(
        owner.seller.api.POST('/bundles', {
          params: { query: { store_id: w.storeId } },
          body: { name: 'سبد دسترسی', is_active: true, items: [{ product_store_id: w.offerId, quantity: 1 }] },
        }),
      )
    return { bundleId: (await make()).id, spareId: (await make()).id }
  },
  cases: {
    getBundle: {
      owner: 'seller',
      admin: true,
      call: (c, w, x) =>
        c.api.GET('/bundles/{id}', { params: { path: { id: x.bundleId }, query: { store_id: w.storeId } } }),
    },
    updateBundle: {
      owner: 'seller',
      admin: false,
      call: (c, w, x) =>
        c.api.PUT('/bundles/{id}', {
          params: { path: { id: x.bundleId }, query: { store_id: w.storeId } },
          body: { name: 'سبد دسترسی' },
        }),
    },
    addBundleProduct: {
      owner: 'seller',
      admin: false,
      call: (c, w, x) =>
        c.api.POST('/bundles/{bundleId}/products', {
          params: { path: { bundleId: x.bundleId }, query: { store_id: w.storeId } },
          body: { product_store_id: w.offerId, quantity: 2 },
        }),
    },
    removeBundleProduct: {
      owner: 'seller',
      admin: false,
      call: (c, w, x) =>
        c.api.DELETE('/bundles/{bundleId}/products', {
          params: { path: { bundleId: x.bundleId }, query: { store_id: w.storeId } },
          body: { product_store_id: w.offerId },
        }),
    },
    deleteBundle: {
      owner: 'seller',
      admin: false,
      call: (c, w, x) =>
        c.api.DELETE('/bundles/{id}', { params: { path: { id: x.spareId }, query: { store_id: w.storeId } } }),
    },
  },
  byQuery: {
    listBundles: {
      owner: 'seller',
      admin: true,
      call: (c, w) => c.api.GET('/bundles', { params: { query: { store_id: w.storeId } } }),
    },
  },
})
