// The copy of the offer summaries that lists filter and sort on (products.best_*, in_stock, …;
// decision 023). Most refreshes copy in the writer's transaction. A large store-wide bulk change (a
// price change over thousands of offers) is queued in product_summary_sync and copied right after
// its commit, in batches, by every server process (skip locked: each row once): the answer does not
// wait for thousands of wide products rows to re-enter their ten indexes. Cards and product pages
// read product_summaries, so the new price shows at once; only the order of a sort by price and the
// in-stock and price filters follow a few seconds later (paced: see drainSummaryQueue).
import { sql } from 'drizzle-orm'
import { intArray } from '../../db/arrays'
import { catalogChanged } from '../../db/caches'
import type { Db } from '../../db/client'
import { queryRows } from '../../db/rows'

const COPY = sql.raw(`(best_offer_id, best_price, best_original_price, discount_percent, in_stock, total_stock,
  store_count) = (s.best_offer_id, s.best_price, s.best_original_price, s.discount_percent, s.in_stock, s.total_stock,
  s.store_count)`)
const DIFFERS = sql.raw(`(p.best_offer_id, p.best_price, p.best_original_price, p.discount_percent, p.in_stock,
  p.total_stock, p.store_count) is distinct from (s.best_offer_id, s.best_price, s.best_original_price,
  s.discount_percent, s.in_stock, s.total_stock, s.store_count)`)
const BATCH = 500

/** Copies the products' summaries into products now (only rows that differ are rewritten). */
export async function copySummaries(db: Db, ids: number[]): Promise<void> {
  await db.execute(sql`update products p set ${COPY} from product_summaries s
    where s.product_id = p.id and p.id = any(${intArray(ids)}) and ${DIFFERS}`)
}

/** Queues the products for the copy after the commit, and wakes the copiers. */
export async function queueSummaries(db: Db, ids: number[]): Promise<void> {
  await db.execute(sql`insert into product_summary_sync (product_id)
    select unnest(${intArray(ids)}) on conflict do nothing`)
  kickSummarySync()
}

/** Copies one batch of queued products; answers how many it took off the queue. */
async function copyBatch(db: Db): Promise<number> {
  const [row] = await queryRows<{ taken: number }>(
    db,
    sql`with batch as (
      delete from product_summary_sync where product_id in (
        select product_id from product_summary_sync order by product_id limit ${BATCH} for update skip locked)
      returning product_id
    ),
    copied as (
      update products p set ${COPY} from product_summaries s join batch b on b.product_id = s.product_id
      where p.id = s.product_id and ${DIFFERS} returning p.id
    )
    select (select count(*) from batch)::int as taken, (select count(*) from copied)::int as copied`,
  )
  return row.taken
}

/**
 * Copies until the queue is empty (or `stop` says so: the server is closing; what is left stays
 * queued for the next start); answers how many products it took. With `paced`, it rests after
 * each batch as long as the batch took (at most 500 ms): on two cores a copy at full speed slowed
 * the seller's next bulk change by as much as the copy itself; paced, the sort copy of 4,000
 * products follows in about two to four seconds instead of one or two.
 */
export async function drainSummaryQueue(db: Db, paced = false, stop = () => false): Promise<number> {
  let total = 0
  for (;;) {
    const started = performance.now()
    const n = stop() ? 0 : await copyBatch(db)
    if (n === 0) return total
    total += n
    // Sorted lists and price or in-stock filters cached before now follow the new order.
    await catalogChanged(db)
    if (paced) await sleep(Math.min(500, performance.now() - started))
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const copiers = new Set<() => void>()

/**
 * Wakes this process's copiers: at once and twice more shortly after, since the queueing
 * transaction may not have committed yet (the periodic check catches anything later).
 */
export function kickSummarySync(): void {
  for (const wake of copiers) {
    wake()
    setTimeout(wake, 50).unref()
    setTimeout(wake, 250).unref()
  }
}

/** Runs the copier of `db`: when woken, and every `everyMs` for queues left by other processes or a crash. */
export function startSummarySync(db: Db, onError: (error: unknown) => void, everyMs = 1000): () => Promise<void> {
  let running: Promise<void> | null = null
  let again = false
  let closed = false
  const wake = () => {
    if (closed) return
    if (running) {
      again = true
      return
    }
    running = (async () => {
      do {
        again = false
        await drainSummaryQueue(db, true, () => closed).catch(onError)
      } while (again && !closed)
    })().finally(() => {
      running = null
    })
  }
  copiers.add(wake)
  const timer = setInterval(wake, everyMs)
  timer.unref()
  return async () => {
    closed = true
    copiers.delete(wake)
    clearInterval(timer)
    await running
  }
}
