// Sends pending gateway refunds to the gateway (issue 30): right after the cancel (or the
// return) that opened them commits, and again from the periodic sweeper while the gateway was
// unreachable or refused.
//
// Two processes (the handler and a sweeper, or two sweepers) must never both ask the gateway for
// the same refund: that could send the money twice. So a run first CLAIMS the row with a
// conditional update that marks it in flight (last_error = 'sending:<time>') only when no other
// run holds it. On PostgreSQL a second concurrent update of the row waits for the first to commit
// and then re-checks the condition against the new row, so exactly one claim succeeds; the claim
// commits on its own before the gateway is called, so no transaction stays open across the call.
// The answer then settles the row conditionally (status = 'pending'): done with the reference, or
// back to pending with the error (the claim released, retried by the next sweep).
//
// A process that dies while the gateway is being asked leaves the claim behind; after
// CLAIM_STALE_MINUTES (far beyond the 10-second gateway timeout) another run may try again. That
// retry cannot refund twice either: a gateway never refunds more than was paid (TestGateway's own
// record; Zarinpal refuses amounts beyond the transaction's), and a cancel refunds it all.
import { sql } from 'drizzle-orm'
import { GatewayError, type PaymentGateway } from '../../adapters/payment'
import { intArray } from '../../db/arrays'
import type { Db } from '../../db/client'
import { queryRows } from '../../db/rows'
import { inTransaction } from '../../db/transaction'
import { noticeRefundPaid } from '../notifications/money-notices'
import type { OpenedRefund } from './open-refund'

export const CLAIM_STALE_MINUTES = 5
const SENDING = 'sending:'

interface Claimed {
  id: number
  order_id: number
  amount: number
}

/** Asks the gateway for every pending gateway refund (or the given ones); returns the ids done. */
export async function runPendingRefunds(db: Db, gateway: PaymentGateway, ids?: number[]): Promise<number[]> {
  if (!gateway.refunds) return []
  const due = await queryRows<{ id: number }>(
    db,
    sql`select id from refunds where method = 'gateway' and status = 'pending'
      ${ids ? sql`and id = any(${intArray(ids)})` : sql``} order by id limit 100`,
  )
  const done: number[] = []
  for (const { id } of due) if (await sendOne(db, gateway, id)) done.push(id)
  return done
}

/** Right after the commit that opened it: a pending gateway refund is sent now (the sweeper retries if it fails). */
export async function sendRefund(db: Db, gateway: PaymentGateway, refund: OpenedRefund | null): Promise<void> {
  if (refund?.method === 'gateway' && refund.status === 'pending') await runPendingRefunds(db, gateway, [refund.id])
}

async function sendOne(db: Db, gateway: PaymentGateway, id: number): Promise<boolean> {
  const [claimed] = await queryRows<Claimed>(
    db,
    sql`update refunds set attempts = attempts + 1, last_error = ${SENDING} || now()::text
      where id = ${id} and status = 'pending' and method = 'gateway'
        and case when last_error like ${`${SENDING}%`}
          then substr(last_error, ${SENDING.length + 1})::timestamptz < now() - make_interval(mins => ${CLAIM_STALE_MINUTES})
          else true end
      returning id, order_id, amount`,
  )
  if (!claimed) return false // another run holds it, or it is settled
  const [payment] = await queryRows<{ authority: string; reference: string | null }>(
    db,
    sql`select p.authority, p.reference from payments p join orders o on o.purchase_id = p.purchase_id
      where o.id = ${claimed.order_id} and p.status = 'paid' and p.gateway = ${gateway.name}
      order by p.id desc limit 1`,
  )
  try {
    if (!payment) throw new GatewayError(`no paid ${gateway.name} payment for order ${claimed.order_id}`)
    const answer = await gateway.refund(payment, Number(claimed.amount))
    // Done, and the customer told, together: a settled refund is told once, a lost one never.
    await inTransaction(db, async (tx) => {
      const [done] = await queryRows<{ id: number }>(
        tx,
        sql`update refunds set status = 'done', reference = ${answer.reference}, done_at = now(),
          last_error = null where id = ${id} and status = 'pending' returning id`,
      )
      if (done) await noticeRefundPaid(tx, id)
    })
    return true
  } catch (error) {
    // Unreachable or refused: it stays pending with the reason; the sweeper tries again.
    const reason = error instanceof Error ? error.message : String(error)
    await db.execute(sql`update refunds set last_error = ${reason.slice(0, 500)}
      where id = ${id} and status = 'pending' and last_error like ${`${SENDING}%`}`)
    return false
  }
}
