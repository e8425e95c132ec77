// Web Push's calls: the VAPID public key and a device's subscription (notifications.yaml).
import { vapidKeys } from '../../config'
import { defineHandlers, signedIn } from '../../contract/handlers'
import { removeSubscription, saveSubscription } from './push-subscriptions'

export const pushHandlers = defineHandlers({
  getPushKey: {
    async handler(ctx) {
      return { public_key: vapidKeys(ctx.app.deps.config).publicKey }
    },
  },

  subscribePush: {
    async handler(ctx) {
      const { db, config } = ctx.app.deps
      const saved = await saveSubscription(db, signedIn(ctx).id, ctx.body, config.push.extraOrigins)
      ctx.reply.code(201)
      return saved
    },
  },

  unsubscribePush: {
    async handler(ctx) {
      await removeSubscription(ctx.app.deps.db, signedIn(ctx).id, ctx.query.endpoint)
      ctx.reply.code(204)
      return undefined as never
    },
  },
})
