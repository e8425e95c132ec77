// The one way the server opens a transaction: the callback receives a Db, so every helper written
// against Db (queryRows, the modules' reads and writes) takes the transaction as it is. Drizzle's
// PgTransaction is a Db already (it extends PgDatabase): the casts callers used to write were not
// needed, and typing the callback here keeps them from coming back.
import type { Db } from './client'

/** Runs `run` in a transaction (committed when it resolves, rolled back when it throws). */
export function inTransaction<T>(db: Db, run: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(run)
}
