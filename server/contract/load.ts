// Reads the bundled contract (openapi/openapi.yaml) and turns each operation into what Fastify
// needs: method, URL, request validation schemas and 2xx response schemas. Component schemas are
// registered once as a shared schema with $id 'rasteh', and operation schemas point into it.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import YAML from 'yaml'

export const CONTRACT_FILE = fileURLToPath(new URL('../../openapi/openapi.yaml', import.meta.url))
export const SHARED_SCHEMA_ID = 'rasteh'
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const

type Json = Record<string, unknown>

export interface ContractOperation {
  operationId: string
  method: Uppercase<(typeof METHODS)[number]>
  /** The path as the contract writes it, e.g. /categories/{id}/ */
  path: string
  /** The Fastify URL, e.g. /api/v1/categories/:id */
  url: string
  /** none: public; optional: a token is used when sent; required: 401 without one */
  auth: 'none' | 'optional' | 'required'
  schema: { params?: Json; querystring?: Json; headers?: Json; body?: Json; response?: Record<string, Json> }
  /** The request body may be left out (requestBody.required is not true): absent, it reads as {} */
  bodyOptional: boolean
}

export interface Contract {
  doc: Json
  sharedSchema: Json
  operations: ContractOperation[]
}

let cached: Contract | undefined

export function loadContract(file = CONTRACT_FILE): Contract {
  if (cached && file === CONTRACT_FILE) return cached
  const doc = YAML.parse(readFileSync(file, 'utf8')) as Json
  const components = (doc.components ?? {}) as Json
  const sharedSchema = { $id: SHARED_SCHEMA_ID, components: { schemas: components.schemas ?? {} } }
  const basePath = serverUrl(doc.servers) ?? '/api/v1'
  const operations: ContractOperation[] = []
  for (const [path, rawItem] of Object.entries((doc.paths ?? {}) as Record<string, Json>)) {
    const prefix = serverUrl(rawItem.servers) ?? basePath
    const shared = (rawItem.parameters as Json[] | undefined) ?? []
    for (const method of METHODS) {
      const op = rawItem[method] as Json | undefined
      if (!op) continue
      const params = [...shared, ...((op.parameters as Json[]) ?? [])].map((p) => resolve(doc, p))
      operations.push({
        operationId: String(op.operationId),
        method: method.toUpperCase() as ContractOperation['method'],
        path,
        url: prefix + toFastifyPath(path),
        auth: authOf((op.security ?? doc.security) as Json[] | undefined),
        schema: {
          params: paramSchema(params, 'path'),
          querystring: paramSchema(params, 'query'),
          headers: paramSchema(params, 'header'),
          body: bodySchema(doc, op.requestBody as Json | undefined),
          response: responseSchemas(doc, op.responses as Json | undefined),
        },
        bodyOptional: !!op.requestBody && resolve(doc, op.requestBody as Json).required !== true,
      })
    }
  }
  const contract = { doc, sharedSchema, operations }
  if (file === CONTRACT_FILE) cached = contract
  return contract
}

function serverUrl(servers: unknown): string | undefined {
  const first = Array.isArray(servers) ? (servers[0] as Json | undefined) : undefined
  return typeof first?.url === 'string' ? first.url.replace(/\/$/, '') : undefined
}

/** `/categories/{id}/` → `/categories/:id` (Fastify ignores the trailing slash). */
export function toFastifyPath(path: string): string {
  const converted = path.replace(/\{([^}]+)\}/g, ':$1')
  return converted.length > 1 ? converted.replace(/\/$/, '') : converted
}

function authOf(security: Json[] | undefined): ContractOperation['auth'] {
  if (!security || security.length === 0) return 'none'
  const anonymous = security.some((s) => Object.keys(s).length === 0)
  const bearer = security.some((s) => 'bearerAuth' in s)
  if (bearer && !anonymous) return 'required'
  return bearer ? 'optional' : 'none'
}

function resolve(doc: Json, node: Json): Json {
  let current = node
  while (typeof current.$ref === 'string' && current.$ref.startsWith('#/')) {
    current = current.$ref
      .slice(2)
      .split('/')
      .reduce<Json>((acc, key) => acc[key.replace(/~1/g, '/').replace(/~0/g, '~')] as Json, doc)
  }
  return current
}

/** Point component refs at the shared schema so Ajv and the serializer resolve them. */
function shareRefs<T>(node: T): T {
  if (Array.isArray(node)) return node.map(shareRefs) as T
  if (node && typeof node === 'object') {
    const out: Json = {}
    for (const [k, v] of Object.entries(node)) {
      out[k] = k === '$ref' && typeof v === 'string' && v.startsWith('#/') ? `${SHARED_SCHEMA_ID}${v}` : shareRefs(v)
    }
    return out as T
  }
  return node
}

function paramSchema(params: Json[], where: 'path' | 'query' | 'header'): Json | undefined {
  const mine = params.filter((p) => p.in === where)
  if (mine.length === 0) return undefined
  const properties: Json = {}
  const required: string[] = []
  for (const p of mine) {
    const name = where === 'header' ? String(p.name).toLowerCase() : String(p.name)
    properties[name] = shareRefs({ ...(p.schema as Json), ...(p.description ? { description: p.description } : {}) })
    if (p.required || where === 'path') required.push(name)
  }
  return { type: 'object', properties, ...(required.length ? { required } : {}) }
}

function bodySchema(doc: Json, body: Json | undefined): Json | undefined {
  if (!body) return undefined
  const content = resolve(doc, body).content as Record<string, Json> | undefined
  const json = content?.['application/json']?.schema as Json | undefined
  return json ? shareRefs(json) : undefined
}

function responseSchemas(doc: Json, responses: Json | undefined): Record<string, Json> | undefined {
  if (!responses) return undefined
  const out: Record<string, Json> = {}
  for (const [status, raw] of Object.entries(responses)) {
    if (!/^2\d\d$/.test(status)) continue
    const content = resolve(doc, raw as Json).content as Record<string, Json> | undefined
    const schema = content?.['application/json']?.schema as Json | undefined
    if (schema) out[status] = shareRefs(schema)
  }
  return Object.keys(out).length ? out : undefined
}
