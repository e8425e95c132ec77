// reviews.yaml: buyers' reviews, their moderation, the seller's answer, helpful votes and reports.
import { defineHandlers } from '../../contract/handlers'

export const reviewHandlers = defineHandlers({})
