// Background upkeep while the server runs: unpaid purchases expire (their stock comes back) and
// old idempotency keys go. Each process sweeps; the conditional updates make that safe.
import type { FastifyInstance } from 'fastify'
import { expireDuePurchases } from '../services/commerce/expiry'
import { deleteExpiredKeys } from '../services/commerce/idempotency'

const EVERY_MS = 30_000

export function startSweeper(app: FastifyInstance): void {
  let runs = 0
  let running = false
  const timer = setInterval(async () => {
    if (running) return
    running = true
    try {
      await expireDuePurchases(app.deps.db)
      if (runs++ % 120 === 0) await deleteExpiredKeys(app.deps.db)
    } catch (error) {
      app.log.error({ err: error }, 'sweeper failed')
    } finally {
      running = false
    }
  }, EVERY_MS)
  timer.unref()
  app.addHook('onClose', async () => clearInterval(timer))
}
