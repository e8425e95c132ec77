// Public store reads: verified stores only.
import { defineHandlers } from '../../contract/handlers'
import { getPublicStore, listPublicStores } from './public-stores'

export const publicStoreHandlers = defineHandlers({
  listPublicStores: {
    async handler({ app, query }) {
      return listPublicStores(app.deps.db, query)
    },
  },

  getPublicStore: {
    async handler({ app, params }) {
      return getPublicStore(app.deps.db, params.id)
    },
  },
})
