// Each test file's database starts as the run's image, whether it was loaded for the file or
// handed on, reset, from a file before it in the same worker (tests/setup/pglite-spares.ts): no
// file ever sees another's rows or sequence values, and a file that is done cannot touch the next.
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { Database } from '../../server/db/client'
import { openTestDatabase } from '../setup/databases'

const count = async (database: Database, table: string) =>
  Number(
    (
      (await database.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
        rows: { n: number }[]
      }
    ).rows[0].n,
  )

async function nextUserId(database: Database): Promise<number> {
  const result = (await database.db.execute(
    sql`insert into users (phone) values (${`0912${Math.floor(Math.random() * 1e7)}`}) returning id`,
  )) as unknown as { rows: { id: number }[] }
  return result.rows[0].id
}

describe('test databases on PGlite', () => {
  it('hands the next file the image as it was: no rows, no sequence moved, no session left', async () => {
    const first = await openTestDatabase('pglite')
    const fresh = await nextUserId(first.database)
    for (let i = 0; i < 5; i++) await nextUserId(first.database)
    await first.database.db.execute(sql`select pg_advisory_lock(42)`)
    await first.database.db.execute(sql`set statement_timeout = 1234`)
    expect(await count(first.database, 'users')).toBe(6)
    await first.close()

    const second = await openTestDatabase('pglite')
    expect(await count(second.database, 'users')).toBe(0)
    expect(await nextUserId(second.database)).toBe(fresh)
    const timeout = (await second.database.db.execute(sql`show statement_timeout`)) as unknown as {
      rows: { statement_timeout: string }[]
    }
    expect(timeout.rows[0].statement_timeout).toBe('0')
    const locks = (await second.database.db.execute(
      sql`select count(*)::int as n from pg_locks where locktype = 'advisory'`,
    )) as unknown as { rows: { n: number }[] }
    expect(locks.rows[0].n).toBe(0)
    await second.close()
  })

  it('refuses every query of a file that has closed its database', async () => {
    const done = await openTestDatabase('pglite')
    await done.close()
    const error = await done.database.db.execute(sql`select 1`).then(
      () => null,
      (e: Error) => e,
    )
    expect(String((error?.cause as Error | undefined)?.message)).toMatch(/revoked/)
  })

  it('starts a seeded file from the whole demo catalogue again after a file that emptied it', async () => {
    const seed = { products: 120 }
    const first = await openTestDatabase('pglite', seed)
    const products = await count(first.database, 'products')
    expect(products).toBeGreaterThanOrEqual(120)
    // Everything that refers to them goes too (the demo's orders and reviews, issue 32).
    await first.database.db.execute(sql`truncate offers, products cascade`)
    await first.close()

    const second = await openTestDatabase('pglite', seed)
    expect(await count(second.database, 'products')).toBe(products)
    expect(await count(second.database, 'offers')).toBeGreaterThan(0)
    await second.close()
  })
})
