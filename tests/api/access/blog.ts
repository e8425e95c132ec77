// The blog area's id-taking operations: the owner seller may call them; another seller, a
// customer and a visitor are refused; admins read every store's posts but change none.
import { unwrap } from '#sdk'
import { accessArea } from './area'

export default accessArea({
  setup: async ({ owner, w }) => {
    const make = () =>
      unwrap(
        owner.seller.api.POST('/blog', {
          body: { store_id: w.storeId, title: 'مقاله دسترسی', body_html: '<p>متن</p>', status: 'draft' },
        }),
      )
    return { postId: (await make()).id, spareId: (await make()).id }
  },
  cases: {
    getBlogPost: {
      owner: 'seller',
      admin: true,
      call: (c, _w, x) => c.api.GET('/blog/{id}', { params: { path: { id: x.postId } } }),
    },
    updateBlogPost: {
      owner: 'seller',
      admin: false,
      call: (c, _w, x) =>
        c.api.PUT('/blog/{id}', { params: { path: { id: x.postId } }, body: { title: 'مقاله دسترسی' } }),
    },
    publishBlogPost: {
      owner: 'seller',
      admin: false,
      call: (c, w, x) =>
        c.api.POST('/blog/{id}/publish', { params: { path: { id: x.postId }, query: { store_id: w.storeId } } }),
    },
    unpublishBlogPost: {
      owner: 'seller',
      admin: false,
      call: (c, w, x) =>
        c.api.POST('/blog/{id}/unpublish', { params: { path: { id: x.postId }, query: { store_id: w.storeId } } }),
    },
    deleteBlogPost: {
      owner: 'seller',
      admin: false,
      call: (c, _w, x) => c.api.DELETE('/blog/{id}', { params: { path: { id: x.spareId } } }),
    },
  },
  byQuery: {
    listBlogPosts: {
      owner: 'seller',
      admin: true,
      call: (c, w) => c.api.GET('/blog', { params: { query: { store_id: w.storeId } } }),
    },
  },
})
