// A store's payouts as its seller reads them (issue 30), newest first. Settlement runs make them
// (the settlements module); this only reads.
import { sql } from 'drizzle-orm'
import type { components } from '#sdk/schema'
import type { Db } from '../../db/client'
import { iso, queryRows } from '../../db/rows'

type Page = components['schemas']['StorePayoutPage']
type Payout = components['schemas']['StorePayout']

export async function storePayouts(db: Db, storeId: number, q: { skip?: number; limit?: number }): Promise<Page> {
  const skip = q.skip ?? 0
  const limit = q.limit ?? 20
  const [rows, [count]] = await Promise.all([
    queryRows<Payout>(
      db,
      sql`select id, run_id, amount, sheba, status, reference, failure_reason, created_at, decided_at
        from payouts where store_id = ${storeId} order by id desc limit ${limit} offset ${skip}`,
    ),
    queryRows<{ total: number }>(db, sql`select count(*)::int as total from payouts where store_id = ${storeId}`),
  ])
  const items = rows.map((r) => ({ ...r, created_at: iso(r.created_at) as string, decided_at: iso(r.decided_at) }))
  return { items, total: count?.total ?? 0, skip, limit }
}
