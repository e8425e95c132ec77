// npm run bench:finance [-- --products N --stores S --entries E --rounds K --seconds T --connections C --fresh]
// Issue 30: does the seller's «مالی» page hold its budget (p99 ≤ 20 ms at 50 connections) over a
// big ledger? On PostgreSQL (the bench's own database: BENCH_DATABASE_URL, else
// rasteh_bench_finance on TEST_DATABASE_URL's server), the demo catalogue (3,000 products by
// default, seeded once) gets S bench stores (1,000) with E ledger entries between them (200,000):
// each store's delivered online orders over 120 days, a sale and a shipping entry each, the oldest
// in paid payouts, the next in a pending one, the last week's pending - all written with
// generate_series, again on every run. One server; rounds measure, at C connections, the balances
// (GET /stores/{id}/finance) and the ledger's first page (GET /stores/{id}/finance/ledger), each
// request for a random bench store by its owner. Prints each run and the medians against the
// budget; writes tmp/bench-finance.json.
import { loadavg } from 'node:os'
import pg from 'pg'
import { signAccess } from '../../server/modules/auth/tokens'
import { numberArg as arg } from './args.mjs'
import { ensureCatalogDatabase } from './catalog-db'
import { runLoad } from './load'
import { BENCH_SECRET, inTurn, logRun, medians, type RoundRun, startQuietServer, verdict, writeReport } from './report'
import { benchDatabase } from './server'

const PRODUCTS = arg('products', 3_000)
const STORES = arg('stores', 1_000)
const ENTRIES = arg('entries', 200_000)
const ROUNDS = arg('rounds', 3)
const SECONDS = arg('seconds', 8)
const CONNECTIONS = arg('connections', 50)
const PORT = arg('port', 8397)
const FRESH = process.argv.includes('--fresh')
const BUDGET_P99_MS = 20
/** The bench sellers' phones: 0915xxxxxxx, never a demo or test user's. */
const OWNER_PREFIX = '0915'
const SLUG_PREFIX = 'bench-finance-'
const DAYS = 120

const bench = benchDatabase('rasteh_bench_finance')

interface Seller {
  storeId: number
  token: string
}

/** The bench stores, their orders, ledger entries and payouts, from scratch. */
async function prepare(): Promise<Seller[]> {
  const c = new pg.Client({ connectionString: bench.url })
  await c.connect()
  const started = Date.now()
  try {
    await c.query('begin')
    // The previous run's rows, table by table without the foreign keys' per-row checks and
    // cascades (session_replication_role): 100,000 orders' items would each scan the ledger.
    await c.query(`set local session_replication_role = replica`)
    const old = `(select id from stores where slug like '${SLUG_PREFIX}%')`
    const oldOrders = `(select id from orders where store_id in ${old})`
    await c.query(`delete from ledger_entries where store_id in ${old}`)
    await c.query(`delete from payouts where store_id in ${old}`)
    await c.query(`delete from settlement_runs r where not exists (select 1 from payouts p where p.run_id = r.id)`)
    await c.query(`delete from order_item_money where order_id in ${oldOrders}`)
    await c.query(`delete from order_items where order_id in ${oldOrders}`)
    await c.query(`delete from orders where store_id in ${old}`)
    await c.query(`delete from offers where store_id in ${old}`)
    await c.query(`delete from stores where id in ${old}`)
    await c.query(`set local session_replication_role = origin`)
    await c.query(
      `insert into users (phone, name, roles) select $1 || lpad(g::text, 7, '0'), 'فروشنده آزمون ' || g, '{customer,provider}'
       from generate_series(1, $2::int) g on conflict (phone) do nothing`,
      [OWNER_PREFIX, STORES],
    )
    // Each store a copy of a verified demo store but for its owner, slug and name.
    const cols = (
      await c.query<{ column_name: string }>(
        `select column_name from information_schema.columns where table_name = 'stores'
         and column_name not in ('id', 'owner_id', 'slug', 'name') and is_generated = 'NEVER' order by ordinal_position`,
      )
    ).rows.map((r) => r.column_name)
    await c.query(
      `insert into stores (owner_id, slug, name, ${cols.join(', ')})
       select u.id, $1 || g, 'فروشگاه آزمون ' || g, ${cols.map((k) => `t.${k}`).join(', ')}
       from generate_series(1, $2::int) g
         join users u on u.phone = $3 || lpad(g::text, 7, '0')
         cross join (select * from stores where verified and deleted_at is null order by id limit 1) t`,
      [SLUG_PREFIX, STORES, OWNER_PREFIX],
    )
    const product = (
      await c.query<{ id: number; slug: string; name_fa: string }>(
        `select id, slug, name_fa from products order by id limit 1`,
      )
    ).rows[0]
    await c.query(
      `insert into offers (product_id, store_id, price, stock) select $1, id, 250000, 100 from stores where slug like $2`,
      [product.id, `${SLUG_PREFIX}%`],
    )
    // One delivered online order of one item per two entries (its sale and its shipping).
    const orders = Math.floor(ENTRIES / 2)
    await c.query(
      `insert into orders (store_id, user_id, status, shipping_method, shipping_fee, estimated_days_min, estimated_days_max,
         address, subtotal, total, payment_method, payment_status, paid_at, created_at, updated_at)
       select s.id, s.owner_id, 'delivered', 'post_pishtaz', 50000, 2, 5,
         jsonb_build_object('receiver_name', 'خریدار', 'receiver_phone', '09121234567', 'province', 'تهران', 'city', 'تهران',
           'address_line', 'خیابان ولیعصر', 'plaque', null, 'unit', null, 'postal_code', '1315613391',
           'latitude', null, 'longitude', null),
         250000, 300000, 'online', 'paid', x.at, x.at, x.at
       from generate_series(0, $1::int - 1) g
         join stores s on s.slug = $2 || (1 + g % $3::int)
         cross join lateral (select now() - make_interval(days => ${DAYS}) + (g::double precision / $1) * make_interval(days => ${DAYS}) as at) x`,
      [orders, SLUG_PREFIX, STORES],
    )
    const benchOrders = `(select o.id, o.store_id, o.created_at from orders o join stores s on s.id = o.store_id where s.slug like '${SLUG_PREFIX}%')`
    await c.query(
      `insert into order_items (order_id, offer_id, product_id, product_slug, name, quantity, unit_price, original_unit_price)
       select o.id, f.id, $1, $2, $3, 1, 250000, 250000 from ${benchOrders} o join offers f on f.store_id = o.store_id`,
      [product.id, product.slug, product.name_fa],
    )
    await c.query(
      `insert into order_item_money (order_item_id, order_id, gross, discount, rate_bp, commission)
       select i.id, i.order_id, 250000, 0, 1000, 25000 from order_items i join ${benchOrders} o on o.id = i.order_id`,
    )
    await c.query(
      `insert into ledger_entries (store_id, kind, cause, amount, order_id, order_item_id, available_at, created_at)
       select o.store_id, 'sale', 'sale:item:' || i.id, 225000, o.id, i.id, o.created_at + interval '7 days', o.created_at
         from ${benchOrders} o join order_items i on i.order_id = o.id
       union all
       select o.store_id, 'shipping', 'shipping:order:' || o.id, 50000, o.id, null, o.created_at + interval '7 days', o.created_at
         from ${benchOrders} o`,
    )
    // Paid: what matured more than 60 days ago; in a pending payout: what matured 30-60 days ago.
    const runs = (
      await c.query<{ id: number }>(
        `insert into settlement_runs (minimum, cutoff, created_at) values (100000, now() - interval '60 days', now() - interval '60 days'),
         (100000, now() - interval '30 days', now() - interval '30 days') returning id`,
      )
    ).rows.map((r) => r.id)
    for (const [run, status, from, to] of [
      [runs[0], 'paid', null, '60 days'],
      [runs[1], 'pending', '60 days', '30 days'],
    ] as const) {
      const window = `e.available_at <= now() - interval '${to}' ${from ? `and e.available_at > now() - interval '${from}'` : ''}`
      await c.query(
        `insert into payouts (run_id, store_id, amount, sheba, owner_name, status, reference, decided_at)
         select $1, e.store_id, sum(e.amount), 'IR820540102680020817909002', 'فروشنده آزمون', $2,
           case when $2 = 'paid' then 'REF-' || e.store_id end, case when $2 = 'paid' then now() end
         from ledger_entries e join stores s on s.id = e.store_id
         where s.slug like '${SLUG_PREFIX}%' and e.payout_id is null and ${window} group by e.store_id`,
        [run, status],
      )
      await c.query(
        `update ledger_entries e set payout_id = p.id from payouts p
         where p.run_id = $1 and p.store_id = e.store_id and e.payout_id is null and ${window}`,
        [run],
      )
    }
    const sessions = await c.query<{ store_id: number; owner_id: number; session: string }>(
      `insert into sessions (id, user_id) select gen_random_uuid(), owner_id from stores where slug like $1
       returning user_id as owner_id, id as session, (select id from stores s where s.owner_id = user_id and s.slug like $1) as store_id`,
      [`${SLUG_PREFIX}%`],
    )
    await c.query('commit')
    // The payouts' updates left dead index entries behind: vacuumed, as a settled database would be.
    await c.query('vacuum analyze stores, orders, order_items, order_item_money, ledger_entries, payouts')
    const [count] = (
      await c.query<{ n: number; open: number }>(
        `select count(*)::int as n, count(*) filter (where payout_id is null)::int as open from ledger_entries e
         join stores s on s.id = e.store_id where s.slug like $1`,
        [`${SLUG_PREFIX}%`],
      )
    ).rows
    console.log(
      `${STORES.toLocaleString('en')} bench stores with ${count.n.toLocaleString('en')} ledger entries ` +
        `(${count.open.toLocaleString('en')} not in a payout) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    )
    const deps = { db: null as never, secret: BENCH_SECRET, accessTtl: 36_000, refreshTtl: 36_000 }
    return Promise.all(
      sessions.rows.map(async (s) => ({ storeId: s.store_id, token: await signAccess(deps, s.owner_id, s.session) })),
    )
  } catch (error) {
    await c.query('rollback')
    throw error
  } finally {
    await c.end()
  }
}

async function main() {
  await ensureCatalogDatabase(bench, PRODUCTS, FRESH)
  const sellers = await prepare()
  const server = await startQuietServer(PORT, bench.url)
  const scenarios: [string, (storeId: number) => string][] = [
    ['balances', (id) => `/api/v1/stores/${id}/finance`],
    ['ledger page', (id) => `/api/v1/stores/${id}/finance/ledger`],
  ]
  // Each request a random bench store, by its owner.
  const requestFor = (path: (id: number) => string) => () => {
    const s = sellers[Math.floor(Math.random() * sellers.length)] as Seller
    return { path: path(s.storeId), headers: { authorization: `Bearer ${s.token}` } }
  }
  const runs: RoundRun[] = []
  try {
    for (const [, path] of scenarios)
      await runLoad({ origin: server.origin, connections: 10, seconds: 2, next: requestFor(path), label: 'warm-up' })
    console.log(`load ${loadavg()[0].toFixed(1)} before measuring`)
    for (let round = 1; round <= ROUNDS; round++) {
      for (const [label, path] of inTurn(round, scenarios)) {
        const r = await runLoad({
          origin: server.origin,
          connections: CONNECTIONS,
          seconds: SECONDS,
          next: requestFor(path),
          label,
        })
        const run = { ...r, round, scenario: `${label} @${CONNECTIONS}` }
        runs.push(run)
        logRun(`round ${round} ${run.scenario.padEnd(18)}`, r)
      }
    }
  } finally {
    await server.stop()
  }
  const summary = [...new Set(runs.map((r) => r.scenario))].map((scenario) => {
    const row = { scenario, ...medians(runs.filter((r) => r.scenario === scenario)) }
    console.log(
      `${scenario.padEnd(18)} ${row.rps} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms ${verdict(row.p99, BUDGET_P99_MS)}`,
    )
    return row
  })
  writeReport('finance', {
    products: PRODUCTS,
    stores: STORES,
    entries: ENTRIES,
    budget_p99_ms: BUDGET_P99_MS,
    summary,
    runs,
  })
}

await main()
