// A store's ledger as its seller reads it (issue 30): entries newest first, filtered by Tehran
// calendar days and kind, each with the state its money is in. The page and the CSV file
// (ledger-csv.ts) read through the same filter; the page is kept in memory by kept.ts.
import { type SQL, sql } from 'drizzle-orm'
import type { components } from '#sdk/schema'
import type { Db } from '../../db/client'
import { iso, queryRows } from '../../db/rows'
import { invalidField } from '../../lib/http-error'

type Entry = components['schemas']['LedgerEntry']
type Kind = components['schemas']['LedgerKind']

export interface LedgerFilter {
  from?: string
  to?: string
  kind?: Kind
}

// Tehran has kept +03:30 all year since 2022 (as src/lib/jalali.ts): a day starts at 20:30 UTC
// the day before.
const TEHRAN = '+03:30'
const DAY_MS = 86_400_000

/** A YYYY-MM-DD that is a real day, else a 422 naming the parameter. */
function dayStart(date: string, field: string): number {
  const at = Date.parse(`${date}T00:00:00${TEHRAN}`)
  const [y, m, d] = date.split('-').map(Number)
  const check = new Date(Date.UTC(y as number, (m as number) - 1, d as number))
  if (Number.isNaN(at) || check.getUTCDate() !== d) throw invalidField(`query.${field}`, 'تاریخ معتبر نیست')
  return at
}

/** The filter as SQL: created on or after `from`'s start, before the day after `to` (Tehran). */
export function ledgerWhere(storeId: number, f: LedgerFilter): SQL {
  const from = f.from ? dayStart(f.from, 'from') : null
  const to = f.to ? dayStart(f.to, 'to') + DAY_MS : null
  if (from !== null && to !== null && to <= from)
    throw invalidField('query.to', 'تاریخ پایان نباید پیش از تاریخ شروع باشد')
  return sql`e.store_id = ${storeId}
    ${from !== null ? sql`and e.created_at >= ${new Date(from).toISOString()}::timestamptz` : sql``}
    ${to !== null ? sql`and e.created_at < ${new Date(to).toISOString()}::timestamptz` : sql``}
    ${f.kind ? sql`and e.kind = ${f.kind}` : sql``}`
}

export interface EntryRow {
  id: number
  kind: Kind
  amount: number
  order_id: number | null
  order_item_id: number | null
  item_name: string | null
  refund_id: number | null
  payout_id: number | null
  created_at: Date | string
  available_at: Date | string
  state: Entry['state']
}

/** The entries matching `where`, newest first, with their item's name and their money's state. */
export function entryRows(db: Db, where: SQL, limit: number, skip = 0): Promise<EntryRow[]> {
  return queryRows<EntryRow>(
    db,
    sql`select e.id, e.kind, e.amount, e.order_id, e.order_item_id, i.name as item_name, e.refund_id, e.payout_id,
        e.created_at, e.available_at,
        case when e.payout_id is null then case when e.available_at > now() then 'pending' else 'available' end
          when p.status = 'paid' then 'paid' else 'in_payout' end as state
      from ledger_entries e
      left join order_items i on i.id = e.order_item_id
      left join payouts p on p.id = e.payout_id
      where ${where}
      order by e.created_at desc, e.id desc
      limit ${limit} offset ${skip}`,
  )
}

export const toEntry = (r: EntryRow): Entry => ({
  ...r,
  created_at: iso(r.created_at) as string,
  available_at: iso(r.available_at) as string,
})

/** A page of the store's entries matching the filter, with how many match in all. */
export async function storeLedgerRows(
  db: Db,
  storeId: number,
  q: LedgerFilter & { skip: number; limit: number },
): Promise<{ rows: EntryRow[]; total: number }> {
  const where = ledgerWhere(storeId, q)
  const [rows, [count]] = await Promise.all([
    entryRows(db, where, q.limit, q.skip),
    queryRows<{ total: number }>(db, sql`select count(*)::int as total from ledger_entries e where ${where}`),
  ])
  return { rows, total: count?.total ?? 0 }
}
