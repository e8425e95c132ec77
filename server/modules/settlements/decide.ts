// An admin's decision on a pending payout: paid (the bank's reference) or failed (a reason; its
// entries' payout_id goes back to null, so they are available for the next run). Each move is
// conditional on status = 'pending', so of two decisions at once exactly one lands; paid again with
// the same reference is a no-op (200), any other move of a decided payout a 409. Each decision is
// one audit entry, in the same transaction.
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { isInt4, queryRows } from '../../db/rows'
import { inTransaction } from '../../db/transaction'
import { conflict, invalidField, notFound } from '../../lib/http-error'
import { toLatinDigits } from '../../lib/persian'
import { recordAdminAction } from '../admin/audit'
import { noticePayoutPaid } from '../notifications/money-notices'
import { type AdminPayout, payoutById } from './runs-read'

export const PAYOUT_NOT_FOUND = 'این پرداخت پیدا نشد'
export const REFERENCE_REQUIRED = 'شماره پیگیری بانک را بنویسید'
export const REASON_REQUIRED = 'دلیل ناموفق بودن پرداخت را بنویسید'

const STATUS_NAMES = { paid: 'پرداخت‌شده', failed: 'ناموفق' } as const

type Decision = { status: 'paid' | 'failed'; reference?: string; reason?: string }

export async function decidePayout(db: Db, adminId: number, payoutId: number, d: Decision): Promise<AdminPayout> {
  // The bank's reference is matched as the bank wrote it: Latin digits, whatever the keyboard typed.
  const reference = d.status === 'paid' ? toLatinDigits(d.reference?.trim() ?? '') : null
  const reason = d.status === 'failed' ? (d.reason?.trim() ?? '') : null
  if (reference === '') throw invalidField('body.reference', REFERENCE_REQUIRED)
  if (reason === '') throw invalidField('body.reason', REASON_REQUIRED)
  if (!isInt4(payoutId)) throw notFound(PAYOUT_NOT_FOUND)

  const moved = await inTransaction(db, async (tx) => {
    const [row] = await queryRows<{ run_id: number; store_id: number; amount: number }>(
      tx,
      sql`update payouts set status = ${d.status}, reference = ${reference}, failure_reason = ${reason},
          decided_by = ${adminId}, decided_at = now()
        where id = ${payoutId} and status = 'pending'
        returning run_id, store_id, amount::float8 as amount`,
    )
    if (!row) return false
    if (d.status === 'failed')
      await tx.execute(sql`update ledger_entries set payout_id = null where payout_id = ${payoutId}`)
    await recordAdminAction(tx, adminId, {
      action: `payout.${d.status}`,
      targetType: 'payout',
      targetId: payoutId,
      note: reason,
      details: { run_id: row.run_id, store_id: row.store_id, amount: row.amount, reference },
    })
    if (d.status === 'paid') await noticePayoutPaid(tx, payoutId) // the store's owner hears it
    return true
  })

  const payout = await payoutById(db, payoutId)
  if (!payout) throw notFound(PAYOUT_NOT_FOUND)
  if (moved) return payout
  if (payout.status === 'paid' && d.status === 'paid' && payout.reference === reference) return payout
  const was = STATUS_NAMES[payout.status as 'paid' | 'failed']
  throw conflict(`این پرداخت پیش‌تر «${was}» ثبت شده است`)
}
