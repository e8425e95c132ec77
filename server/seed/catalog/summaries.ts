// products.best_* after seeding, through refreshProductSummaries so the pricing rules live in one
// place. Small catalogues refresh in one statement. Big ones go in id ranges: that function prices
// every offer in the table even when given ids (a CTE the filter cannot reach), which makes plain
// id batches quadratic. So each range runs in its own transaction with a temporary table named
// `offers` holding just that range's offers: temporary tables come first in the search path, so
// the shared SQL sees only them. The table is dropped at commit.
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { inTransaction } from '../../db/transaction'
import { refreshProductSummaries } from '../../modules/catalog/summary'

export const SUMMARY_BATCH = 20_000

export async function refreshSummaries(
  db: Db,
  maxId: number,
  onBatch?: (done: number) => void,
  batch = SUMMARY_BATCH,
): Promise<void> {
  if (maxId <= batch * 2) {
    await refreshProductSummaries(db)
    onBatch?.(maxId)
    return
  }
  for (let lo = 1; lo <= maxId; lo += batch) {
    const hi = Math.min(maxId, lo + batch - 1)
    await inTransaction(db, async (tx) => {
      // JIT compilation costs more than it saves on these one-off statements (~0.8 s each).
      await tx.execute(sql`set local jit = off`)
      // Created from the real table (the temporary one does not exist yet at that point).
      await tx.execute(sql`create temporary table offers on commit drop as
        select * from offers where product_id between ${lo} and ${hi}`)
      // summary.ts groups by o.id and selects other columns: that needs the primary key.
      await tx.execute(sql`alter table pg_temp.offers add primary key (id)`)
      const ids = Array.from({ length: hi - lo + 1 }, (_, i) => lo + i)
      await refreshProductSummaries(tx, ids)
      // Also dropped here: inside an outer transaction "on commit" would come too late.
      await tx.execute(sql`drop table pg_temp.offers`)
    })
    onBatch?.(hi)
  }
}
