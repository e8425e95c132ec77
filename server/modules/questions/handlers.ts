// questions.yaml: questions about products, sellers' and buyers' answers, votes, reports, moderation.
import { defineHandlers } from '../../contract/handlers'

export const questionHandlers = defineHandlers({})
