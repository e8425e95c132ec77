// homepage.yaml: the global homepage (admins' resources) and a verified store's homepage.
import { defineHandlers } from '../../contract/handlers'
import { homepage } from './homepage'

export const homepageHandlers = defineHandlers({
  getHomepage: {
    async handler({ app, query }) {
      return homepage(app.deps.db, null, query.limit ?? 5)
    },
  },

  getStoreHomepage: {
    async handler({ app, params, query }) {
      return homepage(app.deps.db, params.store_id, query.limit ?? 5)
    },
  },
})
