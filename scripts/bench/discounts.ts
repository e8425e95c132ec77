// npm run bench:discounts [-- --products N --discounts D --codes C --rounds R --seconds S --fresh]
// Issue 14: do many discounts slow the catalogue or checkout? On the demo catalogue (bench:catalog's
// database, seeded once), rounds alternate between the catalogue as seeded ("plain") and the same
// with D more active discounts (1,000 by default: automatic ones, each linked to 10 products of its
// store, and 100 of them behind C codes, 10,000 by default) — interleaved, the order flipping each
// round, so the machine's drift falls on both alike. Each round sets its state, refreshes the
// linked products' summaries, starts a fresh server, warms it up and measures: product list pages
// (as bench:catalog) at 50 connections, store pages (`public/products?store_id=`, priced live per
// offer) at 50, product pages at 50, and checkouts of 2-item carts from discounted products at 8.
// Prints each run, then the medians of each state and their ratio; writes tmp/bench-discounts.json.
import { randomUUID } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import pg from 'pg'
import { openDatabase } from '../../server/db/client'
import { signAccess } from '../../server/modules/auth/tokens'
import { refreshProductSummaries } from '../../server/modules/catalog/summary'
import { numberArg as arg } from './args.mjs'
import { ensureCatalogDatabase } from './catalog-db'
import { type LoadResult, runLoad } from './load'
import { benchDatabase, startBenchServer } from './server'

const PRODUCTS = arg('products', 100_000)
const DISCOUNTS = arg('discounts', 1_000)
const CODES = arg('codes', 10_000)
const ROUNDS = arg('rounds', 3)
const SECONDS = arg('seconds', 8)
const FRESH = process.argv.includes('--fresh')
const PORT = arg('port', 8394)
const SECRET = 'bench-secret-bench-secret-bench-secret'
const CUSTOMERS = 30_000
const MARK = 'bench-discount' // the name of every discount this bench adds

const bench = benchDatabase(`rasteh_bench_${PRODUCTS}`)

interface World {
  storeIds: number[]
  productIds: number[]
  categoryIds: number[]
  linked: number[]
  offers: { id: number; storeId: number }[]
  customers: { token: string; addressId: number; cartStores: number[] }[]
}

async function withClient<T>(run: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: bench.url })
  await c.connect()
  try {
    return await run(c)
  } finally {
    await c.end()
  }
}

/**
 * The products the discounts link: 10 offered products per discount, taken store by store so each
 * discount's links are its own store's. Their offers get ample stock for the checkouts, in both
 * states alike.
 */
async function prepare(): Promise<World> {
  return withClient(async (c) => {
    await c.query(`delete from discounts where name = $1`, [MARK])
    const stores = await c.query<{ id: number }>(
      // Not the seller bench's own store (bench-seller): its offers are rewritten by bench:seller,
      // which orders referring to them would stop.
      `select s.id from stores s where s.verified and s.slug not like 'bench-%'
         and exists (select 1 from offers o where o.store_id = s.id)
         and s.shipping->'methods' @> '[{"method": "post_pishtaz", "enabled": true}]' order by s.id`,
    )
    const storeIds = stores.rows.map((r) => r.id)
    const perStore = Math.ceil((DISCOUNTS * 10) / storeIds.length)
    const linked = await c.query<{ product_id: number; offer_id: number; store_id: number }>(
      `select product_id, offer_id, store_id from (
         select o.product_id, o.id as offer_id, o.store_id,
           row_number() over (partition by o.store_id order by o.product_id) as k
         from offers o where o.deleted_at is null and o.is_available and o.store_id = any($2::int[])) x
       where k <= $1 order by store_id, product_id`,
      [perStore, storeIds],
    )
    const categories = await c.query<{ id: number }>('select id from categories order by id')
    const products = await c.query<{ id: number }>('select id from products order by id desc limit 2000')
    // Two offers from different stores per cart, among the linked products' offers.
    const cartOffers = linked.rows.filter((_, i) => i % 50 === 0).slice(0, 200)
    await c.query(`update offers set stock = 1000000, is_available = true where id = any($1::int[])`, [
      cartOffers.map((o) => o.offer_id),
    ])
    const customers = await prepareCustomers(
      c,
      cartOffers.map((o) => ({ id: o.offer_id, storeId: o.store_id })),
    )
    return {
      storeIds,
      productIds: products.rows.map((r) => r.id),
      categoryIds: categories.rows.map((r) => r.id),
      linked: linked.rows.map((r) => r.product_id),
      offers: cartOffers.map((o) => ({ id: o.offer_id, storeId: o.store_id })),
      customers,
    }
  })
}

/** CUSTOMERS customers with a session, an address and a cart of two offers from two stores (refilled every run). */
async function prepareCustomers(c: pg.Client, offers: { id: number; storeId: number }[]) {
  await c.query(
    `insert into users (phone) select '0913' || lpad(g::text, 7, '0') from generate_series(1, $1::int) g
     on conflict (phone) do nothing`,
    [CUSTOMERS],
  )
  const where = `u.phone like '0913%'`
  await c.query(`insert into sessions (id, user_id) select gen_random_uuid(), u.id from users u
    where ${where} and not exists (select 1 from sessions s where s.user_id = u.id)`)
  await c.query(`insert into addresses (user_id, receiver_name, receiver_phone, province, city, address_line, postal_code, is_default)
    select u.id, 'خریدار', '09121234567', 'تهران', 'تهران', 'خیابان ولیعصر', '1315613391', true from users u
    where ${where} and not exists (select 1 from addresses a where a.user_id = u.id)`)
  await c.query(`insert into carts (user_id) select u.id from users u where ${where} on conflict do nothing`)
  await c.query(
    `delete from cart_items where cart_id in (select ca.id from carts ca join users u on u.id = ca.user_id where ${where})`,
  )
  const ids = offers.map((o) => o.id)
  await c.query(
    `insert into cart_items (cart_id, offer_id, quantity, unit_price)
     select ca.id, o.id, 1, o.price from carts ca join users u on u.id = ca.user_id
       cross join generate_series(0, 1) k
       join offers o on o.id = ($1::int[])[((ca.user_id + k * 7) % $2::int) + 1]
     where ${where} on conflict do nothing`,
    [ids, ids.length],
  )
  const rows = await c.query<{ session: string; user_id: number; address_id: number; stores: number[] }>(
    `select (select s.id from sessions s where s.user_id = u.id limit 1) as session, u.id as user_id,
       (select a.id from addresses a where a.user_id = u.id limit 1) as address_id,
       (select array_agg(distinct o.store_id) from cart_items ci join carts ca on ca.id = ci.cart_id
          join offers o on o.id = ci.offer_id where ca.user_id = u.id) as stores
     from users u where ${where} order by u.id`,
  )
  const deps = { db: null as never, secret: SECRET, accessTtl: 3600, refreshTtl: 3600 }
  return Promise.all(
    rows.rows.map(async (r) => ({
      token: await signAccess(deps, r.user_id, r.session),
      addressId: r.address_id,
      cartStores: r.stores ?? [],
    })),
  )
}

/** The "discounted" state: DISCOUNTS running discounts on the linked products, CODES codes. */
async function addDiscounts(world: World): Promise<void> {
  await withClient(async (c) => {
    await c.query('begin')
    // Exactly DISCOUNTS of them, whichever state the last round left.
    await c.query(`delete from discounts where name = $1`, [MARK])
    const made = await c.query<{ id: number; requires_code: boolean }>(
      `insert into discounts (store_id, name, type, value, max_amount, starts_at, ends_at, requires_code)
       select ($2::int[])[(g % array_length($2::int[], 1)) + 1], $1,
         case when g % 4 = 0 then 'fixed' else 'percentage' end,
         case when g % 4 = 0 then 10000 + (g % 9) * 5000 else 3 + g % 27 end,
         case when g % 3 = 0 then 500000 end, now() - interval '1 day', now() + interval '30 days',
         g % 10 = 0
       from generate_series(0, $3::int - 1) g
       returning id, requires_code`,
      [MARK, world.storeIds, DISCOUNTS],
    )
    // Each discount links 10 products its store offers.
    await c.query(
      `insert into discount_products (discount_id, product_id)
       select d.id, x.product_id from discounts d
         join lateral (select o.product_id from offers o where o.store_id = d.store_id and o.deleted_at is null
           order by o.product_id offset ((d.id * 10) % greatest(1, (select count(*) from offers o2 where o2.store_id = d.store_id)::int - 10))
           limit 10) x on true
       where d.name = $1 on conflict do nothing`,
      [MARK],
    )
    const coded = made.rows.filter((d) => d.requires_code).length
    await c.query(
      `insert into discount_codes (discount_id, code, usage_limit, per_user_limit)
       select d.id, 'BENCH' || d.id || 'X' || g, 100, 1 from discounts d cross join generate_series(1, $2::int) g
       where d.name = $1 and d.requires_code`,
      [MARK, Math.ceil(CODES / Math.max(1, coded))],
    )
    await c.query('commit')
  })
  await refreshLinked(world)
}

async function removeDiscounts(world: World): Promise<void> {
  await withClient((c) => c.query(`delete from discounts where name = $1`, [MARK]))
  await refreshLinked(world)
}

/** The linked products' summaries (best price, percent) follow the state, as a seller's save does. */
async function refreshLinked(world: World): Promise<void> {
  const database = await openDatabase({ databaseUrl: bench.url, poolSize: 2 })
  try {
    await refreshProductSummaries(database.db, world.linked)
  } finally {
    await database.close()
  }
  await withClient((c) => c.query('analyze discounts, discount_products, discount_codes'))
}

async function counts() {
  return withClient(async (c) => {
    const r = await c.query<{ discounts: number; running: number; codes: number; links: number }>(
      `select (select count(*) from discounts)::int as discounts,
         (select count(*) from discounts where is_active and not requires_code)::int as running,
         (select count(*) from discount_codes)::int as codes, (select count(*) from discount_products)::int as links`,
    )
    return r.rows[0]
  })
}

function startServer() {
  return startBenchServer({
    port: PORT,
    processes: 1,
    env: {
      DATABASE_URL: bench.url,
      WEB_ROOT: '',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      JWT_SECRET: SECRET,
      ACCESS_TOKEN_TTL: '3600',
      DATA_DIR: 'tmp/bench-data',
    },
  })
}

const pick = <T>(list: T[], i: number, n: number) => list[(i * 7919 + n * 104729) % list.length]
const SORTS = ['newest', 'cheapest', 'most_expensive', 'best_selling']

type State = 'plain' | 'discounted'
interface Run extends LoadResult {
  state: State
  round: number
  scenario: string
}

async function measure(world: World, state: State, round: number, next: { customer: number }): Promise<Run[]> {
  const server = await startServer()
  const out: Run[] = []
  try {
    const lists = (i: number, n: number) =>
      `/api/v1/public/products?category=${pick(world.categoryIds, i, n)}&sort=${pick(SORTS, i + 1, n)}&skip=${((i + n) % 5) * 20}&limit=20`
    await runLoad({ origin: server.origin, connections: 10, seconds: 2, nextPath: lists, label: 'warm-up' })
    const scenarios: [string, number, (i: number, n: number) => string][] = [
      ['product list pages', 50, lists],
      [
        'store pages (priced live)',
        50,
        (i, n) =>
          `/api/v1/public/products?store_id=${pick(world.storeIds, i, n)}&sort=${pick(SORTS, i + 2, n)}&skip=${(n % 5) * 20}&limit=20`,
      ],
      ['product pages', 50, (i, n) => `/api/v1/public/products/${pick(world.linked, i, n)}`],
    ]
    for (const [label, connections, nextPath] of scenarios) {
      const r = await runLoad({ origin: server.origin, connections, seconds: SECONDS, nextPath, label })
      out.push({ ...r, state, round, scenario: `${label} @${connections}` })
    }
    const checkout = () => {
      const customer = world.customers[next.customer++]
      if (!customer) return null
      return {
        path: '/api/v1/public/orders',
        method: 'POST',
        headers: {
          authorization: `Bearer ${customer.token}`,
          'content-type': 'application/json',
          'idempotency-key': randomUUID(),
        },
        body: JSON.stringify({
          address_id: customer.addressId,
          shipping: customer.cartStores.map((store_id) => ({ store_id, method: 'post_pishtaz' })),
          payment_method: 'online',
        }),
      }
    }
    const r = await runLoad({
      origin: server.origin,
      connections: 8,
      seconds: SECONDS,
      next: checkout,
      label: 'checkout',
    })
    out.push({ ...r, state, round, scenario: 'checkout @8' })
  } finally {
    await server.stop()
  }
  for (const r of out)
    console.log(
      `round ${round} ${state.padEnd(10)} ${r.scenario.padEnd(32)} ${String(r.rps).padStart(6)} req/s  p50 ${r.p50} ms  p95 ${r.p95} ms  p99 ${r.p99} ms  statuses ${JSON.stringify(r.statuses)}`,
    )
  return out
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2
}

async function main() {
  await ensureCatalogDatabase(bench, PRODUCTS, FRESH)
  const started = Date.now()
  const world = await prepare()
  console.log(
    `Prepared ${world.customers.length.toLocaleString('en')} customers and ${world.linked.length.toLocaleString('en')} products to link in ${((Date.now() - started) / 1000).toFixed(1)} s; load ${loadavg()[0].toFixed(1)}`,
  )
  const runs: Run[] = []
  const next = { customer: 0 }
  const states: Record<State, Awaited<ReturnType<typeof counts>> | null> = { plain: null, discounted: null }
  for (let round = 1; round <= ROUNDS; round++) {
    const order: State[] = round % 2 ? ['plain', 'discounted'] : ['discounted', 'plain']
    for (const state of order) {
      if (state === 'discounted') await addDiscounts(world)
      else await removeDiscounts(world)
      states[state] = await counts()
      runs.push(...(await measure(world, state, round, next)))
    }
  }
  await removeDiscounts(world)
  console.log(`plain: ${JSON.stringify(states.plain)}; discounted: ${JSON.stringify(states.discounted)}`)
  const summary = [...new Set(runs.map((r) => r.scenario))].map((scenario) => {
    const of = (state: State, key: 'rps' | 'p50' | 'p95' | 'p99') =>
      median(runs.filter((r) => r.scenario === scenario && r.state === state).map((r) => r[key]))
    const row = {
      scenario,
      plain: { rps: of('plain', 'rps'), p50: of('plain', 'p50'), p95: of('plain', 'p95'), p99: of('plain', 'p99') },
      discounted: {
        rps: of('discounted', 'rps'),
        p50: of('discounted', 'p50'),
        p95: of('discounted', 'p95'),
        p99: of('discounted', 'p99'),
      },
      throughput_ratio: 0,
    }
    row.throughput_ratio = Math.round((row.discounted.rps / row.plain.rps) * 1000) / 1000
    console.log(
      `${scenario.padEnd(32)} plain ${row.plain.rps} req/s p95 ${row.plain.p95} ms | discounted ${row.discounted.rps} req/s p95 ${row.discounted.p95} ms | ratio ${row.throughput_ratio}`,
    )
    return row
  })
  mkdirSync('tmp', { recursive: true })
  writeFileSync(
    'tmp/bench-discounts.json',
    JSON.stringify(
      { date: new Date().toISOString(), cores: cpus().length, cpu: cpus()[0]?.model, states, summary, runs },
      null,
      2,
    ),
  )
}

await main()
