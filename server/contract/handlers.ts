// Typed handler definitions keyed by operationId: the request parts and the success body come
// from the generated contract types, so a handler cannot drift from the SDK.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { operations } from '#sdk/schema'
import type { AuthUser } from '../modules/auth/tokens'

export type OperationId = keyof operations
type Op<K extends OperationId> = operations[K]
type Part<K extends OperationId, P extends string> = Op<K>['parameters'] extends infer Params
  ? Params extends Record<P, infer V>
    ? [V] extends [undefined] | [never]
      ? Record<string, never>
      : NonNullable<V>
    : Record<string, never>
  : never

type JsonOf<R> = R extends { content: { 'application/json': infer B } } ? B : never
export type BodyOf<K extends OperationId> =
  Op<K> extends { requestBody: infer R }
    ? JsonOf<NonNullable<R>>
    : Op<K> extends { requestBody?: infer R }
      ? JsonOf<NonNullable<R>> | undefined
      : undefined
type Responses<K extends OperationId> = Op<K>['responses']
export type SuccessOf<K extends OperationId> = {
  [S in keyof Responses<K>]: S extends 200 | 201 | 202 ? JsonOf<Responses<K>[S]> : never
}[keyof Responses<K>]

export type Role = 'customer' | 'provider' | 'admin'

export interface HandlerContext<K extends OperationId> {
  params: Part<K, 'path'>
  query: Part<K, 'query'>
  headers: Part<K, 'header'>
  body: BodyOf<K>
  /** The signed-in user (null on public calls made without a token) */
  user: AuthUser | null
  app: FastifyInstance
  req: FastifyRequest
  reply: FastifyReply
}

export interface HandlerDef<K extends OperationId> {
  /** The user needs one of these roles (403 otherwise) */
  roles?: Role[]
  /** Largest request body in bytes, when the server's 1 MB is too little (uploads) */
  bodyLimit?: number
  /**
   * The handler sends its answers compressed already (lib/cached-json.ts: cached answers kept
   * compressed), so the route skips @fastify/compress's per-request hooks.
   */
  compressed?: true
  handler: (ctx: HandlerContext<K>) => Promise<SuccessOf<K>>
}

export type HandlerMap = { [K in OperationId]?: HandlerDef<K> }

export function defineHandlers<T extends HandlerMap>(defs: T): T {
  return defs
}

/** The signed-in user of a call whose contract requires a token. */
export function signedIn(ctx: { user: AuthUser | null }): AuthUser {
  if (!ctx.user) throw new Error('signedIn() on a call without a user: the contract must require bearerAuth')
  return ctx.user
}
