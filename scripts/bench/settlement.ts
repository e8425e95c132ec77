// npm run bench:settlement [-- --stores S --entries E --rounds K]
// Issue 30: does one settlement run stay within its budget (≤ 5 s end to end) over a big ledger?
// On PostgreSQL (its own database rasteh_bench_settlement on TEST_DATABASE_URL's server, made
// afresh), S stores (1,000; a third legal entities, the others with a vendor profile) get E ledger
// entries between them (200,000), written with generate_series: sales and shipping over 90 days,
// a refund in every 20, the last week's not yet matured, and a tenth of the stores holding too
// little to reach the minimum. One server; each round puts every entry back out of its payout
// (so each run claims the same ~166,000) and times POST /admins/settlement-runs as an admin's
// browser sees it, then checks every payout equals the sum of the entries it claimed. Prints each
// round and the median against the budget; writes tmp/bench-settlement.json.
import pg from 'pg'
import { openDatabase } from '../../server/db/client'
import { signAccess } from '../../server/modules/auth/tokens'
import { numberArg as arg } from './args.mjs'
import { BENCH_SECRET, median, startQuietServer, verdict, writeReport } from './report'
import { benchDatabase } from './server'

const STORES = arg('stores', 1_000)
const ENTRIES = arg('entries', 200_000)
const ROUNDS = arg('rounds', 3)
const PORT = arg('port', 8398)
const BUDGET_MS = 5_000

const bench = benchDatabase('rasteh_bench_settlement')

/** A fresh database with the stores and their ledger; the admin's access token. */
async function prepare(): Promise<string> {
  const admin = new pg.Client({ connectionString: bench.adminUrl })
  await admin.connect()
  await admin.query(`DROP DATABASE IF EXISTS ${bench.name} WITH (FORCE)`)
  await admin.query(`CREATE DATABASE ${bench.name}`)
  await admin.end()
  const database = await openDatabase({ databaseUrl: bench.url, poolSize: 2 })
  await database.migrate()
  await database.close()

  const c = new pg.Client({ connectionString: bench.url })
  await c.connect()
  const started = Date.now()
  try {
    const shipping = JSON.stringify({ methods: [], cod_allowed: true, courier_city: null })
    await c.query(
      `insert into users (phone, name, roles) select '0916' || lpad(g::text, 7, '0'), 'فروشنده ' || g, '{customer,provider}'
       from generate_series(1, $1::int) g`,
      [STORES],
    )
    await c.query(
      `insert into stores (owner_id, name, slug, kind, company_name, verified, phone, province, city, address, postal_code, sheba, shipping)
       select u.id, 'فروشگاه ' || g, 'bench-settle-' || g, case when g % 3 = 0 then 'legal_entity' else 'individual' end,
         case when g % 3 = 0 then 'شرکت بازرگانی ' || g end, true, '02100000000', 'تهران', 'تهران', 'نشانی', '1315613391',
         'IR' || lpad((820540102680020817909002 + g)::text, 24, '0'), $2::jsonb
       from generate_series(1, $1::int) g join users u on u.phone = '0916' || lpad(g::text, 7, '0')`,
      [STORES, shipping],
    )
    await c.query(
      `insert into vendors (user_id, first_name, last_name, national_code)
       select owner_id, 'نام ' || id, 'خانوادگی ' || id, '0012345678' from stores where kind = 'individual'`,
    )
    // Entries round-robin over the stores; a tenth of the stores (id % 10 = 0) get small ones only.
    await c.query(
      `insert into ledger_entries (store_id, kind, cause, amount, available_at, created_at)
       select s.id, k.kind, k.kind || ':bench:' || g, k.amount, x.at + interval '7 days', x.at
       from generate_series(0, $1::int - 1) g
         join stores s on s.slug = 'bench-settle-' || (1 + g % $2::int)
         cross join lateral (select now() - interval '90 days' + (g::double precision / $1) * interval '90 days' as at) x
         cross join lateral (select case when g % 20 = 19 then 'refund' when g % 2 = 0 then 'sale' else 'shipping' end as kind,
           case when s.id % 10 = 0 then 100
                when g % 20 = 19 then -80000 when g % 2 = 0 then 225000 else 50000 end as amount) k`,
      [ENTRIES, STORES],
    )
    await c.query(`insert into users (phone, name, roles) values ('09169999999', 'مدیر بنچ', '{customer,admin}')`)
    const session = (
      await c.query<{ id: string; user_id: number }>(
        `insert into sessions (id, user_id) select gen_random_uuid(), id from users where phone = '09169999999' returning id, user_id`,
      )
    ).rows[0]
    await c.query('vacuum analyze users, stores, vendors, ledger_entries')
    console.log(
      `${STORES.toLocaleString('en')} stores with ${ENTRIES.toLocaleString('en')} ledger entries in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    )
    const deps = { db: null as never, secret: BENCH_SECRET, accessTtl: 36_000, refreshTtl: 36_000 }
    return signAccess(deps, session.user_id, session.id)
  } finally {
    await c.end()
  }
}

/** Every entry out of its payout again, the payouts and runs gone: the next round claims the same. */
async function reset(c: pg.Client) {
  await c.query('update ledger_entries set payout_id = null where payout_id is not null')
  await c.query('delete from payouts')
  await c.query('delete from settlement_runs')
  await c.query('vacuum analyze ledger_entries, payouts')
}

async function main() {
  const token = await prepare()
  const server = await startQuietServer(PORT, bench.url)
  const c = new pg.Client({ connectionString: bench.url })
  await c.connect()
  const rounds: { round: number; ms: number; payouts: number; claimed: number; total: number }[] = []
  try {
    for (let round = 1; round <= ROUNDS; round++) {
      await reset(c)
      const started = performance.now()
      const response = await fetch(`${server.origin}/api/v1/admins/settlement-runs`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: '{}',
      })
      const run = (await response.json()) as { payout_count: number; total: number }
      const ms = Math.round(performance.now() - started)
      if (response.status !== 201) throw new Error(`run answered ${response.status}: ${JSON.stringify(run)}`)
      const check = (
        await c.query<{ claimed: number; wrong: number }>(
          `select (select count(*)::int from ledger_entries where payout_id is not null) as claimed,
             (select count(*)::int from payouts p where amount <> (select sum(amount) from ledger_entries where payout_id = p.id)) as wrong`,
        )
      ).rows[0]
      if (check.wrong) throw new Error(`${check.wrong} payouts differ from their entries' sum`)
      rounds.push({ round, ms, payouts: run.payout_count, claimed: check.claimed, total: run.total })
      console.log(
        `round ${round}: ${ms} ms, ${run.payout_count} payouts claiming ${check.claimed.toLocaleString('en')} entries, total ${run.total.toLocaleString('en')} toman`,
      )
    }
  } finally {
    await c.end()
    await server.stop()
  }
  const ms = median(rounds.map((r) => r.ms))
  console.log(`median ${ms} ms ${verdict(ms, BUDGET_MS)}`)
  writeReport('settlement', { stores: STORES, entries: ENTRIES, rounds, median_ms: ms, budget_ms: BUDGET_MS })
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
