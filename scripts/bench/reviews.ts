// npm run bench:reviews [-- --products N --reviews R --rounds K --seconds S --connections C --fresh]
// Issue 32: does a product with many reviews cost more to show? On PostgreSQL (the bench's own
// database: BENCH_DATABASE_URL, else rasteh_bench_reviews on TEST_DATABASE_URL's server), the demo
// catalogue (3,000 products by default, seeded once) gets one product with R published reviews
// (2,000 by default: 200 buyers' delivered order items, varied ratings, most with text, some with
// photos, its kept summary built from them) beside a product with none. One server; rounds
// measure, interleaved A B A B with the order flipping each round, each product's page
// (GET /public/products/{id}, which carries the rating summary) and its first reviews page
// (GET /public/products/{id}/reviews) at C connections (50). Prints each run, the medians per
// product and the budget (p99 ≤ 20 ms); writes tmp/bench-reviews.json.
import { loadavg } from 'node:os'
import pg from 'pg'
import { numberArg as arg } from './args.mjs'
import { ensureCatalogDatabase } from './catalog-db'
import { runLoad } from './load'
import { inTurn, logRun, medians, type RoundRun, startQuietServer, verdict, writeReport } from './report'
import { benchDatabase } from './server'

const PRODUCTS = arg('products', 3_000)
const REVIEWS = arg('reviews', 2_000)
const ROUNDS = arg('rounds', 3)
const SECONDS = arg('seconds', 8)
const CONNECTIONS = arg('connections', 50)
const PORT = arg('port', 8396)
const FRESH = process.argv.includes('--fresh')
const BUDGET_P99_MS = 20
/** The bench's buyers' phones: 0914xxxxxxx, never a demo or test user's. */
const BUYER_PREFIX = '0914'
const BUYERS = 200

const bench = benchDatabase('rasteh_bench_reviews')

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
 * Picks two public products nobody reviewed in the seed (A and B) and gives A REVIEWS published
 * reviews, each of its own delivered order item; again from scratch on every run.
 */
async function prepare(): Promise<{ many: number; none: number }> {
  return withClient(async (c) => {
    await c.query('begin')
    // The previous run's orders and reviews (cascading to their items and reviews) and summaries.
    const old = await c.query<{ product_id: number }>(
      `select distinct r.product_id from reviews r join users u on u.id = r.user_id where u.phone like $1`,
      [`${BUYER_PREFIX}%`],
    )
    await c.query(`delete from orders where user_id in (select id from users where phone like $1)`, [
      `${BUYER_PREFIX}%`,
    ])
    await c.query(`delete from product_ratings where product_id = any($1::int[])`, [old.rows.map((r) => r.product_id)])
    const picked = await c.query<{ id: number; offer_id: number; store_id: number; price: number }>(
      `select p.id, o.id as offer_id, o.store_id, o.price::int as price from products p
         join offers o on o.id = p.best_offer_id join stores s on s.id = o.store_id
       where p.in_stock and s.verified and not exists (select 1 from reviews r where r.product_id = p.id)
       order by p.sales_count desc, p.id limit 2`,
    )
    if (picked.rows.length < 2) throw new Error('the catalogue has no two products without reviews')
    const [many, none] = picked.rows
    await c.query(
      `insert into users (phone, name) select $1 || lpad(g::text, 7, '0'), 'خریدار آزمون ' || g
       from generate_series(1, $2::int) g on conflict (phone) do nothing`,
      [BUYER_PREFIX, BUYERS],
    )
    // One delivered order of one item per review, the buyers taking turns.
    await c.query(
      `insert into orders (store_id, user_id, status, shipping_method, shipping_fee, estimated_days_min,
         estimated_days_max, address, subtotal, total, payment_method, created_at, updated_at)
       select $1, u.id, 'delivered', 'post_pishtaz', 50000, 2, 5,
         jsonb_build_object('receiver_name', u.name, 'receiver_phone', u.phone, 'province', 'تهران', 'city', 'تهران',
           'address_line', 'خیابان ولیعصر', 'plaque', null, 'unit', null, 'postal_code', '1315613391',
           'latitude', null, 'longitude', null),
         $2::bigint, $2::bigint + 50000, 'cod', now() - make_interval(days => 90 - g * 88 / $3::int), now() - make_interval(days => 85 - g * 84 / $3::int)
       from generate_series(1, $3::int) g
         join users u on u.phone = $4 || lpad((1 + g % $5::int)::text, 7, '0')`,
      [many.store_id, many.price, REVIEWS, BUYER_PREFIX, BUYERS],
    )
    await c.query(
      `insert into order_items (order_id, offer_id, product_id, product_slug, name, quantity, unit_price, original_unit_price)
       select o.id, $1, p.id, p.slug, p.name_fa, 1, o.subtotal, o.subtotal
       from orders o join products p on p.id = $2
       where o.user_id in (select id from users where phone like $3)`,
      [many.offer_id, many.id, `${BUYER_PREFIX}%`],
    )
    // Ratings leaning to 4 and 5; three in five with a title, text, strengths and weaknesses; one
    // in ten with a photo; helpful counts spread so "most helpful" has an order.
    await c.query(
      `insert into reviews (product_id, order_item_id, store_id, user_id, rating, title, body, strengths, weaknesses,
         photos, status, helpful_count, created_at)
       select $1, oi.id, o.store_id, o.user_id, r.rating,
         case when k % 5 < 3 then 'خرید خوبی بود' end,
         case when k % 5 < 3 then 'بسته‌بندی مرتب بود و کالا سالم رسید؛ بعد از چند هفته استفاده هنوز راضی‌ام.' end,
         case when k % 5 < 3 then '["کیفیت ساخت خوب", "قیمت مناسب"]'::jsonb else '[]'::jsonb end,
         case when k % 5 < 3 then '["ارسال دیر"]'::jsonb else '[]'::jsonb end,
         case when k % 10 = 0 then jsonb_build_array(jsonb_build_object('fileId', k, 'url', '/media/placeholder.webp'))
           else '[]'::jsonb end,
         'published', (k * 37) % 23, o.updated_at + interval '2 days'
       from (select oi.*, row_number() over (order by oi.id) as k from order_items oi
         join orders o on o.id = oi.order_id where oi.product_id = $1 and o.user_id in (select id from users where phone like $2)) oi
       join orders o on o.id = oi.order_id
       cross join lateral (select (array[1, 2, 3, 4, 4, 5, 5, 5, 5, 5])[1 + (oi.k * 7) % 10] as rating) r`,
      [many.id, `${BUYER_PREFIX}%`],
    )
    await c.query(
      `insert into product_ratings (product_id, count, sum, stars_1, stars_2, stars_3, stars_4, stars_5)
       select product_id, count(*), sum(rating), count(*) filter (where rating = 1), count(*) filter (where rating = 2),
         count(*) filter (where rating = 3), count(*) filter (where rating = 4), count(*) filter (where rating = 5)
       from reviews where product_id = $1 and status = 'published' group by product_id
       on conflict (product_id) do update set count = excluded.count, sum = excluded.sum, stars_1 = excluded.stars_1,
         stars_2 = excluded.stars_2, stars_3 = excluded.stars_3, stars_4 = excluded.stars_4, stars_5 = excluded.stars_5`,
      [many.id],
    )
    await c.query('commit')
    await c.query('analyze orders, order_items, reviews, product_ratings')
    const [{ n }] = (
      await c.query<{ n: number }>(
        `select count(*)::int as n from reviews where product_id = $1 and status = 'published'`,
        [many.id],
      )
    ).rows
    console.log(`Product ${many.id} has ${n.toLocaleString('en')} published reviews; product ${none.id} has none.`)
    return { many: many.id, none: none.id }
  })
}

type Side = 'many' | 'none'
interface Run extends RoundRun {
  side: Side
}

async function main() {
  await ensureCatalogDatabase(bench, PRODUCTS, FRESH)
  const ids = await prepare()
  const server = await startQuietServer(PORT, bench.url)
  const runs: Run[] = []
  const paths: [string, (id: number) => string][] = [
    ['product page', (id) => `/api/v1/public/products/${id}`],
    ['first reviews page', (id) => `/api/v1/public/products/${id}/reviews`],
  ]
  try {
    for (const side of ['many', 'none'] as Side[]) {
      for (const [, path] of paths) {
        const url = path(ids[side])
        await runLoad({ origin: server.origin, connections: 10, seconds: 1, nextPath: () => url, label: 'warm-up' })
      }
    }
    console.log(`load ${loadavg()[0].toFixed(1)} before measuring`)
    for (let round = 1; round <= ROUNDS; round++) {
      for (const [label, path] of paths) {
        for (const side of inTurn<Side>(round, ['many', 'none'])) {
          const url = path(ids[side])
          const r = await runLoad({
            origin: server.origin,
            connections: CONNECTIONS,
            seconds: SECONDS,
            nextPath: () => url,
            label,
          })
          const run = { ...r, side, round, scenario: `${label} @${CONNECTIONS}` }
          runs.push(run)
          logRun(`round ${round} ${side.padEnd(4)} ${run.scenario.padEnd(26)}`, r)
        }
      }
    }
  } finally {
    await server.stop()
  }
  const summary = [...new Set(runs.map((r) => r.scenario))].flatMap((scenario) =>
    (['many', 'none'] as Side[]).map((side) => {
      const figures = medians(runs.filter((r) => r.scenario === scenario && r.side === side))
      const row = { scenario, side, reviews: side === 'many' ? REVIEWS : 0, ...figures }
      console.log(
        `${scenario.padEnd(26)} ${String(row.reviews).padStart(5)} reviews: ${row.rps} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms ${verdict(row.p99, BUDGET_P99_MS)}`,
      )
      return row
    }),
  )
  writeReport('reviews', { products: PRODUCTS, budget_p99_ms: BUDGET_P99_MS, ids, summary, runs })
}

await main()
