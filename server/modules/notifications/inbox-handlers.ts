// The inbox's calls: list, counts, mark read, preferences (notifications.yaml).
import { defineHandlers } from '../../contract/handlers'

export const inboxHandlers = defineHandlers({})
