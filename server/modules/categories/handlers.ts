// categories.yaml: category reads under /categories/ (the same in-memory tree the storefront reads).
import { defineHandlers } from '../../contract/handlers'
import { getCategory, listCategories } from './categories'

export const categoryHandlers = defineHandlers({
  listCategories: {
    async handler({ app, query }) {
      return listCategories(app.deps.db, query)
    },
  },

  getCategory: {
    async handler({ app, params }) {
      return getCategory(app.deps.db, { id: params.id })
    },
  },

  getCategoryBySlug: {
    async handler({ app, params }) {
      return getCategory(app.deps.db, { slug: params.slug })
    },
  },
})
