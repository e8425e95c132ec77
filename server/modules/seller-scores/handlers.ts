// seller-scores.yaml: each store's score from its last 90 days (decision 035).
import { defineHandlers } from '../../contract/handlers'
import { ownStoreId, SELLERS } from '../seller-handlers'
import { adviceFor } from './advice'
import { MIN_ORDERS } from './formula'
import { storeScore } from './scores'

export const sellerScoreHandlers = defineHandlers({
  getStoreScore: {
    async handler({ app, params }) {
      return storeScore(app.deps.db, params.id, true)
    },
  },

  getMyStoreScore: {
    roles: SELLERS,
    async handler(ctx) {
      const score = await storeScore(ctx.app.deps.db, await ownStoreId(ctx, ctx.params.store_id), false)
      return { ...score, min_orders: MIN_ORDERS, advice: adviceFor(score) }
    },
  },
})
