// seller-scores.yaml: each store's score from its last 90 days (decision 035).
import { defineHandlers } from '../../contract/handlers'

export const sellerScoreHandlers = defineHandlers({})
