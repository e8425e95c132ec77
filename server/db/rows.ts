// Raw SQL reads. The catalogue's list queries are hand-written SQL (ranked search, capped counts,
// lateral image picks) and Drizzle types db.execute() loosely across drivers; this gives rows a
// type. Both drivers (node-postgres and PGlite) answer with { rows }.
import { createHash } from 'node:crypto'
import { type SQL, sql } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import type { Db } from './client'
import { inTransaction } from './transaction'

export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] }
  return result.rows
}

const dialect = new PgDialect()
/** Names given so far, by statement text; past this many, a new text runs unnamed (see preparedRows). */
const PREPARED_MAX = 200
const preparedNames = new Map<string, string>()

/**
 * queryRows for a statement on a hot path (checkout's, the cart's): PostgreSQL prepares it once per
 * connection under a name made from its text, then plans it once (a generic plan after five runs)
 * instead of at every call. Pricing a cart's lines took 1.0–1.4 ms to plan and 0.1 ms to run
 * (decision 033). Only for a statement whose text does not depend on the values (they travel as
 * parameters: intArray, never sql.raw); past PREPARED_MAX names a process stops naming new ones, so
 * a misuse costs planning, not the database's memory. PGlite runs it as queryRows does.
 */
export async function preparedRows<T>(db: Db, query: SQL): Promise<T[]> {
  const built = dialect.sqlToQuery(query)
  let name = preparedNames.get(built.sql)
  if (!name && preparedNames.size < PREPARED_MAX) {
    name = `r${createHash('sha1').update(built.sql).digest('base64url').slice(0, 20)}`
    preparedNames.set(built.sql, name)
  }
  const prepared = db._.session.prepareQuery(built, undefined, name, false)
  const result = (await prepared.execute()) as { rows: T[] }
  return result.rows
}

/** A timestamp column as ISO-8601 (drivers give Date, or a string for some expressions). */
export function iso(value: Date | string | null): string | null {
  if (value === null) return null
  return (value instanceof Date ? value : new Date(value)).toISOString()
}

export const MAX_INT4 = 2_147_483_647

/** Postgres integer columns end at 2^31-1; a larger id in a query would fail as a 500, not a miss. */
export const isInt4 = (n: number) => Number.isSafeInteger(n) && n >= -MAX_INT4 - 1 && n <= MAX_INT4

/**
 * PostgreSQL's own error with that SQLSTATE behind a failed statement (Drizzle wraps the driver's
 * error in its own, with the original as `cause`), or undefined.
 */
export function databaseError(error: unknown, sqlstate: string): { code: string; constraint?: string } | undefined {
  let e = error as { code?: unknown; constraint?: string; cause?: unknown } | undefined
  for (let depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    if (e.code === sqlstate) return { code: sqlstate, constraint: e.constraint }
    e = e.cause as typeof e
  }
  return undefined
}

/** A unique constraint refused the write (two writers at once, or a taken slug). */
export const isUniqueViolation = (error: unknown) => databaseError(error, '23505') !== undefined

// query_canceled: statement_timeout
const isTimeout = (error: unknown) => databaseError(error, '57014') !== undefined

/**
 * Runs fn in a transaction whose statements give up after ms (statement_timeout), resolving null
 * when one did: for best-effort queries whose cost depends on the data more than on the request.
 */
export async function withinTime<T>(db: Db, ms: number, fn: (tx: Db) => Promise<T>): Promise<T | null> {
  try {
    return await inTransaction(db, async (tx) => {
      await tx.execute(sql.raw(`set local statement_timeout = ${Math.round(ms)}`))
      return fn(tx)
    })
  } catch (error) {
    if (isTimeout(error)) return null
    throw error
  }
}
