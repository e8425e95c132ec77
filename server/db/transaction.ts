// The one way the server opens a transaction: the callback receives a Db, so every helper written
// against Db (queryRows, the modules' reads and writes) runs inside it as it runs outside.
// Drizzle hands the callback a PgTransaction, typed apart from the Db the helpers take; the cast
// between the two lives here instead of at every caller.
import type { Db } from './client'

/** Runs `run` in a transaction (committed when it resolves, rolled back when it throws). */
export function inTransaction<T>(db: Db, run: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => run(tx as unknown as Db))
}
