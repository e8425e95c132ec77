// Idempotency-Key for mutations a client may replay (offline cart changes, checkout, a seller's
// stock and status edits). The key row is inserted in the same transaction as the change itself:
// a concurrent request with the same key waits on the unique index until the first commits, then
// replays its stored response (or runs, if the first rolled back). So a change is applied once and
// a crash can never leave a key that claims a change that did not happen. Errors are not stored:
// the transaction rolls back with the key, and a retry runs again.
import { createHash } from 'node:crypto'
import { and, eq, lt, sql } from 'drizzle-orm'
import { HttpError } from '../lib/http-error'
import type { Db } from './client'
import { idempotencyKeys } from './schema'
import { inTransaction } from './transaction'

export const KEY_REUSED = 'این شناسه تکرار قبلاً برای درخواست دیگری به کار رفته است'
/** Kept as long as a client may hold a queued offline change. */
export const KEY_TTL_DAYS = 7

export interface IdempotencyScope {
  userId: number
  /** the Idempotency-Key header; without it the change simply runs */
  key: string | undefined
  /** the operationId: the same key for another operation is a different request */
  operation: string
  /** everything that defines the request: path and query parameters and the body */
  request: unknown
}

export async function idempotent<T>(db: Db, scope: IdempotencyScope, run: (tx: Db) => Promise<T>): Promise<T> {
  return inTransaction(db, async (tx) => {
    if (!scope.key) return run(tx)
    const hash = requestHash(scope.operation, scope.request)
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ userId: scope.userId, key: scope.key, operation: scope.operation, requestHash: hash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key })
      .prepare('idempotency_claim') // planned once per connection: every replayable change runs it
      .execute()
    if (claimed.length === 0) {
      const [first] = await tx
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, scope.userId), eq(idempotencyKeys.key, scope.key)))
      if (!first) throw new HttpError(422, KEY_REUSED)
      const expired = Date.now() - first.createdAt.getTime() > KEY_TTL_DAYS * 86_400_000
      if (expired) {
        // Forgotten after the TTL (the sweeper deletes such keys too): the key is free again.
        await tx
          .delete(idempotencyKeys)
          .where(and(eq(idempotencyKeys.userId, scope.userId), eq(idempotencyKeys.key, scope.key)))
        return idempotentRun(tx, scope, hash, run)
      }
      if (first.requestHash !== hash) throw new HttpError(422, KEY_REUSED)
      return first.response as T
    }
    return store(tx, scope, run)
  })
}

async function idempotentRun<T>(tx: Db, scope: IdempotencyScope, hash: string, run: (tx: Db) => Promise<T>) {
  await tx
    .insert(idempotencyKeys)
    .values({ userId: scope.userId, key: scope.key as string, operation: scope.operation, requestHash: hash })
  return store(tx, scope, run)
}

async function store<T>(tx: Db, scope: IdempotencyScope, run: (tx: Db) => Promise<T>): Promise<T> {
  const result = await run(tx)
  await tx
    .update(idempotencyKeys)
    .set({ status: 200, response: result as object })
    .where(and(eq(idempotencyKeys.userId, scope.userId), eq(idempotencyKeys.key, scope.key as string)))
    .prepare('idempotency_answer')
    .execute()
  return result
}

export function requestHash(operation: string, request: unknown): string {
  return createHash('sha256')
    .update(`${operation}\n${stableJson(request)}`)
    .digest('hex')
}

/** JSON with sorted object keys, so {a,b} and {b,a} are the same request. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`
  }
  return JSON.stringify(value ?? null)
}

export async function deleteExpiredKeys(db: Db): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(days => ${KEY_TTL_DAYS})`))
}
