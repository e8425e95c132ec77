// Registers every contract operation as a Fastify route: validation and response serialization
// from the contract, the bearer check the operation's security asks for, the handler's roles,
// then the handler. Operations without a handler answer 501 until their issue implements them.
// Access is decided first, in onRequest (before the body is even parsed): an anonymous or
// unauthorised caller learns 401/403, never which fields its request got wrong.
import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify'
import { HttpError, unauthorized } from '../lib/http-error'
import { requireRole } from '../modules/access'
import { type AuthUser, authenticate } from '../modules/auth/tokens'
import type { HandlerContext, HandlerDef, HandlerMap, OperationId } from './handlers'
import { type Contract, SHARED_SCHEMA_ID } from './load'

export const NOT_BUILT = 'این بخش هنوز آماده نیست'

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller, as decided by the operation's security before validation (null: anonymous) */
    authUser: AuthUser | null
  }
}

export function registerContract(app: FastifyInstance, contract: Contract, handlers: HandlerMap): void {
  app.addSchema(contract.sharedSchema)
  app.decorateRequest('authUser', null)
  for (const op of contract.operations) {
    const def = handlers[op.operationId as OperationId] as HandlerDef<OperationId> | undefined
    // Public operations without roles need no access hook (authUser stays null): one hook and
    // one promise less per request on the storefront's reads.
    const checksAccess = op.auth !== 'none' || !!def?.roles
    const bodyless = (op.method as string) === 'GET' || (op.method as string) === 'HEAD'
    const onRequest = async (req: FastifyRequest) => {
      const user = await userOf(app, req, op.auth)
      if (def?.roles) requireRole(user, ...def.roles)
      req.authUser = user
    }
    app.route({
      method: op.method,
      url: op.url,
      schema: definedOnly({ ...op.schema, response: def ? op.schema.response : undefined }),
      config: { operationId: op.operationId } as FastifyContextConfig,
      ...(def?.bodyLimit ? { bodyLimit: def.bodyLimit } : {}),
      // @fastify/compress: no answer to compress (the handler did) and no request body to inflate.
      ...(def?.compressed ? { compress: false } : {}),
      ...(bodyless ? { decompress: false } : {}),
      ...(checksAccess ? { onRequest } : {}),
      // An optional body left out is validated (and handed over) as an empty object.
      preValidation: async (req) => {
        if (op.bodyOptional && (req.body === undefined || req.body === null)) req.body = {}
      },
      handler: async (req, reply) => {
        if (!def) throw new HttpError(501, NOT_BUILT)
        const user = req.authUser
        const ctx = {
          params: req.params,
          query: req.query,
          headers: req.headers,
          body: req.body,
          user,
          app,
          req,
          reply,
        } as HandlerContext<OperationId>
        return def.handler(ctx)
      },
    })
  }
}

async function userOf(app: FastifyInstance, req: FastifyRequest, auth: 'none' | 'optional' | 'required') {
  if (auth === 'none') return null
  const header = req.headers.authorization
  const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : ''
  if (!token) {
    if (auth === 'required') throw unauthorized('لطفا وارد حساب کاربری خود شوید')
    return null
  }
  try {
    const user: AuthUser = await authenticate(app.deps.tokens, token, req)
    return user
  } catch (error) {
    if (auth === 'required') throw error
    return null
  }
}

/** Fastify warns about schema keys that are present but undefined. */
function definedOnly<T extends object>(schema: T): Partial<T> {
  return Object.fromEntries(Object.entries(schema).filter(([, v]) => v !== undefined)) as Partial<T>
}

export { SHARED_SCHEMA_ID }
