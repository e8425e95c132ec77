// Public storefront reads: the category tree and facets, products, and search suggestions.
import { defineHandlers } from '../../contract/handlers'
import { jsonOnce } from '../../lib/cached-json'
import { listCategories } from '../categories/categories'
import { categoryFilters } from '../categories/category-filters'
import { getPublicProduct } from './product-detail'
import { listPublicProducts } from './product-list'
import { listSuggestions, SUGGESTION_TTL_SECONDS } from './suggestions'

export const catalogHandlers = defineHandlers({
  listPublicCategories: {
    async handler({ app, query }) {
      return listCategories(app.deps.db, query)
    },
  },

  listPublicCategoryFilters: {
    async handler({ app, params, reply }) {
      return jsonOnce(reply, await categoryFilters(app.deps.db, params.id))
    },
  },

  listPublicProducts: {
    async handler({ app, query, reply }) {
      return jsonOnce(reply, await listPublicProducts(app.deps.db, query))
    },
  },

  getPublicProduct: {
    async handler({ app, params }) {
      return getPublicProduct(app.deps.db, params.id)
    },
  },

  listSuggestions: {
    async handler({ app, query, reply }) {
      const list = await listSuggestions(app.deps.db, query.phrase)
      reply.header('Cache-Control', `public, max-age=${SUGGESTION_TTL_SECONDS}`)
      return jsonOnce(reply, list)
    },
  },
})
