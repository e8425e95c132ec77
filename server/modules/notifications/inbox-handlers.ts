// The inbox's calls: list, counts, mark read, preferences (notifications.yaml). The statements
// are in inbox.ts and preferences.ts; notices themselves are made only by outbox.ts.
import { defineHandlers, signedIn } from '../../contract/handlers'
import { listNotices, markAllRead, markRead, noticeCounts } from './inbox'
import { preferencesOf, updatePreferences } from './preferences'

export const inboxHandlers = defineHandlers({
  listNotifications: {
    async handler(ctx) {
      return listNotices(ctx.app.deps.db, signedIn(ctx).id, ctx.query)
    },
  },

  getNotificationCounts: {
    async handler(ctx) {
      return noticeCounts(ctx.app.deps.db, signedIn(ctx).id)
    },
  },

  markNotificationRead: {
    async handler(ctx) {
      return markRead(ctx.app.deps.db, signedIn(ctx).id, ctx.params.id)
    },
  },

  markAllNotificationsRead: {
    async handler(ctx) {
      return markAllRead(ctx.app.deps.db, signedIn(ctx).id)
    },
  },

  getNotificationPreferences: {
    async handler(ctx) {
      return preferencesOf(ctx.app.deps.db, signedIn(ctx))
    },
  },

  updateNotificationPreferences: {
    async handler(ctx) {
      return updatePreferences(ctx.app.deps.db, signedIn(ctx), ctx.body)
    },
  },
})
