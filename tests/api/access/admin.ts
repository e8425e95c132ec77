// The admin area's id-taking operations: the admin's reads of one store's records and the category
// tree's changes. Only admins pass; the owning seller, another seller and customers get 403.
import { unwrap } from '#sdk'
import { accessArea } from './area'

export default accessArea({
  setup: async ({ admin }) => {
    const spare = await unwrap(
      admin.api.POST('/categories/', { body: { order: 0, slug: 'access-spare-category', name_fa: 'دسته‌ی یدکی' } }),
    )
    return { spareCategoryId: spare.id }
  },
  cases: {
    listAdminStoreDiscountedProducts: {
      owner: 'seller',
      admin: true,
      adminOnly: true,
      call: (c, w) => c.api.GET('/admins/store/{id}/discounted_products', { params: { path: { id: w.storeId } } }),
    },
    listAdminStoreBundles: {
      owner: 'seller',
      admin: true,
      adminOnly: true,
      call: (c, w) => c.api.GET('/admins/store/{id}/bundles', { params: { path: { id: w.storeId } } }),
    },
    listAdminStoreArticles: {
      owner: 'seller',
      admin: true,
      adminOnly: true,
      call: (c, w) => c.api.GET('/admins/store/{id}/articles', { params: { path: { id: w.storeId } } }),
    },
    listStoreAuditEntries: {
      owner: 'seller',
      admin: true,
      adminOnly: true,
      call: (c, w) => c.api.GET('/admins/store/{id}/audit', { params: { path: { id: w.storeId } } }),
    },
    updateCategory: {
      owner: 'seller',
      admin: true,
      adminOnly: true,
      call: (c, _w, x) =>
        c.api.PUT('/categories/{id}/', { params: { path: { id: x.spareCategoryId } }, body: { order: 3 } }),
    },
    deleteCategory: {
      owner: 'seller',
      admin: true,
      adminOnly: true,
      call: (c, _w, x) => c.api.DELETE('/categories/{id}/', { params: { path: { id: x.spareCategoryId } } }),
    },
  },
  byQuery: {
    listAdminProducts: {
      owner: 'seller',
      admin: true,
      adminOnly: true,
      call: (c, w) => c.api.GET('/admins/products', { params: { query: { store_id: w.storeId } } }),
    },
  },
})
