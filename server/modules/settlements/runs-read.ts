// Reading settlement runs: the list (newest first, with the platform's minimum), one run's summary
// with its counts by status, and its payouts with their stores' names.
import { type SQL, sql } from 'drizzle-orm'
import type { components } from '#sdk/schema'
import type { Db } from '../../db/client'
import { isInt4, iso, queryRows } from '../../db/rows'
import { notFound } from '../../lib/http-error'
import { numberSetting } from '../finance/settings'

export type SettlementRun = components['schemas']['SettlementRun']
type RunPage = components['schemas']['SettlementRunPage']
type RunDetail = components['schemas']['SettlementRunDetail']
export type AdminPayout = components['schemas']['AdminPayout']

export const RUN_NOT_FOUND = 'این دوره تسویه پیدا نشد'

type RunRow = {
  id: number
  created_at: Date
  cutoff: Date
  minimum: number
  payout_count: number
  total: number
  pending: number
  paid: number
  failed: number
}

/** Runs with their payouts' count, total and counts by status, for the runs `where` picks. */
function runRows(where: SQL, tail: SQL = sql``): SQL {
  return sql`select r.id, r.created_at, r.cutoff, r.minimum::float8 as minimum,
      coalesce(p.payout_count, 0)::int as payout_count, coalesce(p.total, 0)::float8 as total,
      coalesce(p.pending, 0)::int as pending, coalesce(p.paid, 0)::int as paid, coalesce(p.failed, 0)::int as failed
    from settlement_runs r
    left join lateral (
      select count(*) as payout_count, sum(amount) as total,
        count(*) filter (where status = 'pending') as pending,
        count(*) filter (where status = 'paid') as paid,
        count(*) filter (where status = 'failed') as failed
      from payouts where run_id = r.id
    ) p on true
    where ${where} ${tail}`
}

const toRun = (r: RunRow): SettlementRun => ({
  id: r.id,
  created_at: iso(r.created_at) as string,
  cutoff: iso(r.cutoff) as string,
  minimum: Number(r.minimum),
  payout_count: r.payout_count,
  total: Number(r.total),
  counts: { pending: r.pending, paid: r.paid, failed: r.failed },
})

export async function runSummary(db: Db, runId: number): Promise<SettlementRun | null> {
  if (!isInt4(runId)) return null
  const [row] = await queryRows<RunRow>(db, runRows(sql`r.id = ${runId}`))
  return row ? toRun(row) : null
}

export async function listRuns(db: Db, q: { skip?: number; limit?: number }): Promise<RunPage> {
  const skip = q.skip ?? 0
  const limit = q.limit ?? 20
  const [rows, [count], defaultMinimum] = await Promise.all([
    queryRows<RunRow>(db, runRows(sql`true`, sql`order by r.id desc limit ${limit} offset ${skip}`)),
    queryRows<{ total: number }>(db, sql`select count(*)::int as total from settlement_runs`),
    numberSetting(db, 'settlement_minimum'),
  ])
  return { items: rows.map(toRun), total: count?.total ?? 0, skip, limit, default_minimum: defaultMinimum }
}

type PayoutRow = Omit<AdminPayout, 'created_at' | 'decided_at'> & { created_at: Date; decided_at: Date | null }

export const payoutColumns = sql.raw(`p.id, p.run_id, p.store_id, s.name as store_name, p.amount::float8 as amount,
  p.sheba, p.owner_name, p.status, p.reference, p.failure_reason, p.created_at, p.decided_at`)

export const toPayout = (r: PayoutRow): AdminPayout => ({
  ...r,
  amount: Number(r.amount),
  created_at: iso(r.created_at) as string,
  decided_at: iso(r.decided_at),
})

export async function payoutById(db: Db, payoutId: number): Promise<AdminPayout | null> {
  const [row] = await queryRows<PayoutRow>(
    db,
    sql`select ${payoutColumns} from payouts p join stores s on s.id = p.store_id where p.id = ${payoutId}`,
  )
  return row ? toPayout(row) : null
}

export async function runDetail(db: Db, runId: number): Promise<RunDetail> {
  const run = await runSummary(db, runId)
  if (!run) throw notFound(RUN_NOT_FOUND)
  const rows = await queryRows<PayoutRow>(
    db,
    sql`select ${payoutColumns} from payouts p join stores s on s.id = p.store_id where p.run_id = ${runId} order by p.id`,
  )
  return { run, payouts: rows.map(toPayout) }
}
