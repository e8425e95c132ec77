// Public blog reads: published posts of verified stores.
import { defineHandlers } from '../../contract/handlers'
import { getPublicBlogPost, listPublicBlogPosts } from './public-blog'

export const publicBlogHandlers = defineHandlers({
  listPublicBlogPosts: {
    async handler({ app, query }) {
      return listPublicBlogPosts(app.deps.db, query)
    },
  },

  getPublicBlogPost: {
    async handler({ app, params }) {
      return getPublicBlogPost(app.deps.db, params.id)
    },
  },
})
