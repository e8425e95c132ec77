// Starts the real server for API tests: on PGlite (in memory), and on a PostgreSQL database of
// its own when TEST_DATABASE_URL is set, each a copy of the run's migrated (or seeded) image
// (tests/setup/databases.ts). Clients are the generated SDK over HTTP.
import { rmSync, symlinkSync } from 'node:fs'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe } from 'vitest'
import { type ApiClient, createApiClient, type TokenStore, type Tokens } from '#sdk'
import type { LogSms } from '../../server/adapters/sms'
import { buildApp } from '../../server/app'
import { loadConfig } from '../../server/config'
import type { Db } from '../../server/db/client'
import { STORES } from '../../server/seed/data/stores'
import { generateMediaPool } from '../../server/seed/media/pool'
import { type DbKind, openTestDatabase, type Seed } from '../setup/databases'
import { buildOnce, scratchDir } from '../setup/run-dir'
import { validateResponses } from './contract-validator'

export type { DbKind, Seed }

export interface TestServer {
  app: FastifyInstance
  /** e.g. http://127.0.0.1:40123 */
  origin: string
  baseUrl: string
  sms: LogSms
  kind: DbKind
  close(): Promise<void>
}

/** The database kinds to run against: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const dbKinds: DbKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']

export interface ServerOptions {
  /** Start from the demo catalogue of this size (made once per run), its images linked in. */
  seed?: Seed
  /** The server's environment (describeEachDb; startServer takes it as its own argument) */
  env?: Record<string, string>
  /** Writes to the server's database before it starts: rows its first periodic sweep must find. */
  beforeStart?: (db: Db) => Promise<void>
  /** The notice delivery worker's clock (ms since the epoch): tests move it across fallbacks and quiet hours */
  clock?: () => number
}

/** The demo's image pool, rendered once per run and linked into each seeded server's DATA_DIR. */
const sharedMedia = () => buildOnce('media', async (dir) => void (await generateMediaPool(dir, STORES.length)))

export async function startServer(
  kind: DbKind,
  env: Record<string, string> = {},
  { seed, beforeStart, clock }: ServerOptions = {},
): Promise<TestServer> {
  const { database, close: closeDatabase } = await openTestDatabase(kind, seed)
  await beforeStart?.(database.db)
  const dataDir = env.DATA_DIR ?? scratchDir('data')
  if (seed && !env.DATA_DIR) symlinkSync(await sharedMedia(), join(dataDir, 'media'))
  const config = loadConfig({
    JWT_SECRET: 'test-secret-test-secret-test-secret',
    WEB_ROOT: '',
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'warn',
    ...env,
    DATA_DIR: dataDir,
  })
  const app = await buildApp(config, { database, logger: false, clock })
  validateResponses(app) // every answer is checked against the contract
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  const origin = `http://127.0.0.1:${port}`
  return {
    app,
    origin,
    baseUrl: `${origin}/api/v1`,
    sms: app.deps.sms as LogSms,
    kind,
    async close() {
      await app.close()
      await closeDatabase()
      if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** Runs a suite once per database kind with a server started for it. */
export function describeEachDb(
  name: string,
  suite: (ctx: () => TestServer) => void,
  options: ServerOptions = {},
): void {
  for (const kind of dbKinds) {
    describe(`${name} [${kind}]`, () => {
      let server: TestServer
      beforeAll(async () => {
        server = await startServer(kind, options.env, options)
      })
      afterAll(async () => {
        await server?.close()
      })
      suite(() => server)
    })
  }
}

export class MemoryTokens implements TokenStore {
  tokens: Tokens | null = null
  getAccessToken() {
    return this.tokens?.access_token ?? null
  }
  getRefreshToken() {
    return this.tokens?.refresh_token ?? null
  }
  setTokens(tokens: Tokens) {
    this.tokens = tokens
  }
  clear() {
    this.tokens = null
  }
}

let ipCounter = 1
/** A distinct client IP per test client, so the per-IP code limits do not couple tests. */
export function nextIp(): string {
  ipCounter += 1
  return `10.77.${(ipCounter >> 8) & 255}.${ipCounter & 255}`
}

let phoneCounter = Math.floor(Math.random() * 1_000_000)
/** A fresh mobile number for each test user. */
export function nextPhone(): string {
  phoneCounter += 1
  return `0935${String(phoneCounter).padStart(7, '0')}`
}

export interface TestClient {
  api: ApiClient
  tokens: MemoryTokens
  ip: string
  expired: number
  fetchCount: Record<string, number>
}

export function client(server: TestServer, ip = nextIp()): TestClient {
  const tokens = new MemoryTokens()
  const fetchCount: Record<string, number> = {}
  const c: TestClient = { api: undefined as unknown as ApiClient, tokens, ip, expired: 0, fetchCount }
  c.api = createApiClient({
    baseUrl: server.baseUrl,
    tokens,
    onSessionExpired: () => {
      c.expired += 1
    },
    fetch: (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init)
      request.headers.set('X-Forwarded-For', ip)
      const path = new URL(request.url).pathname
      fetchCount[path] = (fetchCount[path] ?? 0) + 1
      return fetch(request)
    },
  })
  return c
}

/** Signs a new user in with a one-time code read from the server's SMS adapter. */
export async function signIn(server: TestServer, phone = nextPhone(), c = client(server)): Promise<TestClient> {
  const sent = await c.api.POST('/auth/otp/request', { body: { phone } })
  if (sent.error) throw new Error(`otp request failed: ${JSON.stringify(sent.error)}`)
  const code = server.sms.lastCode(phone, 'login')
  if (!code) throw new Error('no code was sent')
  const { data, error } = await c.api.POST('/auth/otp/verify', { body: { phone, code } })
  if (!data) throw new Error(`otp verify failed: ${JSON.stringify(error)}`)
  c.tokens.setTokens(data)
  return c
}
