// Filterable attributes: admin-only, everyone else 403 whoever "owns" the category.
import { unwrap } from '#sdk'
import { accessArea } from './area'

export default accessArea({
  setup: async ({ admin, w }) => {
    const make = async (key: string) =>
      (
        await unwrap(
          admin.api.POST('/filterable_attributes/', {
            body: { category_id: w.categoryId, key, label_fa: 'ویژگی آزمایشی', type: 'boolean', options: [], order: 0 },
          }),
        )
      ).id
    return { id: await make('access_probe'), spare: await make('access_spare') }
  },
  cases: {
    getFilterableAttribute: {
      owner: 'seller',
      admin: true,
      adminOnly: true,
      call: (c, _w, x) => c.api.GET('/filterable_attributes/{id}', { params: { path: { id: x.id } } }),
    },
    updateFilterableAttribute: {
      owner: 'seller',
      admin: true,
      adminOnly: true,
      call: (c, _w, x) =>
        c.api.PUT('/filterable_attributes/{id}', { params: { path: { id: x.id } }, body: { order: 3 } }),
    },
    deleteFilterableAttribute: {
      owner: 'seller',
      admin: true,
      adminOnly: true,
      call: (c, _w, x) => c.api.DELETE('/filterable_attributes/{id}', { params: { path: { id: x.spare } } }),
    },
  },
})
