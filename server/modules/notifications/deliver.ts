// The delivery worker (decision 041): sends the notices' Web Push and SMS deliveries that the
// outbox (outbox.ts) queued. It runs in the process that holds the periodic jobs (the leader;
// PGlite's one process always leads), wakes when a delivery is queued (NOTIFY rasteh_deliveries at
// its commit, migration 0027), at the next due time (a deferred SMS), and at least every few
// seconds as a safety net. Each round claims a batch with a lease (deliver-claims.ts), decides by
// the policy (deliver-policy.ts), sends, and settles the batch in one statement. The clock is a
// parameter: the tests move it to cross the SMS fallback and quiet hours.
import type { FastifyBaseLogger } from 'fastify'
import type { SmsSender } from '../../adapters/sms'
import type { Db } from '../../db/client'
import { type ClaimedDelivery, claimDue, nextDue, type Outcome, settle } from './deliver-claims'
import { type DeliveryPolicy, decide, MAX_ATTEMPTS, retryDelay } from './deliver-policy'
import type { PushResult, WebPushSender } from './deliver-push'
import { URGENT_SMS } from './events'
import { pushTargets, recordPushResults } from './push-subscriptions'

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

/** Deliveries claimed at once; a full batch is followed by the next at once. */
const BATCH = 64
/** Sends in flight at once within a batch. */
const SENDS_AT_ONCE = 16

/** A failed try: again after the back-off, or given up after MAX_ATTEMPTS. */
function failure(delivery: ClaimedDelivery, error: string, now: number): Outcome {
  return delivery.attempts >= MAX_ATTEMPTS
    ? { kind: 'failed', error }
    : { kind: 'retry', at: now + retryDelay(delivery.attempts), error }
}

/** Runs `work` over `items`, at most `limit` at a time. */
async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await work(items[next++])
  })
  await Promise.all(lanes)
}

/** One round: claims up to a batch of due deliveries, sends them, settles them. Returns how many it claimed. */
export async function deliverBatch(deps: DeliveryDeps): Promise<number> {
  const { db, clock, policy } = deps
  const now = clock()
  const claimed = await claimDue(db, now, deps.leaseMs, BATCH)
  if (!claimed.length) return 0
  const results: { delivery: ClaimedDelivery; outcome: Outcome }[] = []
  const toSend: ClaimedDelivery[] = []
  for (const delivery of claimed) {
    const decision = decide(delivery, now, policy)
    if (decision.go === 'later') results.push({ delivery, outcome: { kind: 'later', at: decision.at } })
    else if (decision.go === 'skip') results.push({ delivery, outcome: { kind: 'skipped', reason: decision.reason } })
    else if (delivery.channel === 'sms' && !delivery.phone)
      results.push({ delivery, outcome: { kind: 'skipped', reason: 'no phone' } })
    else toSend.push(delivery)
  }

  const pushUsers = [...new Set(toSend.filter((d) => d.channel === 'push').map((d) => d.userId))]
  const { targets, newOrders } = await pushTargets(db, pushUsers)
  const gone = new Set<number>()
  const accepted = new Set<number>()

  const sendPush = async (delivery: ClaimedDelivery): Promise<Outcome> => {
    const mine = targets.filter((t) => t.userId === delivery.userId)
    const payload = {
      id: delivery.noticeId,
      event: delivery.event,
      title: delivery.title,
      body: delivery.body,
      link: delivery.link,
      new_orders: newOrders.get(delivery.userId) ?? 0,
    }
    const answers: PushResult[] = await Promise.all(
      mine.map(async (target) => {
        const answer = await deps.push.send(target, payload, URGENT_SMS.has(delivery.event))
        if (answer.kind === 'gone') gone.add(target.id)
        if (answer.kind === 'accepted') accepted.add(target.id)
        return answer
      }),
    )
    // A device that failed for now makes the delivery go again (to every device: the ones that took
    // it already get the same notice again, which their push service or service worker folds
    // into the one already shown, by its topic and its tag).
    const retry = answers.find((a) => a.kind === 'retry')
    if (retry) return failure(delivery, retry.error, clock())
    if (answers.some((a) => a.kind === 'accepted')) return { kind: 'sent', at: clock() }
    const refused = answers.find((a) => a.kind === 'refused')
    if (refused) return { kind: 'failed', error: refused.error }
    return { kind: 'skipped', reason: 'no device subscribed', tried: mine.length > 0 }
  }

  const sendSms = async (delivery: ClaimedDelivery): Promise<Outcome> => {
    try {
      await deps.sms.sendNotice({
        phone: delivery.phone as string,
        event: delivery.event,
        title: delivery.title,
        body: delivery.body,
        link: delivery.link,
        localId: String(delivery.id),
      })
      return { kind: 'sent', at: clock() }
    } catch (error) {
      return failure(delivery, (error as Error).message, clock())
    }
  }

  await eachLimited(toSend, SENDS_AT_ONCE, async (delivery) => {
    const outcome = delivery.channel === 'push' ? await sendPush(delivery) : await sendSms(delivery)
    results.push({ delivery, outcome })
  })
  await recordPushResults(db, [...gone], [...accepted], clock())
  await settle(db, results)
  for (const { delivery, outcome } of results) {
    if (outcome.kind === 'failed') {
      deps.log.warn({ delivery: delivery.id, channel: delivery.channel }, `notice delivery given up: ${outcome.error}`)
    }
  }
  return claimed.length
}

export interface DeliveryWorker {
  /** Look for due deliveries now (a NOTIFY, a test that moved the clock). */
  wake(): void
  /** Resolves once no round is running or asked for. */
  idle(): Promise<void>
  close(): Promise<void>
}

export interface WorkerOptions {
  /** Whether this process leads the periodic jobs now (tries to take the lead when not). */
  lead: () => Promise<boolean>
  /** The safety-net poll, in ms */
  pollMs: number
}

/** Starts the worker; `listen` subscribes its wake-up to the deliveries channel. */
export function startDeliveryWorker(deps: DeliveryDeps, options: WorkerOptions): DeliveryWorker & { heard(): void } {
  let running: Promise<void> | null = null
  let again = false
  let closed = false
  let leading = false
  let timer: NodeJS.Timeout | undefined

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
      while (!closed && (await deliverBatch(deps)) === BATCH) {}
      if (closed) return
      const next = await nextDue(deps.db)
      // Not sooner than 50 ms: a row another process is claiming this moment shows as due.
      schedule(next === null ? options.pollMs : Math.min(options.pollMs, Math.max(50, next - deps.clock())))
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

  wake()
  return {
    wake,
    // A process that does not lead leaves the NOTIFYs to the leader; its poll asks for the lead.
    heard: () => {
      if (leading) wake()
    },
    async idle() {
      while (running) await running
    },
    async close() {
      closed = true
      clearTimeout(timer)
      while (running) await running
    },
  }
}
