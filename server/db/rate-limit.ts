// A per-key sliding-window limit counted in PostgreSQL (table rate_hits), so that it holds across
// every server process (decision 011) and under bursts: the check and the count are one step
// under an advisory lock on the key. Used where guessing must be slow, e.g. discount codes.
import { sql } from 'drizzle-orm'
import type { Db } from './client'
import { queryRows } from './rows'
import { inTransaction } from './transaction'

export interface RateLimit {
  /** e.g. 'discount-code' */
  name: string
  max: number
  windowMs: number
}

/** Counts one hit of `key` and answers whether it is within the limit (a refused hit is not counted). */
export async function allowHit(db: Db, limit: RateLimit, key: string | number): Promise<boolean> {
  const id = `${limit.name}:${key}`
  return inTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`rate:${id}`}))`)
    const [{ n }] = await queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from rate_hits
        where key = ${id} and at > now() - make_interval(secs => ${limit.windowMs / 1000})`,
    )
    if (n >= limit.max) return false
    await tx.execute(sql`insert into rate_hits (key) values (${id})`)
    return true
  })
}

/** Hits older than a day count toward no limit here. */
export async function deleteOldHits(db: Db): Promise<void> {
  await db.execute(sql`delete from rate_hits where at < now() - interval '1 day'`)
}
