// Background upkeep while the server runs: unpaid purchases expire (their stock comes back), old
// idempotency keys, rate-limit hits and one-time codes go, and every store's score is recomputed
// (decision 035). With several processes on one PostgreSQL only the one that leads (an
// advisory lock, db/leader.ts) sweeps; the conditional updates would make a double sweep safe, but
// it would be wasted work in every process.
import type { FastifyInstance } from 'fastify'
import { deleteExpiredKeys } from '../db/idempotency'
import { deleteOldHits } from '../db/rate-limit'
import { pruneCodes } from '../modules/auth/otp'
import { expireDuePurchases } from '../modules/orders/expiry'
import { runPendingRefunds } from '../modules/refunds/run-refunds'
import { computeStoreScores } from '../modules/seller-scores/scores'
import { fanOutWishlistSignals } from '../modules/wishlist/alerts'

/** `lead` answers whether this process runs the jobs now (absent: it always does). */
export function startSweeper(app: FastifyInstance, lead: () => Promise<boolean> = async () => true): void {
  const everyMs = Math.max(1, app.deps.config.sweepIntervalSeconds) * 1000
  // Old idempotency keys, rate-limit hits and one-time codes go, and the stores' scores are
  // recomputed, about once an hour (the first sweep too).
  const keysEvery = Math.max(1, Math.round(3_600_000 / everyMs))
  let runs = 0
  let closing = false
  let current: Promise<void> = Promise.resolve()
  const sweep = async () => {
    if (!(await lead())) return
    await expireDuePurchases(app.deps.db)
    // Gateway refunds the gateway could not take at the cancel (or return) are asked again.
    await runPendingRefunds(app.deps.db, app.deps.payment)
    await fanOutWishlistSignals(app.deps.db) // wishlist alerts: waiting signals become the watchers' notices (issue 31)
    if (runs++ % keysEvery === 0) {
      await deleteExpiredKeys(app.deps.db)
      await deleteOldHits(app.deps.db)
      await pruneCodes(app.deps.db)
      await computeStoreScores(app.deps.db)
    }
  }
  let running = false
  const timer = setInterval(() => {
    if (running || closing) return
    running = true
    current = sweep()
      .catch((error) => {
        // A sweep cut short by the shutdown (its pool closing) is not a fault: the next start sweeps.
        if (!closing) app.log.error({ err: error }, 'sweeper failed')
      })
      .finally(() => {
        running = false
      })
  }, everyMs)
  timer.unref()
  app.addHook('onClose', async () => {
    closing = true
    clearInterval(timer)
    await current
  })
}
