// npm run bench:checkout [-- --users N --seconds S --connections C --items K --socket DIR --processes P
//   --payment online|cod --push-subscribers K]
// Concurrent checkouts on PostgreSQL: a fresh database of its own gets 20 stores, 200 offers with
// plenty of stock, and N customers (sessions, an address and a cart of K items from K different
// stores — 2 by default — written in bulk). The real server runs in a child process; C keep-alive
// clients (a sweep of 8, 16 and 50 by default) each check out the next customer's cart
// (POST /public/orders with an Idempotency-Key) as soon as the previous answer arrives. Reports
// purchases/s, orders/s (one per store) and latency percentiles, the CPU per purchase, then checks
// that the stock taken equals the items ordered. `--processes P` measures one server process and
// then P (server/cluster.ts) in the same run, each on its own customers. `--payment cod` checks out
// cash on delivery, which tells each store's owner at once (an online order tells them once paid);
// `--push-subscribers K` subscribes K of the 20 owners on a stand-in push service, and each run
// reports its notices' delivery latencies (notices.ts). Not part of npm test.
import { randomUUID } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { cpus } from 'node:os'
import pg from 'pg'
import { openDatabase } from '../../server/db/client'
import { signAccess } from '../../server/modules/auth/tokens'
import { numberArg as arg, textArg } from './args.mjs'
import { runLoad } from './load'
import { describeNotices, noticeReport, type PushStandIn, startPushStandIn, subscribeOwners } from './notices'
import { processLevels, startBenchServer } from './server'

const USERS = arg('users', 40_000)
const SECONDS = arg('seconds', 10)
/** `--connections N` runs one level; by default a sweep, since the budget names no concurrency. */
const CONNECTION_LEVELS = process.argv.includes('--connections') ? [arg('connections', 50)] : [8, 16, 50]
const ITEMS = arg('items', 2)
const PORT = arg('port', 8392)
const PAYMENT = textArg('payment', 'online') === 'cod' ? 'cod' : 'online'
const PUSH_SUBSCRIBERS = Math.min(20, arg('push-subscribers', 0))
const SECRET = 'bench-secret-bench-secret-bench-secret'

const adminUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
const dbName = 'rasteh_bench_checkout'
const benchUrl = new URL(adminUrl)
benchUrl.pathname = `/${dbName}`

async function prepare(
  push: PushStandIn | null,
): Promise<{ tokens: string[]; addressIds: number[]; storesOf: number[][] }> {
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`)
  await admin.query(`CREATE DATABASE ${dbName}`)
  await admin.end()
  const database = await openDatabase({ databaseUrl: benchUrl.toString(), poolSize: 2 })
  await database.migrate()
  await database.close()

  const c = new pg.Client({ connectionString: benchUrl.toString() })
  await c.connect()
  const started = Date.now()
  const shipping = JSON.stringify({
    methods: [{ method: 'post_pishtaz', enabled: true, fee: 50000, estimated_days_min: 2, estimated_days_max: 5 }],
    cod_allowed: true,
    courier_city: null,
  })
  await c.query(`insert into categories (slug, name_fa, level) values ('bench', 'بنچ', 1)`)
  await c.query(
    `insert into users (phone, roles) select '0937' || lpad(g::text, 7, '0'), '{customer,provider}' from generate_series(1, 20) g`,
  )
  await c.query(
    `insert into stores (owner_id, name, slug, kind, verified, phone, province, city, address, postal_code, sheba, shipping)
     select g, 'فروشگاه ' || g, 'bench-' || g, 'individual', true, '02100000000', 'تهران', 'تهران', 'نشانی', '1315613391',
       'IR820540102680020817909002', $1::jsonb from generate_series(1, 20) g`,
    [shipping],
  )
  await c.query(`insert into products (slug, name_fa, category_id, search_text)
    select 'bench-' || g, 'کالای ' || g, 1, 'کالای ' || g from generate_series(1, 200) g`)
  await c.query(`insert into offers (product_id, store_id, price, stock)
    select g, ((g - 1) % 20) + 1, 100000 + g * 1000, 1000000 from generate_series(1, 200) g`)
  await c.query(`insert into users (phone) select '0912' || lpad(g::text, 7, '0') from generate_series(1, $1::int) g`, [
    USERS,
  ])
  const { rows: customers } = await c.query<{ id: number }>(`select id from users where id > 20 order by id`)
  await c.query(`insert into sessions (id, user_id) select gen_random_uuid(), id from users where id > 20`)
  await c.query(`insert into addresses (user_id, receiver_name, receiver_phone, province, city, address_line, postal_code, is_default)
    select id, 'خریدار', '09121234567', 'تهران', 'تهران', 'خیابان ولیعصر', '1315613391', true from users where id > 20`)
  await c.query(`insert into carts (user_id) select id from users where id > 20`)
  // Item k of a customer comes from store (customer + k) mod 20: K different stores per cart.
  await c.query(
    `insert into cart_items (cart_id, offer_id, quantity, unit_price)
     select ca.id, o.id, 1, o.price from carts ca cross join generate_series(0, $1::int - 1) k
       join offers o on o.id = ((ca.user_id + k * 7) % 200) + 1`,
    [ITEMS],
  )
  const sessions = await c.query<{ id: string; user_id: number }>(`select id, user_id from sessions order by user_id`)
  const addresses = await c.query<{ id: number; user_id: number }>(`select id, user_id from addresses order by user_id`)
  const stores = await c.query<{ user_id: number; stores: number[] }>(
    `select ca.user_id, array_agg(distinct o.store_id) as stores from cart_items ci join carts ca on ca.id = ci.cart_id
       join offers o on o.id = ci.offer_id group by ca.user_id order by ca.user_id`,
  )
  if (push) await subscribeOwners(c, PUSH_SUBSCRIBERS, push.origin)
  await c.query('analyze')
  await c.end()
  const deps = { db: null as never, secret: SECRET, accessTtl: 3600, refreshTtl: 3600 }
  const tokens = await Promise.all(sessions.rows.map((s) => signAccess(deps, s.user_id, s.id)))
  console.log(
    `Prepared ${customers.length.toLocaleString('en')} customers with ${ITEMS}-item carts in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  )
  return { tokens, addressIds: addresses.rows.map((a) => a.id), storesOf: stores.rows.map((s) => s.stores) }
}

/** `--socket DIR`: the server talks to PostgreSQL over its Unix socket (as a same-host deployment would). */
function serverDatabaseUrl(): string {
  const i = process.argv.indexOf('--socket')
  if (i < 0) return benchUrl.toString()
  const url = new URL(benchUrl)
  url.searchParams.set('host', process.argv[i + 1] ?? '/var/run/postgresql')
  return url.toString()
}

function startServer(processes: number, push: PushStandIn | null) {
  return startBenchServer({
    port: PORT,
    processes,
    nodeArgs: process.env.BENCH_PROFILE ? ['--cpu-prof', '--cpu-prof-dir=tmp/prof'] : [],
    env: {
      DATABASE_URL: serverDatabaseUrl(),
      WEB_ROOT: '',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      JWT_SECRET: SECRET,
      ACCESS_TOKEN_TTL: '3600',
      DATA_DIR: 'tmp/bench-data',
      ...(push ? { PUSH_EXTRA_ORIGINS: push.origin } : {}),
    },
  })
}

/** CPU time in ms: the server processes', and the whole machine's busy and total time (Linux /proc). */
function cpuNow(pids: number[]) {
  const tick = 1000 / 100 // USER_HZ
  let server = 0
  for (const pid of pids) {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
    server += (Number(fields[11]) + Number(fields[12])) * tick
  }
  const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0].split(/\s+/).slice(1).map(Number)
  const all = cpu.reduce((a, b) => a + b, 0) * tick
  const idle = (cpu[3] + cpu[4]) * tick
  return { server, busy: all - idle, all }
}

async function main() {
  const push = PUSH_SUBSCRIBERS > 0 ? await startPushStandIn() : null
  const { tokens, addressIds, storesOf } = await prepare(push)
  const db = new pg.Client({ connectionString: benchUrl.toString() })
  await db.connect()
  const runs = []
  let nextCustomer = 0
  for (const processes of processLevels()) {
    const server = await startServer(processes, push)
    try {
      const checkout = () => {
        const i = nextCustomer++
        if (i >= tokens.length) return null
        return {
          path: '/api/v1/public/orders',
          method: 'POST',
          headers: {
            authorization: `Bearer ${tokens[i]}`,
            'content-type': 'application/json',
            'idempotency-key': randomUUID(),
          },
          body: JSON.stringify({
            address_id: addressIds[i],
            shipping: storesOf[i].map((store_id) => ({ store_id, method: 'post_pishtaz' })),
            payment_method: PAYMENT,
          }),
        }
      }
      // Warm-up on the first customers (JIT, connections, buffers); they are not counted.
      await runLoad({ origin: server.origin, connections: 10, seconds: 2, next: checkout, label: 'warm-up' })
      for (const connections of CONNECTION_LEVELS) {
        const before = cpuNow(server.pids())
        const since = new Date()
        const r = await runLoad({
          origin: server.origin,
          connections,
          seconds: SECONDS,
          next: checkout,
          label: 'checkout',
        })
        const after = cpuNow(server.pids())
        const until = new Date()
        const purchases = r.statuses['201'] ?? 0
        const perSecond = Math.round(purchases / r.seconds)
        // The budget counts orders, and a purchase makes one order per store in the cart.
        const ordersPerSecond = perSecond * ITEMS
        const ok = ordersPerSecond >= 500 && r.p99 <= 50
        console.log(
          `checkout, ${processes} process${processes > 1 ? 'es' : ''} @${connections}: ${purchases.toLocaleString('en')} purchases (${ITEMS} stores each) in ${r.seconds} s = ` +
            `${perSecond} purchases/s = ${ordersPerSecond} orders/s; p50 ${r.p50} ms p95 ${r.p95} ms p99 ${r.p99} ms ` +
            `max ${r.max} ms; statuses ${JSON.stringify(r.statuses)} errors ${r.errors}; ` +
            `budget 500 orders/s with p99 ≤ 50 ms ${ok ? 'met' : 'MISSED'}`,
        )
        const serverMs = after.server - before.server
        const machineMs = after.busy - before.busy
        console.log(
          `  cpu per purchase: server process${processes > 1 ? 'es' : ''} ${(serverMs / purchases).toFixed(2)} ms, everything else ` +
            `(PostgreSQL, load generator) ${((machineMs - serverMs) / purchases).toFixed(2)} ms; ` +
            `machine busy ${((100 * machineMs) / (after.all - before.all)).toFixed(0)}%`,
        )
        const notices = await noticeReport(db, since, until)
        console.log(describeNotices(notices, PAYMENT))
        runs.push({
          processes,
          connections,
          purchases_per_s: perSecond,
          orders_per_s: ordersPerSecond,
          within_budget: ok,
          ...r,
          notices,
        })
      }
    } finally {
      await server.stop()
    }
  }
  await db.end()
  await push?.close()
  const c = new pg.Client({ connectionString: benchUrl.toString() })
  await c.connect()
  const { rows } = await c.query<{ taken: number; sold: number; purchases: number }>(
    `select (select 200 * 1000000 - sum(stock) from offers)::int as taken,
        (select coalesce(sum(quantity), 0) from order_items)::int as sold, (select count(*) from purchases)::int as purchases`,
  )
  await c.end()
  console.log(
    `consistency: stock taken ${rows[0].taken}, items ordered ${rows[0].sold}, purchases ${rows[0].purchases}`,
  )
  if (rows[0].taken !== rows[0].sold) throw new Error('stock taken differs from items ordered')
  const report = {
    date: new Date().toISOString(),
    cores: cpus().length,
    cpu: cpus()[0]?.model,
    items: ITEMS,
    payment: PAYMENT,
    push_subscribers: PUSH_SUBSCRIBERS,
    runs,
    consistency: rows[0],
  }
  mkdirSync('tmp', { recursive: true })
  writeFileSync('tmp/bench-checkout.json', JSON.stringify(report, null, 2))
}

await main()
