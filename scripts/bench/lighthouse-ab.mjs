// node scripts/bench/lighthouse-ab.mjs --base <worktree> [--runs 5]
// Issue 17's A/B: this checkout's build (B) against another checkout's build (A: a git worktree at
// the commit to compare with, built there with `npm ci && npm run build`), each served by its own
// server on its own fresh demo database, Lighthouse 12 mobile on home, a category and a product,
// run by run interleaved (A, B, A, B…) so the machine's changing load falls on both alike.
// Prints the medians per build and page, each build's precache and home first script, and the
// offline repeat visit; writes tmp/lighthouse-ab.json.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { demoPages, startDemoServer } from '../demo-server.mjs'
import { textArg as arg } from './args.mjs'
import { CATEGORIES, median, offlineRepeatVisit, runLighthouse } from './lighthouse-lib.mjs'
import { distSizes } from './sizes.mjs'

const RUNS = Number(arg('runs', 5))
const BASE = arg('base', '')
if (!BASE) throw new Error('--base <worktree of the build to compare with> is required')

const builds = [
  { name: 'A (base)', cwd: BASE, port: 8501 },
  { name: 'B (this)', cwd: '.', port: 8502 },
]
for (const build of builds) build.server = await startDemoServer({ port: build.port, cwd: build.cwd })
try {
  // The same demo seed on both: the same paths.
  const pages = await demoPages(builds[1].server.origin)
  const runs = Object.fromEntries(
    builds.map((b) => [b.name, Object.fromEntries(Object.keys(pages).map((p) => [p, []]))]),
  )
  console.log(`Lighthouse ${RUNS}× mobile, interleaved, on ${Object.values(pages).join(', ')}`)
  for (let i = 0; i < RUNS; i++) {
    for (const [page, path] of Object.entries(pages)) {
      // Alternate which build goes first, so neither always runs right after the other.
      const order = i % 2 ? [...builds].reverse() : builds
      for (const build of order) {
        runs[build.name][page].push(await runLighthouse(build.server.origin + path))
        process.stdout.write('.')
      }
    }
  }
  const table = {}
  for (const build of builds) {
    for (const [page, list] of Object.entries(runs[build.name])) {
      const row = Object.fromEntries(
        CATEGORIES.map((c) => [c, median(list.map((r) => Math.round((r.categories[c]?.score ?? 0) * 100)))]),
      )
      row.FCP_ms = median(list.map((r) => Math.round(r.audits['first-contentful-paint'].numericValue)))
      row.LCP_ms = median(list.map((r) => Math.round(r.audits['largest-contentful-paint'].numericValue)))
      row.TBT_ms = median(list.map((r) => Math.round(r.audits['total-blocking-time'].numericValue)))
      row.CLS = Number(median(list.map((r) => r.audits['cumulative-layout-shift'].numericValue)).toFixed(3))
      row.benchmarkIndex = median(list.map((r) => Math.round(r.environment.benchmarkIndex)))
      table[`${build.name} ${page}`] = row
    }
  }
  console.log('\nMedian Lighthouse (mobile), interleaved:')
  console.table(table)
  const sizes = {}
  for (const build of builds) {
    const { precache_bytes, first_script_bytes_gzip9, first_script_bytes_raw } = distSizes(join(build.cwd, 'dist'))
    const offline = await offlineRepeatVisit(build.server.origin, RUNS)
    sizes[build.name] = {
      precache_KiB: Number((precache_bytes / 1024).toFixed(1)),
      first_script_KB_gzip9: Number((first_script_bytes_gzip9 / 1000).toFixed(1)),
      first_script_KiB_raw: Number((first_script_bytes_raw / 1024).toFixed(1)),
      offline_repeat_first_card_ms: offline.card,
    }
  }
  console.table(sizes)
  mkdirSync('tmp', { recursive: true })
  writeFileSync('tmp/lighthouse-ab.json', JSON.stringify({ runs: RUNS, table, sizes }, null, 2))
} finally {
  for (const build of builds) await build.server?.close()
}
