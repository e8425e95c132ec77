// catalog.yaml, the public storefront reads: the category tree and facets, products, bundles,
// blog posts and search suggestions.
import { defineHandlers } from '../../contract/handlers'
import { jsonOnce } from '../../lib/cached-json'
import { getPublicBlogPost, listPublicBlogPosts } from '../blog/public-blog'
import { getPublicBundle, listPublicBundles } from '../bundles/public-bundles'
import { listCategories } from '../categories/categories'
import { categoryFilters } from '../categories/category-filters'
import { keptProductPage } from './product-detail-cache'
import { listPublicProducts } from './product-list'
import { listSuggestions, SUGGESTION_TTL_SECONDS } from './suggestions'

export const catalogHandlers = defineHandlers({
  listPublicCategories: {
    async handler({ app, query }) {
      return listCategories(app.deps.db, query)
    },
  },

  listPublicCategoryFilters: {
    compressed: true,
    async handler({ app, params, reply }) {
      return jsonOnce(reply, await categoryFilters(app.deps.db, params.id))
    },
  },

  listPublicProducts: {
    compressed: true,
    async handler({ app, query, reply }) {
      return jsonOnce(reply, await listPublicProducts(app.deps.db, query))
    },
  },

  getPublicProduct: {
    compressed: true,
    async handler({ app, params, reply }) {
      return jsonOnce(reply, await keptProductPage(app.deps.db, params.id))
    },
  },

  listSuggestions: {
    compressed: true,
    async handler({ app, query, reply }) {
      const list = await listSuggestions(app.deps.db, query.phrase)
      reply.header('Cache-Control', `public, max-age=${SUGGESTION_TTL_SECONDS}`)
      return jsonOnce(reply, list)
    },
  },

  listPublicBundles: {
    async handler({ app, query }) {
      return listPublicBundles(app.deps.db, query)
    },
  },

  getPublicBundle: {
    async handler({ app, params }) {
      return getPublicBundle(app.deps.db, params.id)
    },
  },

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
