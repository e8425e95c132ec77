// Starting a settlement run (issue 30): every store whose available balance - its entries without
// a payout that matured by the run's cutoff - reached the minimum gets one payout of exactly that
// balance, to the Sheba and owner name it has now. "A ledger entry is in at most one payout,
// whatever runs at the same time":
// - runs are serialized (a transaction-scoped advisory lock), so a run's statement sees every claim
//   of the run before it;
// - the claim is one statement: its CTEs share one snapshot, the update claims only entries whose
//   payout_id is still null, and each payout's amount is the sum of the rows that update returned
//   (the rows actually claimed), not of an earlier read. The payout ids are drawn first (nextval)
//   so the entries can point at payouts inserted by the same statement (the foreign key is checked
//   at the statement's end).
// - an entry committed while the run works (a refund) is either in the statement's snapshot (then
//   claimed and summed) or not (then it stays open for the next run): never lost.
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { queryRows } from '../../db/rows'
import { inTransaction } from '../../db/transaction'
import { conflict } from '../../lib/http-error'
import { numberSetting } from '../finance/settings'
import { runSummary, type SettlementRun } from './runs-read'

export const NOTHING_TO_SETTLE = 'هیچ فروشگاهی به حداقل مبلغ تسویه نرسیده است'

/** The advisory lock's key: one run at a time across every server process. */
export const RUN_LOCK = 'settlement-run'

export async function startRun(db: Db, adminId: number, input: { minimum?: number }): Promise<SettlementRun> {
  const runId = await inTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${RUN_LOCK}))`)
    const minimum = input.minimum ?? (await numberSetting(tx, 'settlement_minimum'))
    // clock_timestamp, not now(): now() is the transaction's start, before the lock was ours.
    const [run] = await queryRows<{ id: number; cutoff: Date }>(
      tx,
      sql`insert into settlement_runs (created_by, minimum, cutoff) values (${adminId}, ${minimum}, clock_timestamp())
        returning id, cutoff`,
    )
    if (!run) throw new Error('settlement run not inserted')
    const cutoff = run.cutoff
    const made = await queryRows<{ id: number }>(
      tx,
      sql`with eligible as (
          select store_id from ledger_entries
          where payout_id is null and available_at <= ${cutoff}
          group by store_id
          having sum(amount) >= ${minimum} and sum(amount) > 0
        ), planned as (
          select store_id, nextval(pg_get_serial_sequence('payouts', 'id'))::int as payout_id from eligible
        ), claimed as (
          update ledger_entries l set payout_id = p.payout_id
          from planned p
          where l.store_id = p.store_id and l.payout_id is null and l.available_at <= ${cutoff}
          returning l.payout_id, l.store_id, l.amount
        ), sums as (
          select payout_id, store_id, sum(amount)::bigint as amount from claimed group by payout_id, store_id
        )
        insert into payouts (id, run_id, store_id, amount, sheba, owner_name)
        select s.payout_id, ${run.id}, s.store_id, s.amount, st.sheba, ${ownerName}
        from sums s
        join stores st on st.id = s.store_id
        join users u on u.id = st.owner_id
        left join vendors v on v.user_id = st.owner_id
        returning id`,
    )
    // Rolling back takes the run row with it: a run without payouts is never created.
    if (made.length === 0) throw conflict(NOTHING_TO_SETTLE)
    return run.id
  })
  return (await runSummary(db, runId)) as SettlementRun
}

/**
 * Whom the bank pays: a legal entity's company name; otherwise the vendor's first and last name as
 * the seller profile gives them, or the account's name, or (never empty) the store's name.
 */
const ownerName = sql.raw(`coalesce(
  case when st.kind = 'legal_entity' then nullif(btrim(st.company_name), '') end,
  nullif(btrim(concat_ws(' ', btrim(v.first_name), btrim(v.last_name))), ''),
  nullif(btrim(u.name), ''),
  st.name)`)
