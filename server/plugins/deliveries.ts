// The notices' delivery worker (server/modules/notifications/deliver.ts) in this process: woken by
// the deliveries channel, polling as a safety net, sending only while this process leads the
// periodic jobs (as the sweeper; PGlite's one process always leads). `app.deliveries` lets a test
// that moved the clock ask for a round at once.
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { vapidKeys } from '../config'
import { type DeliveryWorker, startDeliveryWorker } from '../modules/notifications/deliver'
import { WebPushSender } from '../modules/notifications/deliver-push'

declare module 'fastify' {
  interface FastifyInstance {
    deliveries: DeliveryWorker
  }
}

export const DELIVERIES_CHANNEL = 'rasteh_deliveries'
/** The safety-net poll: at most this long between looks when no NOTIFY arrives. */
const POLL_MS = 5000

export async function startDeliveries(
  app: FastifyInstance,
  lead: () => Promise<boolean> = async () => true,
  clock: () => number = Date.now,
): Promise<void> {
  const { config, sms, database } = app.deps
  // Its own two connections (decision 045): its looks run several times a second under orders,
  // each on a connection that has its statements parsed, planned and its key checks cached, not
  // on whichever of the request pool's is free. (Two: a push's outcome may be written while a look
  // runs.)
  const db = database.ownConnections('deliveries', 2)
  const worker = startDeliveryWorker(
    {
      db,
      sms,
      push: new WebPushSender(vapidKeys(config)),
      policy: { smsFallbackMinutes: config.notices.smsFallbackMinutes, quietHours: config.notices.quietHours },
      leaseMs: config.notices.leaseSeconds * 1000,
      clock,
      log: app.log,
    },
    {
      lead,
      pollMs: Math.min(POLL_MS, Math.max(1, config.sweepIntervalSeconds) * 1000),
      // Its own statement, never inside a purchase: NOTIFY serialises the commits of its transaction.
      nudge: async () => {
        await db.execute(sql`select pg_notify(${DELIVERIES_CHANNEL}, '')`)
      },
    },
  )
  const listener = await database.listen(DELIVERIES_CHANNEL, {
    onMessage: () => worker.heard(),
    // Messages may have been missed while the connection was down.
    onReset: () => worker.heard(),
    onError: (error) => app.log.warn({ err: error }, 'deliveries channel: LISTEN connection lost, retrying'),
  })
  app.decorate('deliveries', worker)
  app.addHook('onClose', async () => {
    await listener.close().catch(() => {})
    await worker.close()
  })
}
