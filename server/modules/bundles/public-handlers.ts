// Public bundle reads: active bundles of verified stores, by id or slug.
import { defineHandlers } from '../../contract/handlers'
import { getPublicBundle, listPublicBundles } from './public-bundles'

export const publicBundleHandlers = defineHandlers({
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
})
