// A store's balances (issue 30), summed from its ledger at this moment: never stored, so they
// cannot drift from the entries. One statement per store: the open entries come through the
// partial index ledger_entries_open_idx (store_id, available_at) where payout_id is null, the
// entries in payouts through the store's payouts (payouts_store_idx, ledger_entries_payout_idx).
import { sql } from 'drizzle-orm'
import type { components } from '#sdk/schema'
import type { Db } from '../../db/client'
import { iso, queryRows } from '../../db/rows'

type Summary = components['schemas']['FinanceSummary']

interface SummaryRow {
  pending: number
  available_raw: number
  in_payout: number
  paid: number
  next_available_at: Date | string | null
  as_of: Date | string
}

export async function storeBalances(db: Db, storeId: number): Promise<Summary> {
  const [row] = await queryRows<SummaryRow>(
    db,
    sql`with open as (
        select amount, available_at > t.now as later, available_at
          from ledger_entries, (select now() as now) t
          where store_id = ${storeId} and payout_id is null
      ), held as (
        select p.status, e.amount from payouts p join ledger_entries e on e.payout_id = p.id
          where p.store_id = ${storeId} and p.status in ('pending', 'paid')
      )
      select
        (select coalesce(sum(amount) filter (where later), 0)::bigint from open) as pending,
        (select coalesce(sum(amount) filter (where not later), 0)::bigint from open) as available_raw,
        (select min(available_at) filter (where later) from open) as next_available_at,
        (select coalesce(sum(amount) filter (where status = 'pending'), 0)::bigint from held) as in_payout,
        (select coalesce(sum(amount) filter (where status = 'paid'), 0)::bigint from held) as paid,
        now() as as_of`,
  )
  const r = row as SummaryRow
  return {
    pending: r.pending,
    available: Math.max(0, r.available_raw),
    in_payout: r.in_payout,
    paid: r.paid,
    owed: Math.max(0, -r.available_raw),
    next_available_at: iso(r.next_available_at),
    as_of: iso(r.as_of) as string,
  }
}
