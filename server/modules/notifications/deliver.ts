// The delivery worker (decision 041): sends the notices' Web Push and SMS deliveries that the
// outbox (outbox.ts) queued. It runs in the process that holds the periodic jobs (the leader;
// PGlite's one process always leads), wakes when a delivery is queued (NOTIFY rasteh_deliveries at
// its commit, migration 0027), at the next due time (a deferred SMS, an urgent SMS's fallback:
// deliver-fallback.ts queues those), and at least every few
// seconds as a safety net. A round claims due rows with a lease (deliver-claims.ts), decides each
// by the policy (deliver-policy.ts) and starts its send without waiting for it: a push service
// that hangs (Google's, from Iran) holds only its own sends, never the next claims. Outcomes are
// settled together as they come (one statement for what finished meanwhile). The clock is a
// parameter: the tests move it to cross the SMS fallback and quiet hours.
import type { FastifyBaseLogger } from 'fastify'
import type { SmsSender } from '../../adapters/sms'
import type { Db } from '../../db/client'
import { type ClaimedDelivery, claimDue, nextDue, type Outcome, settle } from './deliver-claims'
import { queueFallbackSms } from './deliver-fallback'
import { type DeliveryPolicy, decide, MAX_ATTEMPTS, retryDelay } from './deliver-policy'
import type { PushResult, WebPushSender } from './deliver-push'
import { URGENT_SMS } from './events'
import { watchNewOrders } from './new-order-watch'
import { type PushTarget, pushTargets, recordPushResults } from './push-subscriptions'

export interface DeliveryDeps {
  db: Db
  sms: SmsSender
  push: WebPushSender
  policy: DeliveryPolicy
  /** How long a claim holds its rows: longer than any send takes (a send times out in 10 s) */
  leaseMs: number
  /** Now, in ms since the epoch */
  clock: () => number
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>
}

/** Deliveries claimed by one statement. */
const BATCH = 64
/** Sends in flight at once; a round claims no more than there is room for. */
const MAX_IN_FLIGHT = 256

interface Settled {
  delivery: ClaimedDelivery
  outcome: Outcome
}

/** A failed try: again after the back-off, or given up after MAX_ATTEMPTS. */
function failure(delivery: ClaimedDelivery, error: string, now: number): Outcome {
  return delivery.attempts >= MAX_ATTEMPTS
    ? { kind: 'failed', error }
    : { kind: 'retry', at: now + retryDelay(delivery.attempts), error }
}

/** A notice to each of its user's devices: one outcome for the delivery, and what each device said. */
async function sendPush(
  deps: DeliveryDeps,
  delivery: ClaimedDelivery,
  targets: PushTarget[],
  newOrders: number,
): Promise<{ outcome: Outcome; gone: number[]; accepted: number[] }> {
  const payload = {
    id: delivery.noticeId,
    event: delivery.event,
    title: delivery.title,
    body: delivery.body,
    link: delivery.link,
    new_orders: newOrders,
  }
  const answers: PushResult[] = await Promise.all(
    targets.map((target) => deps.push.send(target, payload, URGENT_SMS.has(delivery.event))),
  )
  const gone = targets.filter((_, i) => answers[i].kind === 'gone').map((t) => t.id)
  const accepted = targets.filter((_, i) => answers[i].kind === 'accepted').map((t) => t.id)
  const now = deps.clock()
  // A device that failed for now makes the delivery go again, to every device: the ones that took
  // it already get the same notice again, which their push service or service worker folds into
  // the one they have, by its topic and its tag.
  const retry = answers.find((a) => a.kind === 'retry')
  let outcome: Outcome
  if (retry) outcome = failure(delivery, retry.error, now)
  else if (accepted.length) outcome = { kind: 'sent', at: now }
  else {
    const refused = answers.find((a) => a.kind === 'refused')
    outcome = refused
      ? { kind: 'failed', error: refused.error }
      : { kind: 'skipped', reason: 'no device subscribed', tried: targets.length > 0 }
  }
  return { outcome, gone, accepted }
}

async function sendSms(deps: DeliveryDeps, delivery: ClaimedDelivery): Promise<Outcome> {
  try {
    await deps.sms.sendNotice({
      phone: delivery.phone as string,
      event: delivery.event,
      title: delivery.title,
      body: delivery.body,
      link: delivery.link,
      localId: String(delivery.id),
    })
    return { kind: 'sent', at: deps.clock() }
  } catch (error) {
    return failure(delivery, (error as Error).message, deps.clock())
  }
}

export interface DeliveryWorker {
  /** Look for due deliveries now (a NOTIFY, a test that moved the clock). */
  wake(): void
  /**
   * A cash-on-delivery order was committed in this process: its seller's notice is made within
   * SOON_MS (new-order-watch.ts), together with those of every order placed meanwhile.
   */
  soon(): void
  /** Resolves once no round, send or settling is under way or asked for. */
  idle(): Promise<void>
  close(): Promise<void>
}

export interface WorkerOptions {
  /** Whether this process leads the periodic jobs now (tries to take the lead when not). */
  lead: () => Promise<boolean>
  /** The safety-net poll, in ms */
  pollMs: number
  /** Wakes the leading process when this one does not lead (a NOTIFY on the deliveries channel). */
  nudge: () => Promise<void>
}

/**
 * How long an order waits for its seller's notice at most (plus a round): the orders placed in
 * that time are told in one statement instead of one each, and nothing is added to a purchase.
 */
export const SOON_MS = 100

export function startDeliveryWorker(deps: DeliveryDeps, options: WorkerOptions): DeliveryWorker & { heard(): void } {
  const { db, clock } = deps
  let running: Promise<void> | null = null
  let again = false
  let closed = false
  let leading = false
  /** When the urgent SMS fallback was last looked at, and must be next (deliver-fallback.ts); a clock set back looks again. */
  let fallbackLook = 0
  let fallbackDue = 0
  /** A round stopped for want of room: a finished send wakes the worker. */
  let full = false
  let timer: NodeJS.Timeout | undefined
  const sending = new Set<Promise<void>>()
  /** The look asked for by soon(), and its timer, until it starts. */
  let soonAsked: { at: Promise<void>; timer: NodeJS.Timeout; done: () => void } | null = null

  // Outcomes waiting to be written, written one statement at a time.
  let finished: Settled[] = []
  let gone: number[] = []
  let accepted: number[] = []
  let writing: Promise<void> | null = null
  const write = (): Promise<void> => {
    if (writing) return writing
    writing = (async () => {
      while (finished.length || gone.length || accepted.length) {
        const batch = finished
        const [g, a] = [gone, accepted]
        finished = []
        gone = []
        accepted = []
        try {
          await recordPushResults(db, g, a, clock())
          await settle(db, batch)
        } catch (error) {
          // Unsettled rows keep their lease: they are claimed again when it runs out.
          deps.log.error({ err: error }, 'notice deliveries not settled')
        }
      }
    })().finally(() => {
      writing = null
      // What finished after the last look goes in the next statement.
      if (finished.length || gone.length || accepted.length) void write()
    })
    return writing
  }
  const done = (settled: Settled) => {
    finished.push(settled)
    void write()
  }

  const start = (work: () => Promise<void>) => {
    const p: Promise<void> = work()
      .catch((error) => deps.log.error({ err: error }, 'notice delivery failed'))
      .finally(() => {
        sending.delete(p)
        if (full) {
          full = false
          wake()
        }
      })
    sending.add(p)
  }

  /** Claims one batch and starts its sends; returns how many rows it claimed. */
  const claimBatch = async (limit: number): Promise<number> => {
    const now = clock()
    const claimed = await claimDue(db, now, deps.leaseMs, limit)
    if (!claimed.length) return 0
    const toSend: ClaimedDelivery[] = []
    for (const delivery of claimed) {
      const decision = decide(delivery, now, deps.policy)
      if (decision.go === 'later') finished.push({ delivery, outcome: { kind: 'later', at: decision.at } })
      else if (decision.go === 'skip')
        finished.push({ delivery, outcome: { kind: 'skipped', reason: decision.reason } })
      else if (delivery.channel === 'sms' && !delivery.phone)
        finished.push({ delivery, outcome: { kind: 'skipped', reason: 'no phone' } })
      else toSend.push(delivery)
    }
    void write()
    const pushUsers = [...new Set(toSend.filter((d) => d.channel === 'push').map((d) => d.userId))]
    const { targets, newOrders } = await pushTargets(db, pushUsers)
    for (const delivery of toSend) {
      start(async () => {
        if (delivery.channel === 'sms') {
          done({ delivery, outcome: await sendSms(deps, delivery) })
          return
        }
        const mine = targets.filter((t) => t.userId === delivery.userId)
        const sent = await sendPush(deps, delivery, mine, newOrders.get(delivery.userId) ?? 0)
        gone.push(...sent.gone)
        accepted.push(...sent.accepted)
        done({ delivery, outcome: sent.outcome })
      })
    }
    return claimed.length
  }

  const schedule = (ms: number) => {
    clearTimeout(timer)
    if (closed) return
    timer = setTimeout(wake, ms)
    timer.unref()
  }

  const round = async () => {
    try {
      leading = await options.lead()
      if (!leading) {
        schedule(options.pollMs)
        return
      }
      // New cash-on-delivery orders are told first: their push deliveries are due now.
      await watchNewOrders(db, clock())
      // The urgent SMS whose notice went unseen for the fallback time join the due rows first.
      // A notice made after a look ripens a whole fallback time later, so the next look is due
      // when the one it saw waiting ripens, else at the next poll: not at every round.
      const now = clock()
      if (now >= fallbackDue || now < fallbackLook) {
        const ripens = await queueFallbackSms(db, now, deps.policy.smsFallbackMinutes * 60_000)
        fallbackLook = now
        fallbackDue = ripens ?? now + options.pollMs
      }
      const ripens = fallbackDue
      while (!closed) {
        const room = Math.min(BATCH, MAX_IN_FLIGHT - sending.size)
        if (room <= 0) {
          full = true
          break
        }
        if ((await claimBatch(room)) < room) break
      }
      if (closed) return
      const due = await nextDue(db)
      const next = due === null ? ripens : ripens === null ? due : Math.min(due, ripens)
      // Not sooner than 50 ms: a row another process is claiming this moment shows as due.
      schedule(next === null ? options.pollMs : Math.min(options.pollMs, Math.max(50, next - clock())))
    } catch (error) {
      if (!closed) deps.log.error({ err: error }, 'notice delivery failed')
      schedule(options.pollMs)
    }
  }

  function wake(): void {
    if (closed) return
    if (running) {
      again = true
      return
    }
    running = round().finally(() => {
      running = null
      if (again) {
        again = false
        wake()
      }
    })
  }

  /**
   * soon()'s look at the new orders, on its own: not a whole round (the claims and the next due
   * time), since the notices it makes wake the worker themselves when a push is queued (NOTIFY).
   * Looks run one after another.
   */
  let looking: Promise<void> | null = null
  const look = () => {
    const run = async () => {
      try {
        if (leading) await watchNewOrders(db, clock())
        else await options.nudge()
      } catch (error) {
        deps.log.warn({ err: error }, 'new orders: the look failed (the next poll looks again)')
      }
    }
    const next: Promise<void> = (looking ?? Promise.resolve()).then(run).finally(() => {
      if (looking === next) looking = null
    })
    looking = next
  }

  function soon(): void {
    if (closed || soonAsked) return
    let done = () => {}
    const at = new Promise<void>((resolve) => {
      done = resolve
    })
    const timer = setTimeout(() => {
      soonAsked = null
      done()
      look()
    }, SOON_MS)
    soonAsked = { at, timer, done }
  }

  const quiet = async () => {
    while (soonAsked || looking || running || sending.size || writing) {
      await soonAsked?.at
      await looking
      await running
      await Promise.all(sending)
      await writing
    }
  }

  wake()
  return {
    wake,
    soon,
    // A process that does not lead leaves the NOTIFYs to the leader; its poll asks for the lead.
    heard: () => {
      if (leading) wake()
    },
    idle: quiet,
    async close() {
      closed = true
      clearTimeout(timer)
      if (soonAsked) {
        clearTimeout(soonAsked.timer)
        soonAsked.done()
        soonAsked = null
      }
      // The sends under way finish (each times out) and are settled; nothing new is claimed.
      await quiet()
    },
  }
}
