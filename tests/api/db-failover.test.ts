// The database blips (a failover, a restart, an idle timeout): the real server process, on
// PostgreSQL through a small TCP relay, loses its connections in the middle of a checkout burst.
// It must stay up, answer the requests caught in it with a Persian 503 and Retry-After, reconnect,
// serve the next request, and a keyed retry of each checkout must make exactly one purchase.
// /health says whether the database answers. PostgreSQL only: PGlite has no connections to lose.
// The process is the run's server build (tests/setup/server-build.ts).
import { rmSync } from 'node:fs'
import { createServer, type Server, type Socket, connect as tcpConnect } from 'node:net'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createApiClient, newIdempotencyKey, unwrap } from '#sdk'
import { type Database, openDatabase } from '../../server/db/client'
import { queryRows } from '../../server/db/rows'
import { DATABASE_UNAVAILABLE } from '../../server/plugins/errors'
import { PROCESS_POOL } from '../setup/databases'
import { scratchDir } from '../setup/run-dir'
import { type BuiltServer, databaseName, startBuiltServer } from '../setup/server-build'
import { makeAddress, makeOffer, makeStore, userIdOf } from './fixtures/shop'
import { MemoryTokens } from './harness'

const adminUrl = process.env.TEST_DATABASE_URL
const BUYERS = 30
const ROUNDS = 3
const STOCK = 1000
const FIXTURES_APP = 'rasteh-test-fixtures'
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** /health's status (0: no answer). */
const healthOf = (base: string) =>
  fetch(`${base}/health`).then(
    (r) => r.status,
    () => 0,
  )

/** /health's status once it answers 200, or its last status after `ms`. */
async function healthWithin(base: string, ms: number): Promise<number> {
  let status = 0
  await vi
    .waitFor(
      async () => {
        status = await healthOf(base)
        if (status !== 200) throw new Error(`health ${status}`)
      },
      { timeout: ms, interval: 50 },
    )
    .catch(() => undefined)
  return status
}

/** A TCP relay to PostgreSQL that can drop every connection and refuse new ones, like a failover. */
async function relay(target: { host: string; port: number }) {
  const pairs = new Set<[Socket, Socket]>()
  let down = false
  const server: Server = createServer((inbound) => {
    if (down) return inbound.destroy()
    const outbound = tcpConnect(target)
    const pair: [Socket, Socket] = [inbound, outbound]
    pairs.add(pair)
    const end = () => {
      inbound.destroy()
      outbound.destroy()
      pairs.delete(pair)
    }
    inbound.on('error', end).on('close', end)
    outbound.on('error', end).on('close', end)
    inbound.pipe(outbound).pipe(inbound)
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const address = server.address()
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    setDown(value: boolean) {
      down = value
      if (!value) return
      for (const [a, b] of pairs) {
        a.destroy()
        b.destroy()
      }
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  }
}

describe.skipIf(!adminUrl)('the server process when PostgreSQL drops its connections', () => {
  const name = databaseName('failover')
  let dataDir = ''
  let base = ''
  let admin: pg.Client
  let proxy: Awaited<ReturnType<typeof relay>>
  let server: BuiltServer
  /** The process's exit code once it has ended. */
  let exited: number | null | undefined
  const log = () => server.log()
  let fixtures: Database

  const dbUrl = (portOf: number, app?: string) => {
    const url = new URL(adminUrl as string)
    url.port = String(portOf)
    url.pathname = `/${name}`
    if (app) url.searchParams.set('application_name', app)
    return url.toString()
  }
  /**
   * Ends backends of the server's database from a separate admin connection: those inside a
   * transaction (a checkout holding its connection between two statements or waiting on one), or
   * every one.
   */
  const terminate = (inTransaction: boolean) =>
    admin.query(
      `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
        where datname = $1 and pid <> pg_backend_pid() and application_name <> $2 and ($3 = false or xact_start is not null)`,
      [name, FIXTURES_APP, inTransaction],
    )

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${name}`)
    const pgPort = Number(new URL(adminUrl as string).port || 5432)
    proxy = await relay({ host: new URL(adminUrl as string).hostname, port: pgPort })
    dataDir = scratchDir('failover')
    server = await startBuiltServer({
      ...process.env,
      DATABASE_URL: dbUrl(proxy.port),
      DATABASE_POOL_SIZE: PROCESS_POOL,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      WEB_ROOT: '',
      LOG_LEVEL: 'info',
      SEED_DEMO: 'false',
      TRUST_PROXY: 'true',
      JWT_SECRET: 'failover-secret-failover-secret-failover',
    })
    server.exited.then((code) => {
      exited = code
    })
    base = server.origin
    fixtures = await openDatabase({ databaseUrl: dbUrl(pgPort, FIXTURES_APP), poolSize: 4 })
  }, 120_000)

  afterAll(async () => {
    server?.child.kill('SIGKILL')
    await fixtures?.close()
    await proxy?.close()
    await admin?.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await admin?.end()
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  })

  async function signInBuyer(i: number) {
    const phone = `0936${String(4_000_000 + i).padStart(7, '0')}`
    const ip = `10.88.0.${i + 1}`
    const tokens = new MemoryTokens()
    const api = createApiClient({
      baseUrl: `${base}/api/v1`,
      tokens,
      fetch: (input: RequestInfo | URL, init?: RequestInit) => {
        const request = new Request(input, init)
        request.headers.set('X-Forwarded-For', ip)
        return fetch(request)
      },
    })
    await unwrap(api.POST('/auth/otp/request', { body: { phone } }))
    const smsLine = (log: string) => log.split('\n').find((l) => l.includes('"sms"') && l.includes(phone))
    await server.waitFor((log) => smsLine(log) !== undefined, 10_000, `the code for ${phone} in the log`)
    const line = smsLine(log())
    const code = line ? (JSON.parse(line).sms.code as string) : ''
    tokens.setTokens(await unwrap(api.POST('/auth/otp/verify', { body: { phone, code } })))
    return { api, userId: await userIdOf(fixtures.db, phone) }
  }

  it('stays up through dropped connections, answers 503 with Retry-After, and keyed retries buy once each', async () => {
    const db = fixtures.db
    const store = await makeStore(db)
    const offer = await makeOffer(db, store.id, 300_000, STOCK)
    const buyers: (Awaited<ReturnType<typeof signInBuyer>> & { addressId: number })[] = []
    for (let i = 0; i < BUYERS; i++) {
      const b = await signInBuyer(i)
      buyers.push({ ...b, addressId: await makeAddress(db, b.userId) })
    }
    const checkout = (b: (typeof buyers)[number], key: string) =>
      b.api.POST('/public/orders', {
        body: {
          address_id: b.addressId,
          shipping: [{ store_id: store.id, method: 'tipax' }],
          payment_method: 'online',
        },
        params: { header: { 'Idempotency-Key': key } },
      })

    let caught = 0
    let cuts = 0
    for (let round = 1; round <= ROUNDS; round++) {
      for (const b of buyers) {
        await unwrap(b.api.POST('/public/cart/items', { body: { product_store_id: offer.offerId, quantity: 1 } }))
      }
      const keys = buyers.map(() => newIdempotencyKey())
      // The burst, with every backend of the server's database ended again and again while it runs.
      let settled = false
      // A request the process never answers (it died) is null.
      const burst = Promise.all(buyers.map((b, i) => checkout(b, keys[i]).catch(() => null))).finally(() => {
        settled = true
      })
      // Mid-burst: the connections of checkouts in a transaction, again and again, and once all of them.
      let cut = 0
      await sleep(20)
      while (!settled) {
        cut += (await terminate(cut === 5)).rows[0].n
        await sleep(5)
      }
      cuts += cut
      const first = await burst
      // Still there: it answers (its /health may say the database is still reconnecting).
      expect(await healthOf(base), `the server process does not answer:\n${log().slice(-3000)}`).not.toBe(0)
      expect(exited, `the server process ended:\n${log().slice(-3000)}`).toBeUndefined()
      for (const r of first) {
        if (r === null) throw new Error('a checkout got no answer')
        if (r.response.status === 201) continue
        caught++
        expect(r.response.status).toBe(503)
        expect(r.response.headers.get('retry-after')).toMatch(/^\d+$/)
        expect((r.error as { detail: string }).detail).toBe(DATABASE_UNAVAILABLE)
      }

      // The next requests are served (once the pool has reconnected: a connection slot may take a
      // moment on a PostgreSQL shared with other tests), and each caught checkout, retried with its
      // key, buys once.
      expect(await healthWithin(base, 15_000)).toBe(200)
      for (const [i, b] of buyers.entries()) {
        let status = first[i]?.response.status
        for (let tries = 0; status !== 201 && tries < 10; tries++) {
          status = (await checkout(b, keys[i])).response.status
          if (status !== 201) await sleep(200)
        }
        expect(status).toBe(201)
      }
      const rows = await queryRows<{ user_id: number; n: number }>(
        db,
        sql`select user_id, count(*)::int as n from purchases group by user_id order by user_id`,
      )
      expect(rows.map((r) => r.n)).toEqual(buyers.map(() => round))
      const [stock] = await queryRows<{ stock: number; sold: number }>(
        db,
        sql`select stock, (select coalesce(sum(quantity), 0)::int from order_items where offer_id = ${offer.offerId})
          as sold from offers where id = ${offer.offerId}`,
      )
      expect(stock).toEqual({ stock: STOCK - BUYERS * round, sold: BUYERS * round })
    }
    expect(cuts, 'no backend was terminated').toBeGreaterThan(0)
    expect(caught, 'no checkout was caught by the cuts').toBeGreaterThan(0)
    expect(exited).toBeUndefined()
  }, 240_000)

  it('/health reports the database down (503) and up again once it answers; requests meanwhile get 503', async () => {
    proxy.setDown(true)
    const health = await fetch(`${base}/health`)
    expect(health.status).toBe(503)
    expect(health.headers.get('retry-after')).toMatch(/^\d+$/)
    const body = await health.json()
    expect(body).toMatchObject({ status: 'unavailable', database: 'postgres', database_state: 'down' })
    expect(body.detail).toMatch(/پایگاه داده/)
    const list = await fetch(`${base}/api/v1/public/products`)
    expect(list.status).toBe(503)
    expect((await list.json()).detail).toBe(DATABASE_UNAVAILABLE)

    proxy.setDown(false)
    expect(await healthWithin(base, 15_000)).toBe(200)
    const up = await fetch(`${base}/health`)
    expect(await up.json()).toMatchObject({ status: 'ok', database: 'postgres', database_state: 'up' })
    expect((await fetch(`${base}/api/v1/public/products`)).status).toBe(200)
    expect(exited).toBeUndefined()
  }, 60_000)
})
