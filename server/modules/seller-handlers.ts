// What the seller panel's handlers share (products, bundles, blog, discounts, homepage): the roles
// that reach them, a store checked by id for reading or for writing, several statements run as
// one change, and a change (or a create) that a replayed offline request makes only once (the
// orders' handlers run theirs through replayable too).
import { signedIn } from '../contract/handlers'
import type { Db } from '../db/client'
import { idempotent } from '../db/idempotency'
import { inTransaction } from '../db/transaction'
import { ownedStore, writableStore } from './access'
import type { AuthUser } from './auth/tokens'

export const SELLERS = ['provider', 'admin'] as ('provider' | 'admin')[]

export type HandlerCtx = { user: AuthUser | null; app: { deps: { db: Db } } }

/** The store named by id, checked to be the caller's (reads: admins read every store). */
export const ownStoreId = async (ctx: HandlerCtx, storeId: number) =>
  (await ownedStore(ctx.app.deps.db, signedIn(ctx), storeId)).id

/**
 * The store a write acts for: the caller's own and verified (a store under review has its sections
 * locked: 403 with the reason; admins read every store but do not sell for one).
 */
export const writableStoreId = async (ctx: HandlerCtx, storeId: number) =>
  (await writableStore(ctx.app.deps.db, signedIn(ctx), storeId)).id

/** Runs a service's several statements as one change. */
export const inTx = <T>(ctx: HandlerCtx, run: (tx: Db) => Promise<T>) => inTransaction(ctx.app.deps.db, run)

/** Answers 204 with no body. */
export const noContent = (ctx: { reply: { code(n: number): unknown } }) => {
  ctx.reply.code(204)
  return undefined as never
}

type ReplayCtx = HandlerCtx & { headers: { 'idempotency-key'?: string } }

/**
 * Runs a change under the request's Idempotency-Key (db/idempotency.ts): a change replayed from
 * the offline queue (or retried after a lost answer) gets the first answer instead of running
 * twice. `request` is what defines the request (path, query and body as the operation uses them).
 */
export function replayable<T>(
  ctx: ReplayCtx,
  operation: string,
  request: unknown,
  run: (tx: Db) => Promise<T>,
): Promise<T> {
  const key = { userId: signedIn(ctx).id, key: ctx.headers['idempotency-key'], operation, request }
  return idempotent(ctx.app.deps.db, key, run)
}

/** A create run replayably (above), answering 201: a replay gets the first object, not a second. */
export async function createdOnce<T>(
  ctx: ReplayCtx & { reply: { code(n: number): unknown } },
  operation: string,
  request: unknown,
  create: (tx: Db) => Promise<T>,
): Promise<T> {
  const created = await replayable(ctx, operation, request, create)
  ctx.reply.code(201)
  return created
}
