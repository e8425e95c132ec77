// preparedRows (server/db/rows.ts, decision 033): a hot statement is prepared once per connection
// under a name made from its text, so PostgreSQL plans it once; a connection that dies takes its
// statements with it and the next one prepares again; past the cap new texts run unnamed. On PGlite
// it answers as queryRows does.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../../server/db/client'
import { preparedRows, queryRows } from '../../server/db/rows'
import { oneConnectionDatabase } from '../setup/databases'

const url = process.env.TEST_DATABASE_URL

/** The statements prepared on the pool's one connection, with how often each was planned so. */
const preparedHere = (database: Database) =>
  queryRows<{ name: string; statement: string; generic_plans: number; custom_plans: number }>(
    database.db,
    sql`select name, statement, generic_plans, custom_plans from pg_prepared_statements order by prepare_time`,
  )

describe.skipIf(!url)('preparedRows on PostgreSQL', () => {
  const one = oneConnectionDatabase(url)

  it('prepares a statement once and plans it generically after five runs, each answer its own', async () => {
    const answers = []
    for (let n = 0; n < 8; n++) {
      answers.push(...(await preparedRows<{ n: number }>(one.database().db, sql`select ${n}::int * 2 as n`)))
    }
    expect(answers.map((a) => a.n)).toEqual([0, 2, 4, 6, 8, 10, 12, 14])
    const [statement, ...others] = await preparedHere(one.database())
    expect(others).toEqual([])
    expect(statement.statement).toBe('select $1::int * 2 as n')
    expect(statement.name).toMatch(/^r[\w-]{20}$/)
    expect(statement.custom_plans).toBe(5)
    expect(statement.generic_plans).toBe(3)
  })

  it('prepares again on the connection that replaces one that died', async () => {
    const query = () => preparedRows<{ n: number }>(one.database().db, sql`select ${41}::int + 1 as n`)
    expect(await query()).toEqual([{ n: 42 }])
    const [{ pid }] = await queryRows<{ pid: number }>(one.database().db, sql`select pg_backend_pid() as pid`)
    const killer = await openDatabase({ databaseUrl: url, poolSize: 1 })
    await queryRows(killer.db, sql`select pg_terminate_backend(${pid})`)
    await killer.close()
    // The pool finds its connection closed (the next statement fails or the client was dropped).
    await expect
      .poll(async () => {
        try {
          return await query()
        } catch {
          return null
        }
      })
      .toEqual([{ n: 42 }])
    expect(one.pool().totalCount).toBe(1)
    expect((await preparedHere(one.database())).map((s) => s.statement)).toEqual(['select $1::int + 1 as n'])
  })

  it('runs new texts unnamed once a process has named 200', async () => {
    // 250 texts: without the cap every one would stay prepared on the connection. The names are
    // the process's, so other files of a run (one process) may have taken some of the 200 already.
    for (let i = 0; i < 250; i++) {
      const [row] = await preparedRows<{ n: number }>(
        one.database().db,
        sql`select ${i}::int as n, ${sql.raw(String(i))} as k`,
      )
      expect(row.n).toBe(i)
    }
    const here = await preparedHere(one.database())
    expect(here.length).toBeLessThanOrEqual(200)
    expect(here.filter((s) => s.statement.includes(' as k')).length).toBeLessThanOrEqual(198)
  })
})

describe('preparedRows on PGlite', () => {
  let database: Database
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' })
  })
  afterAll(async () => {
    await database?.close()
  })

  it('answers as queryRows does', async () => {
    const query = sql`select ${3}::int as n, ${'راسته'}::text as name`
    expect(await preparedRows(database.db, query)).toEqual(await queryRows(database.db, query))
    expect(await preparedRows(database.db, query)).toEqual([{ n: 3, name: 'راسته' }])
  })
})
