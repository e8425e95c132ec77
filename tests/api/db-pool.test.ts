// The PostgreSQL pool keeps its connections through a connection that dies between checkout and
// BEGIN (a failover, pg_terminate_backend): the transaction fails, and the connection goes back to
// the pool (which drops it) instead of staying checked out for good. With Drizzle's own
// transaction() it stayed out: after 20 such, every request waited for a connection and got 503.
// PostgreSQL only: PGlite has no pool.
import { sql } from 'drizzle-orm'
import type pg from 'pg'
import { describe, expect, it } from 'vitest'
import { queryRows } from '../../server/db/rows'
import { oneConnectionDatabase } from '../setup/databases'

const url = process.env.TEST_DATABASE_URL

describe.skipIf(!url)('the PostgreSQL pool', () => {
  const one = oneConnectionDatabase(url)

  it('gets a connection back when it dies before BEGIN, and serves the next statement at once', async () => {
    for (let round = 0; round < 3; round++) {
      // The pool's one connection dies the moment a transaction checks it out.
      one.pool().once('acquire', (client: pg.PoolClient) => {
        ;(client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy()
      })
      await expect(one.database().db.transaction((tx) => tx.execute(sql`select 1`))).rejects.toThrow()
      expect(one.pool().totalCount - one.pool().idleCount).toBe(0)
      const started = performance.now()
      const [row] = await queryRows<{ n: number }>(one.database().db, sql`select ${round}::int as n`)
      expect(row.n).toBe(round)
      // Not after the pool's 10 s wait for a free connection.
      expect(performance.now() - started).toBeLessThan(5_000)
    }
    // A transaction that commits and one that fails leave nothing checked out either.
    expect(await one.database().db.transaction((tx) => queryRows<{ n: number }>(tx, sql`select 7 as n`))).toEqual([
      { n: 7 },
    ])
    await expect(
      one.database().db.transaction(async (tx) => {
        await tx.execute(sql`select 1`)
        throw new Error('refused')
      }),
    ).rejects.toThrow('refused')
    expect(one.pool().totalCount - one.pool().idleCount).toBe(0)
  })
})
