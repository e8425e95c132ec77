// Several server processes on one PostgreSQL (issue 16): two real processes of server/main.ts on
// one fresh database, each on its own port, requests spread over both. A change made through one
// is served by the other at once (LISTEN/NOTIFY empties its caches), limits and stock hold across
// them (they live in the database), the periodic jobs run in one of them, and when one is killed
// the other keeps serving and takes the jobs over. Then the cluster runner (`npm start --
// --processes N`). PostgreSQL only: PGlite is one process's own database. The processes are the
// run's server build (tests/setup/server-build.ts).
import { rmSync } from 'node:fs'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, createApiClient, newIdempotencyKey, unwrap } from '#sdk'
import { type Database, openDatabase } from '../../server/db/client'
import { queryRows } from '../../server/db/rows'
import { offers } from '../../server/db/schema/index'
import { OTP_SENDS_PER_MINUTE } from '../../server/modules/auth/otp'
import { startSession } from '../../server/modules/auth/tokens'
import { refreshProductSummaries } from '../../server/modules/catalog/summary'
import { PROCESS_POOL } from '../setup/databases'
import { scratchDir } from '../setup/run-dir'
import { type BuiltServer, databaseName, RUNNING, type ServerEntry, startBuiltServer } from '../setup/server-build'
import { makeAddress, makeOffer, makeStore } from './fixtures/shop'
import { MemoryTokens, nextIp, nextPhone } from './harness'

const adminUrl = process.env.TEST_DATABASE_URL
const SECRET = 'processes-secret-processes-secret-processes'
const dbName = databaseName('procs')
/** The processes' DATA_DIR (media placeholders), made in beforeAll so a skipped run leaves nothing. */
let dataDir = ''

interface Server extends BuiltServer {
  name: string
}

function databaseUrl(): string {
  const url = new URL(adminUrl as string)
  url.pathname = `/${dbName}`
  return url.toString()
}

/** Resolves once `check` holds, trying it every 50 ms; rejects after `ms`. */
async function waitFor(check: () => Promise<boolean> | boolean, ms: number, what: string): Promise<void> {
  const deadline = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out: ${what}`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

const healthy = (origin: string) =>
  fetch(`${origin}/health`).then(
    (r) => r.ok,
    () => false,
  )

/** A server process (main, or the cluster runner) on the shared database, once it is running. */
async function spawnServer(name: string, entry: ServerEntry = 'main', args: string[] = []): Promise<Server> {
  const server = await startBuiltServer(
    {
      ...process.env,
      DATABASE_URL: databaseUrl(),
      DATABASE_POOL_SIZE: PROCESS_POOL,
      HOST: '127.0.0.1',
      WEB_ROOT: '',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      JWT_SECRET: SECRET,
      TRUST_PROXY: 'true',
      DATA_DIR: dataDir,
      SWEEP_INTERVAL_SECONDS: '1',
    },
    { entry, args },
  )
  return { ...server, name }
}

function api(server: Server, tokens = new MemoryTokens(), ip = nextIp()): ApiClient {
  return createApiClient({
    baseUrl: `${server.origin}/api/v1`,
    tokens,
    fetch: (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init)
      request.headers.set('X-Forwarded-For', ip)
      return fetch(request)
    },
  })
}

const LEADS = 'periodic jobs: this process leads'
const leads = (s: Server) => s.log().includes(LEADS)

describe.skipIf(!adminUrl)('two server processes on one PostgreSQL', () => {
  let database: Database
  const db = () => database.db
  let a: Server
  let b: Server
  let cluster: Server | undefined

  /** A signed-in customer (session written straight into the database) with an address. */
  async function customer() {
    const [user] = await queryRows<{ id: number }>(
      db(),
      sql`insert into users (phone) values (${nextPhone()}) returning id`,
    )
    const tokens = new MemoryTokens()
    tokens.setTokens(await startSession({ db: db(), secret: SECRET, accessTtl: 3600, refreshTtl: 3600 }, user.id))
    return { tokens, ip: nextIp(), addressId: await makeAddress(db(), user.id) }
  }

  beforeAll(async () => {
    dataDir = scratchDir('processes')
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${dbName}`)
    await admin.end()
    database = await openDatabase({ databaseUrl: databaseUrl(), poolSize: 10 })
    await database.migrate()
    ;[a, b] = await Promise.all([spawnServer('A'), spawnServer('B')])
  }, 180_000)

  afterAll(async () => {
    a?.child.kill('SIGKILL')
    b?.child.kill('SIGKILL')
    // The cluster's primary stops its workers on SIGTERM (a killed primary's workers exit too).
    cluster?.child.kill('SIGTERM')
    if (cluster) await Promise.race([cluster.exited, new Promise((r) => setTimeout(r, 15_000))])
    await database?.close()
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`)
    await admin.end()
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  }, 60_000)

  /** The first test's sale: its order, the selling store's owner and the product's category. */
  let sale: { orderId: number; storeId: number; ownerId: number; productId: number; category: number } | undefined

  /** The product's price in process server's list of its category, once it is `want` (or after 1 s). */
  async function priceWithin1s(server: Server, productId: number, category: number, want: number) {
    const priceOn = async () => {
      const page = await unwrap(api(server).GET('/public/products', { params: { query: { category } } }))
      return page.items.find((p) => p.id === productId)?.price
    }
    const since = Date.now()
    let price = await priceOn()
    while (price !== want && Date.now() - since < 1000) {
      await new Promise((r) => setTimeout(r, 50))
      price = await priceOn()
    }
    return price
  }

  it('a price changed through one process is served by the other within a second', async () => {
    // A product sold by two stores: 100,000 with one left, and 150,000. Selling the last cheap
    // unit through A changes the product's price to 150,000 (the only API write that changes a
    // price today: seller price edits still answer 501).
    const cheapStore = await makeStore(db())
    const dearStore = await makeStore(db())
    const cheap = await makeOffer(db(), cheapStore.id, 100_000, 1)
    await db().insert(offers).values({ productId: cheap.productId, storeId: dearStore.id, price: 150_000, stock: 5 })
    await refreshProductSummaries(db(), [cheap.productId])
    const [{ category_id: category }] = await queryRows<{ category_id: number }>(
      db(),
      sql`select category_id from products where id = ${cheap.productId}`,
    )
    const priceOn = async (server: Server) => {
      const page = await unwrap(api(server).GET('/public/products', { params: { query: { category } } }))
      return page.items.find((p) => p.id === cheap.productId)?.price
    }
    // B has the list in its cache now (the answer is kept 30 s).
    expect(await priceOn(b)).toBe(100_000)
    expect(await priceOn(b)).toBe(100_000)

    const buyer = await customer()
    const onA = api(a, buyer.tokens, buyer.ip)
    await unwrap(onA.POST('/public/cart/items', { body: { product_store_id: cheap.offerId, quantity: 1 } }))
    await unwrap(
      onA.POST('/public/orders', {
        body: {
          address_id: buyer.addressId,
          shipping: [{ store_id: cheapStore.id, method: 'tipax' }],
          payment_method: 'online',
        },
        params: { header: { 'Idempotency-Key': newIdempotencyKey() } },
      }),
    )
    expect(
      await priceWithin1s(b, cheap.productId, category, 150_000),
      'the price B serves a second after the sale through A',
    ).toBe(150_000)
    expect(await priceOn(a)).toBe(150_000)
    const [order] = await queryRows<{ id: number }>(
      db(),
      sql`select id from orders where store_id = ${cheapStore.id} and status = 'pending_payment'`,
    )
    sale = {
      orderId: order.id,
      storeId: cheapStore.id,
      ownerId: cheapStore.ownerId,
      productId: cheap.productId,
      category,
    }
  }, 60_000)

  it('a change committed in a transaction through one process (a seller cancels the order) shows in the other', async () => {
    if (!sale) throw new Error('needs the sale of the test before')
    const { orderId, storeId, ownerId, productId, category } = sale
    // B caches the list with the raised price; the cancellation through B's neighbour A gives the
    // cheap unit back inside the status change's transaction, so the message goes at its commit.
    expect(await priceWithin1s(b, productId, category, 150_000)).toBe(150_000)
    const owner = new MemoryTokens()
    owner.setTokens(await startSession({ db: db(), secret: SECRET, accessTtl: 3600, refreshTtl: 3600 }, ownerId))
    await unwrap(
      api(a, owner).PUT('/orders/{id}/status', {
        params: { path: { id: orderId }, query: { store_id: storeId } },
        body: { status: 'cancelled' },
      }),
    )
    expect(await priceWithin1s(b, productId, category, 100_000), 'B, a second after the cancellation').toBe(100_000)
    expect(await priceWithin1s(a, productId, category, 100_000), 'A itself').toBe(100_000)
  }, 60_000)

  it('a burst of code requests for one phone spread over both sends no more than the limit', async () => {
    const phone = nextPhone()
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => api(i % 2 ? b : a).POST('/auth/otp/request', { body: { phone } })),
    )
    const statuses = results.map((r) => r.response.status)
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(OTP_SENDS_PER_MINUTE)
    expect(statuses.filter((s) => s !== 200 && s !== 429)).toEqual([])
    const [{ n }] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from otp_codes where phone = ${phone}`,
    )
    expect(n).toBeLessThanOrEqual(OTP_SENDS_PER_MINUTE)
  }, 60_000)

  it('the discount-code check limit (20 in 10 minutes per customer) holds over both processes', async () => {
    const store = await makeStore(db())
    const offer = await makeOffer(db(), store.id, 250_000, 5)
    const buyer = await customer()
    const [onA, onB] = [api(a, buyer.tokens, buyer.ip), api(b, buyer.tokens, buyer.ip)]
    await unwrap(onA.POST('/public/cart/items', { body: { product_store_id: offer.offerId, quantity: 1 } }))
    const cart = await unwrap(onA.GET('/public/cart'))
    // 30 guesses at once, half through each process: a limit counted per process would let all in.
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        (i % 2 ? onB : onA).GET('/discounts/carts/{cart_id}', {
          params: { path: { cart_id: cart.id }, query: { discount_code: `GUESS${i}` } },
        }),
      ),
    )
    const statuses = results.map((r) => r.response.status)
    expect(statuses.filter((s) => s === 200).length).toBe(20)
    expect(statuses.filter((s) => s === 429).length).toBe(10)
  }, 60_000)

  it('50 concurrent checkouts of a stock of 5 spread over both sell exactly 5', async () => {
    const store = await makeStore(db())
    const offer = await makeOffer(db(), store.id, 250_000, 5)
    const buyers = await Promise.all(Array.from({ length: 50 }, () => customer()))
    const clients = buyers.map((c, i) => api(i % 2 ? b : a, c.tokens, c.ip))
    // Setup, not the subject: on a loaded machine a pool can wait past its connect timeout and
    // answer 503 with Retry-After; a client tries again, and so does this (a few times at most).
    const fillCart = async (c: ApiClient) => {
      for (let attempt = 1; ; attempt++) {
        const res = await c.POST('/public/cart/items', { body: { product_store_id: offer.offerId, quantity: 1 } })
        if (res.response.status !== 503 || attempt === 3) return unwrap(Promise.resolve(res))
        await new Promise((r) => setTimeout(r, 1000))
      }
    }
    await Promise.all(clients.map(fillCart))
    const results = await Promise.all(
      clients.map((c, i) =>
        c.POST('/public/orders', {
          body: {
            address_id: buyers[i].addressId,
            shipping: [{ store_id: store.id, method: 'tipax' }],
            payment_method: 'online',
          },
          params: { header: { 'Idempotency-Key': newIdempotencyKey() } },
        }),
      ),
    )
    const statuses = results.map((r) => r.response.status)
    expect(statuses.filter((s) => s === 201)).toHaveLength(5)
    expect(statuses.filter((s) => s === 409)).toHaveLength(45)
    const [row] = await queryRows<{ stock: number; sold: number }>(
      db(),
      sql`select o.stock, (select coalesce(sum(quantity), 0)::int from order_items i where i.offer_id = o.id) as sold
        from offers o where o.id = ${offer.offerId}`,
    )
    expect(row).toEqual({ stock: 0, sold: 5 })
    // 50 requests at once, and each process kept its pool to DATABASE_POOL_SIZE (this file's: 10);
    // the listeners and the jobs lock hold connections of their own, named rasteh-….
    const [open] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from pg_stat_activity
        where datname = ${dbName} and application_name not like 'rasteh-%'`,
    )
    expect(open.n).toBeLessThanOrEqual(10 + 2 * Number(PROCESS_POOL))
  }, 90_000)

  it('one Idempotency-Key sent to both processes at once makes one purchase', async () => {
    const store = await makeStore(db())
    const offer = await makeOffer(db(), store.id, 300_000, 10)
    const buyer = await customer()
    await unwrap(
      api(a, buyer.tokens, buyer.ip).POST('/public/cart/items', {
        body: { product_store_id: offer.offerId, quantity: 1 },
      }),
    )
    const key = newIdempotencyKey()
    const results = await Promise.all(
      [a, b, a, b].map((server) =>
        api(server, buyer.tokens, buyer.ip).POST('/public/orders', {
          body: {
            address_id: buyer.addressId,
            shipping: [{ store_id: store.id, method: 'tipax' }],
            payment_method: 'online',
          },
          params: { header: { 'Idempotency-Key': key } },
        }),
      ),
    )
    expect(results.map((r) => r.response.status)).toEqual([201, 201, 201, 201])
    expect(new Set(results.map((r) => r.data?.id)).size).toBe(1)
    const [row] = await queryRows<{ stock: number; purchases: number }>(
      db(),
      sql`select o.stock, (select count(distinct i.order_id)::int from order_items i where i.offer_id = o.id) as purchases
        from offers o where o.id = ${offer.offerId}`,
    )
    expect(row).toEqual({ stock: 9, purchases: 1 })
  }, 60_000)

  it('a catalogue item inserted, renamed or deleted by SQL is searched accordingly by both processes at once', async () => {
    // search/fast answers from each process's token index (decision 022): the table's trigger
    // NOTIFYs both, and a search first makes sure it has heard every change committed before it.
    const [category] = await queryRows<{ id: number }>(
      db(),
      sql`insert into categories (slug, name_fa, level) values ('procs-kitchen', 'آشپزخانه', 1) returning id`,
    )
    const find = async (server: Server, query: string) => {
      const catalogue = createApiClient({ baseUrl: `${server.origin}/catalogue` })
      const found = await unwrap(catalogue.GET('/products/search/fast', { params: { query: { query } } }))
      return found.items.map((i) => i.id)
    }
    expect([await find(a, 'سماورک'), await find(b, 'سماورک')]).toEqual([[], []]) // cached empty in both
    const [item] = await queryRows<{ id: number }>(
      db(),
      sql`insert into catalogue_items (name_fa, category_id, search_text)
        values ('سماورک برقی', ${category.id}, 'سماورک برقی آشپزخانه') returning id`,
    )
    expect([await find(a, 'سماورک'), await find(b, 'سماورک')]).toEqual([[item.id], [item.id]])
    await db().execute(sql`update catalogue_items set name_fa = 'کتری‌ک برقی', search_text = 'کتری ک برقی آشپزخانه'
      where id = ${item.id}`)
    expect([await find(b, 'سماورک'), await find(a, 'سماورک')]).toEqual([[], []])
    expect([await find(b, 'کتری‌ک'), await find(a, 'کتری ک')]).toEqual([[item.id], [item.id]])
    await db().execute(sql`delete from catalogue_items where id = ${item.id}`)
    expect([await find(a, 'کتری ک'), await find(b, 'کتری ک')]).toEqual([[], []])
  }, 60_000)

  it('runs the periodic jobs in one process; when that one is killed mid-burst the other serves and takes them over', async () => {
    await Promise.any(
      [a, b].map((s) => s.waitFor((log) => log.includes(LEADS), 10_000, 'a process leads the periodic jobs')),
    )
    expect(leads(a) && leads(b), 'both processes lead').toBe(false)
    const [leader, survivor] = leads(a) ? [a, b] : [b, a]

    const store = await makeStore(db())
    const offer = await makeOffer(db(), store.id, 120_000, 1000)
    const buyers = await Promise.all(Array.from({ length: 20 }, () => customer()))
    const statuses: Record<string, number[]> = { [leader.name]: [], [survivor.name]: [] }
    // Each buyer loops on both processes: list pages and a checkout, until a second after the kill.
    let until = Number.POSITIVE_INFINITY
    const burst = buyers.map(async (buyer, i) => {
      const server = i % 2 ? leader : survivor
      const c = api(server, buyer.tokens, buyer.ip)
      let bought = false
      while (Date.now() < until) {
        try {
          let status: number
          if (!bought) {
            await unwrap(c.POST('/public/cart/items', { body: { product_store_id: offer.offerId, quantity: 1 } }))
            const r = await c.POST('/public/orders', {
              body: {
                address_id: buyer.addressId,
                shipping: [{ store_id: store.id, method: 'tipax' }],
                payment_method: 'online',
              },
              params: { header: { 'Idempotency-Key': newIdempotencyKey() } },
            })
            status = r.response.status
            bought = status === 201
          } else {
            status = (await c.GET('/public/products', { params: { query: { limit: 5 } } })).response.status
          }
          statuses[server.name].push(status)
        } catch {
          // The killed process drops its connections; only its requests may fail.
          statuses[server.name].push(-1)
          await new Promise((r) => setTimeout(r, 20))
        }
      }
    })
    // The kill comes mid-burst: once both processes have answered each of their buyers a few times.
    await waitFor(
      () => statuses[leader.name].length >= 30 && statuses[survivor.name].length >= 30,
      30_000,
      'the burst is under way on both processes',
    )
    leader.child.kill('SIGKILL')
    await leader.exited
    until = Date.now() + 1000
    await Promise.all(burst)

    const survived = statuses[survivor.name]
    expect(survived.length).toBeGreaterThan(10)
    expect(survived.filter((s) => s !== 200 && s !== 201)).toEqual([])
    expect(statuses[leader.name]).toContain(-1)
    expect(await healthy(survivor.origin)).toBe(true)
    await survivor.waitFor((log) => log.includes(LEADS), 10_000, 'the survivor takes the periodic jobs over')
    const [row] = await queryRows<{ stock: number; sold: number }>(
      db(),
      sql`select o.stock, (select coalesce(sum(quantity), 0)::int from order_items i where i.offer_id = o.id) as sold
        from offers o where o.id = ${offer.offerId}`,
    )
    expect(row.stock + row.sold).toBe(1000)
  }, 90_000)

  it('npm start -- --processes 2: the cluster runner starts two, replaces a killed one, and stops on SIGTERM', async () => {
    const started = await spawnServer('cluster', 'cluster', ['2'])
    cluster = started
    const runningPids = (log = started.log()) =>
      new Set(
        log
          .split('\n')
          .filter((l) => l.includes(RUNNING))
          .map((l) => JSON.parse(l).pid as number),
      )
    await started.waitFor(
      (log) => runningPids(log).size === 2 && log.includes('2 server processes are running'),
      120_000,
      'both processes start',
    )
    const pids = [...runningPids()]
    expect(pids).toHaveLength(2)
    process.kill(pids[1], 'SIGKILL')
    await started.waitFor((log) => runningPids(log).size === 3, 120_000, 'a third process replaces the killed one')
    expect(await healthy(started.origin)).toBe(true)
    started.child.kill('SIGTERM')
    expect(await started.exited).toBe(0)
  }, 300_000)
})
