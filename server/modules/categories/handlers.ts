// categories.yaml: category reads under /categories/ (the same in-memory tree the storefront
// reads), and the admin's changes of the tree.
import { defineHandlers, signedIn } from '../../contract/handlers'
import { getCategory, listCategories } from './categories'
import { createCategory, deleteCategory, updateCategory } from './category-writes'

export const categoryHandlers = defineHandlers({
  listCategories: {
    async handler({ app, query }) {
      return listCategories(app.deps.db, query)
    },
  },

  createCategory: {
    roles: ['admin'],
    async handler(ctx) {
      const category = await createCategory(ctx.app.deps.db, signedIn(ctx).id, ctx.body)
      ctx.reply.code(201)
      return category
    },
  },

  getCategory: {
    async handler({ app, params }) {
      return getCategory(app.deps.db, { id: params.id })
    },
  },

  updateCategory: {
    roles: ['admin'],
    async handler(ctx) {
      return updateCategory(ctx.app.deps.db, signedIn(ctx).id, ctx.params.id, ctx.body)
    },
  },

  deleteCategory: {
    roles: ['admin'],
    async handler(ctx) {
      await deleteCategory(ctx.app.deps.db, signedIn(ctx).id, ctx.params.id)
      ctx.reply.code(204)
      return undefined as never
    },
  },

  getCategoryBySlug: {
    async handler({ app, params }) {
      return getCategory(app.deps.db, { slug: params.slug })
    },
  },
})
