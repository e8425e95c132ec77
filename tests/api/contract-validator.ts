// Replays every answer the API tests receive against the contract, as a validating proxy would:
// the status must be one the operation declares, and the JSON body must match that status's
// schema. A mismatch fails the test that caused it (afterEach), naming the operation, the
// status and the schema error, so the contract cannot drift from what the server really sends.
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { afterEach } from 'vitest'
import { type Contract, loadContract } from '../../server/contract/load'
import { NOT_BUILT } from '../../server/contract/register'

type Json = Record<string, unknown>

export interface Violation {
  operationId: string
  method: string
  url: string
  status: number
  problem: string
}

/** One checker per contract: compiled schemas are cached per operation and status. */
export class ContractValidator {
  private readonly ajv: Ajv2020
  private readonly ops = new Map<string, { responses: Json }>()
  private readonly compiled = new Map<string, ValidateFunction | null>()
  private readonly auth = new Map<string, 'none' | 'optional' | 'required'>()

  constructor(private readonly contract: Contract = loadContract()) {
    this.ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true })
    addFormats(this.ajv)
    for (const op of contract.operations) this.auth.set(op.operationId, op.auth)
    // The whole document is one schema, so `#/components/...` refs resolve inside it.
    this.ajv.addSchema({ $id: 'contract', components: (contract.doc.components ?? {}) as Json })
    for (const item of Object.values((contract.doc.paths ?? {}) as Record<string, Json>)) {
      for (const op of Object.values(item)) {
        const operation = op as Json
        if (typeof operation?.operationId !== 'string') continue
        this.ops.set(operation.operationId, { responses: (operation.responses ?? {}) as Json })
      }
    }
  }

  /** A validating proxy refuses a token where the operation's security (`[{}]`) allows none. */
  checkRequest(operationId: string, sentToken: boolean): string | null {
    return sentToken && this.auth.get(operationId) === 'none' ? 'a token was sent, but the security allows none' : null
  }

  /** The problem with this answer, or null when the contract allows it (body null: a stream, not read). */
  check(operationId: string, status: number, contentType: string | undefined, body: string | null): string | null {
    const op = this.ops.get(operationId)
    if (!op) return `operation ${operationId} is not in the contract`
    // A pending operation answers 501 until its issue builds it (tests/api/contract-pending.txt).
    if (status === 501 && body?.includes(NOT_BUILT)) return null
    const declared = (op.responses[String(status)] ?? op.responses[`${String(status)[0]}XX`]) as Json | undefined
    if (!declared) return `status ${status} is not declared (declared: ${Object.keys(op.responses).join(', ')})`
    const validate = this.validatorFor(
      operationId,
      String(status) in op.responses ? String(status) : `${String(status)[0]}XX`,
    )
    if (!validate || body === null) return null // no JSON body declared (204, a redirect, a file)
    if (!contentType?.includes('application/json'))
      return `declares a JSON body, sent ${contentType ?? 'no content type'}`
    let parsed: unknown
    try {
      parsed = JSON.parse(body)
    } catch {
      return 'the body is not JSON'
    }
    if (validate(parsed)) return null
    const error = validate.errors?.[0]
    return `body does not match: ${error?.instancePath || '(root)'} ${error?.message} ${JSON.stringify(error?.params)}`
  }

  private validatorFor(operationId: string, status: string): ValidateFunction | null {
    const key = `${operationId} ${status}`
    if (!this.compiled.has(key)) {
      const op = this.ops.get(operationId) as { responses: Json }
      const response = this.deref(op.responses[status] as Json)
      const content = response.content as Record<string, Json> | undefined
      const schema = content?.['application/json']?.schema as Json | undefined
      this.compiled.set(key, schema ? this.ajv.compile(this.anchored(schema)) : null)
    }
    return this.compiled.get(key) ?? null
  }

  /** Follows a `#/components/responses/X` reference to the response object. */
  private deref(node: Json): Json {
    let current = node
    while (typeof current.$ref === 'string') {
      current = current.$ref
        .slice(2)
        .split('/')
        .reduce<Json>((acc, k) => acc[k] as Json, this.contract.doc)
    }
    return current
  }

  /** Points local refs at the registered document. */
  private anchored<T>(node: T): T {
    if (Array.isArray(node)) return node.map((n) => this.anchored(n)) as T
    if (node && typeof node === 'object') {
      const out: Json = {}
      for (const [k, v] of Object.entries(node)) {
        out[k] = k === '$ref' && typeof v === 'string' && v.startsWith('#/') ? `contract${v}` : this.anchored(v)
      }
      return out as T
    }
    return node
  }
}

const violations: Violation[] = []
let checked = 0
let shared: ContractValidator | undefined

/** Checks every answer of this app's contract operations; the harness calls it once per server. */
export function validateResponses(app: FastifyInstance): void {
  shared ??= new ContractValidator()
  const validator = shared
  app.addHook('onSend', async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const operationId = (req.routeOptions.config as { operationId?: string } | undefined)?.operationId
    if (!operationId || req.method === 'HEAD') return payload
    // Cached public answers leave their handler compressed already (server/lib/cached-json.ts).
    const encoding = reply.getHeader('content-encoding')
    const bytes =
      Buffer.isBuffer(payload) && encoding === 'br'
        ? brotliDecompressSync(payload)
        : Buffer.isBuffer(payload) && encoding === 'gzip'
          ? gunzipSync(payload)
          : payload
    const body = typeof bytes === 'string' ? bytes : Buffer.isBuffer(bytes) ? bytes.toString('utf8') : null
    const contentType = reply.getHeader('content-type')
    checked += 1
    const problem =
      validator.checkRequest(operationId, Boolean(req.headers.authorization)) ??
      validator.check(operationId, reply.statusCode, contentType?.toString(), body)
    if (problem) violations.push({ operationId, method: req.method, url: req.url, status: reply.statusCode, problem })
    return payload
  })
}

/** How many answers were checked so far (the validator's own test proves it sees the traffic). */
export function checkedCount(): number {
  return checked
}

/** The violations seen since the last call, emptied. */
export function takeViolations(): Violation[] {
  return violations.splice(0)
}

export function describeViolations(list: Violation[]): string {
  return list.map((v) => `${v.operationId} (${v.method} ${v.url}) answered ${v.status}: ${v.problem}`).join('\n')
}

// Registered at import, so every API test file that uses the harness fails the test whose
// traffic broke the contract.
afterEach(() => {
  const found = takeViolations()
  if (found.length) throw new Error(`Answers that break the contract:\n${describeViolations(found)}`)
})
