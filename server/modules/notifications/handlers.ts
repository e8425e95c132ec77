// notifications.yaml: the inbox, its counts, preferences and Web Push subscriptions. Notices are
// made by outbox.ts in their causes' transactions and sent by the delivery worker.
import { inboxHandlers } from './inbox-handlers'
import { pushHandlers } from './push-handlers'

export const notificationHandlers = { ...inboxHandlers, ...pushHandlers }
