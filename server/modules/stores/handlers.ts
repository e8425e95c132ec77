// stores.yaml: public store reads (verified stores only); the panels' store operations answer 501.
import { defineHandlers } from '../../contract/handlers'
import { getPublicStore, listPublicStores } from './public-stores'

export const storeHandlers = defineHandlers({
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
