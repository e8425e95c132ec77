// npm run bench:catalog [-- --products N --seconds S --connections C --fresh --processes P]
// Seeds the demo catalogue (100,000 products by default) into a PostgreSQL database of its own,
// starts the real server on it in a child process, and drives it with the closed-loop load
// generator in this process: product list pages (categories, brands, sorts, pages, facets),
// search and suggestions with varied Persian queries. Prints p50/p95/p99 per scenario and writes
// them to tmp/bench-catalog.json. `--processes P` measures one server process and then P
// (server/cluster.ts) in the same run. The database is BENCH_DATABASE_URL's (its name from the URL)
// or rasteh_bench_<products> beside TEST_DATABASE_URL's. Not part of npm test.
import { mkdirSync, writeFileSync } from 'node:fs'
import { cpus } from 'node:os'
import { sql } from 'drizzle-orm'
import { openDatabase } from '../../server/db/client'
import { rowsOf } from '../../server/seed/catalog/bulk'
import { BRANDS } from '../../server/seed/data/brands'
import { allLeaves } from '../../server/seed/data/tree'
import { numberArg as arg } from './args.mjs'
import { ensureCatalogDatabase } from './catalog-db'
import { runLoad } from './load'
import { benchDatabase, processLevels, startBenchServer } from './server'

const PRODUCTS = arg('products', 100_000)
const SECONDS = arg('seconds', 10)
const CONNECTIONS = arg('connections', 50)
const FRESH = process.argv.includes('--fresh')
const PORT = arg('port', 8391)

const bench = benchDatabase(`rasteh_bench_${PRODUCTS}`)
const benchUrl = new URL(bench.url)

const ensureDatabase = () => ensureCatalogDatabase(bench, PRODUCTS, FRESH)

function startServer(processes: number) {
  return startBenchServer({
    port: PORT,
    processes,
    env: {
      DATABASE_URL: benchUrl.toString(),
      WEB_ROOT: '',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
      DATA_DIR: 'tmp/bench-data',
    },
  })
}

/** Varied Persian queries: leaf names, brands in both scripts, Arabic letters, typos, digits. */
function queries(): string[] {
  const leaves = allLeaves().map((l) => l.leaf)
  const out: string[] = []
  for (const leaf of leaves) {
    out.push(leaf.name, leaf.noun)
    for (const b of leaf.brands) {
      const brand = BRANDS.find((x) => x.slug === b)
      if (!brand) continue
      out.push(`${leaf.noun} ${brand.fa}`, `${leaf.noun} ${brand.en.toLowerCase()}`)
      out.push(`${leaf.noun} ${brand.fa}`.replace(/ی/g, 'ي').replace(/ک/g, 'ك'))
      out.push(brand.fa.length > 3 ? `${leaf.noun} ${brand.fa.slice(0, -1)}` : brand.fa) // a typo
    }
  }
  out.push('گوشی ۲۵۶ گیگ', 'گوشی 256', 'لپ تاپ', 'لپ‌تاپ', 'کفش', 'کتاب', 'هدفون بی سیم', 'ساعت')
  return [...new Set(out)]
}

async function main() {
  await ensureDatabase()
  {
    const meta = rowsOf<{ id: number; level: number }>(
      await (async () => {
        const database = await openDatabase({ databaseUrl: benchUrl.toString(), poolSize: 1 })
        try {
          return await database.db.execute(sql`select id, level from categories order by id`)
        } finally {
          await database.close()
        }
      })(),
    )
    const categoryIds = meta.map((c) => c.id)
    const sorts = ['newest', 'cheapest', 'most_expensive', 'best_selling']
    const phrases = queries()
    const prefixes = [...new Set(phrases.flatMap((p) => [p, p.slice(0, 2), p.slice(0, 4), p.slice(0, 7)]))].filter(
      (p) => p.trim().length >= 2,
    )
    const enc = encodeURIComponent
    const pick = <T>(list: T[], i: number, n: number) => list[(i * 7919 + n * 104729) % list.length]

    const scenarios = [
      {
        label: 'product list pages',
        budget: { p99: 20 },
        nextPath: (i: number, n: number) => {
          const cat = pick(categoryIds, i, n)
          const sort = pick(sorts, i + 1, n)
          const skip = ((i + n) % 5) * 20
          const extra = n % 4 === 0 ? '&in_stock=true' : n % 4 === 1 ? '&min_price=1000000&max_price=50000000' : ''
          return `/api/v1/public/products?category=${cat}&sort=${sort}&skip=${skip}&limit=20${extra}`
        },
      },
      {
        label: 'search (public/products?search=)',
        budget: { p95: 20 },
        nextPath: (i: number, n: number) => `/api/v1/public/products?search=${enc(pick(phrases, i, n))}&limit=20`,
      },
      {
        label: 'suggestions',
        budget: { p95: 20 },
        nextPath: (i: number, n: number) => `/api/v1/public/suggestions?phrase=${enc(pick(prefixes, i, n))}`,
      },
      {
        label: 'catalogue products/search/fast',
        budget: { p95: 20 },
        nextPath: (i: number, n: number) =>
          `/catalogue/products/search/fast?query=${enc(pick(phrases, i, n))}&page=${(n % 3) + 1}&limit=20`,
      },
    ]

    const results = []
    // Every scenario at CONNECTIONS (50); the searches also at 10 connections, where the figure
    // is the answer time rather than the queue behind 50 clients on this machine's cores.
    const runs = [
      ...scenarios.map((s) => ({ ...s, connections: CONNECTIONS })),
      ...scenarios.slice(1).map((s) => ({ ...s, connections: 10 })),
    ]
    for (const processes of processLevels()) {
      let server = await startServer(processes)
      // Warm-up: connections, JIT and PostgreSQL's buffers (list pages only: searches start cold).
      const warmUp = () =>
        runLoad({
          origin: server.origin,
          connections: 10,
          seconds: 3,
          nextPath: scenarios[0].nextPath,
          label: 'warm-up',
        })
      try {
        await warmUp()
        for (const s of runs) {
          if (s.connections !== CONNECTIONS && s === runs[scenarios.length]) {
            // A fresh server, so the searches at 10 connections start with cold caches too.
            await server.stop()
            server = await startServer(processes)
            await warmUp()
          }
          const r = await runLoad({
            origin: server.origin,
            connections: s.connections,
            seconds: SECONDS,
            nextPath: s.nextPath,
            label: `${s.label} @${s.connections}${processes > 1 ? ` ×${processes}` : ''}`,
          })
          const ok = Object.entries(s.budget).every(([k, v]) => (r as unknown as Record<string, number>)[k] <= v)
          results.push({ ...r, processes, connections: s.connections, budget: s.budget, within_budget: ok })
          console.log(
            `${r.label.padEnd(42)} ${String(r.rps).padStart(6)} req/s  p50 ${r.p50} ms  p95 ${r.p95} ms  p99 ${r.p99} ms  max ${r.max} ms  ` +
              `statuses ${JSON.stringify(r.statuses)}  budget ${JSON.stringify(s.budget)} ${ok ? 'met' : 'MISSED'}`,
          )
        }
      } finally {
        await server.stop()
      }
    }
    const report = {
      date: new Date().toISOString(),
      products: PRODUCTS,
      connections: CONNECTIONS,
      seconds: SECONDS,
      cores: cpus().length,
      cpu: cpus()[0]?.model,
      distinct_queries: phrases.length,
      distinct_prefixes: prefixes.length,
      results,
    }
    mkdirSync('tmp', { recursive: true })
    writeFileSync('tmp/bench-catalog.json', JSON.stringify(report, null, 2))
    console.log(
      `${report.cores} cores (${report.cpu}); ${phrases.length} distinct queries, ${prefixes.length} prefixes`,
    )
  }
}

await main()
