// npm run bench:lighthouse [-- --runs 5 --port 8393 --gzip]
// Starts the built server (dist/) on a fresh demo database in a temp DATA_DIR (demo-server.mjs), then:
//  - Lighthouse 12, mobile (its default form factor and simulated throttling), `--runs` times each on
//    home, a category and a product page: the median of each category's score;
//  - the home page's initial JavaScript: every script requested while the first load settles, gzip
//    (level 9, as Vite reports it) of the built file;
//  - the repeat visit offline: service worker in control, network off, reload until the first
//    product card shows (playwright-core, no throttling), median of `--runs`.
// The app server compresses its answers itself (brotli/gzip); `--gzip` still puts a gzip reverse
// proxy in front, as a CDN would.
// Needs `npm run build` first (or WEB_ROOT naming another build) and Chromium at CHROME_PATH
// (default /usr/bin/chromium).
import { readFileSync } from 'node:fs'
import http from 'node:http'
import { join } from 'node:path'
import { createGzip, gzipSync } from 'node:zlib'
import { demoPages, startDemoServer } from '../demo-server.mjs'
import { numberArg as arg } from './args.mjs'
import { CATEGORIES, median, offlineRepeatVisit, runLighthouse } from './lighthouse-lib.mjs'

const RUNS = arg('runs', 5)

const PORT = arg('port', 8393)
const GZIP = process.argv.includes('--gzip')

const server = await startDemoServer({ port: PORT })
const proxy = GZIP ? await gzipProxy(server.origin, PORT + 1) : undefined
const origin = proxy?.origin ?? server.origin
try {
  if (GZIP) console.log(`Through a gzip proxy (${origin})`)
  const pages = await demoPages(origin)
  console.log(`Lighthouse ${RUNS}× mobile on ${Object.values(pages).join(', ')}`)
  const table = {}
  let homeReport
  for (const [name, path] of Object.entries(pages)) {
    const runs = []
    for (let i = 0; i < RUNS; i++) {
      const lhr = await runLighthouse(origin + path)
      runs.push(lhr)
      if (name === 'home') homeReport ??= lhr
      process.stdout.write('.')
    }
    table[name] = Object.fromEntries(
      CATEGORIES.map((c) => [c, median(runs.map((r) => Math.round((r.categories[c]?.score ?? 0) * 100)))]),
    )
    table[name].FCP_ms = median(runs.map((r) => Math.round(r.audits['first-contentful-paint'].numericValue)))
    table[name].LCP_ms = median(runs.map((r) => Math.round(r.audits['largest-contentful-paint'].numericValue)))
    table[name].TBT_ms = median(runs.map((r) => Math.round(r.audits['total-blocking-time'].numericValue)))
    table[name].CLS = Number(median(runs.map((r) => r.audits['cumulative-layout-shift'].numericValue)).toFixed(3))
    // Lighthouse's own reading of this machine's speed (a CPU loop; higher is faster): the same build
    // scores lower on a slower day, so each figure goes with it.
    table[name].benchmarkIndex = median(runs.map((r) => Math.round(r.environment.benchmarkIndex)))
    const failing = new Set()
    for (const r of runs) {
      for (const c of CATEGORIES.slice(1)) {
        for (const ref of r.categories[c].auditRefs) {
          const audit = r.audits[ref.id]
          if (ref.weight > 0 && audit.score !== null && audit.score < 1) failing.add(`${c}: ${ref.id}`)
        }
      }
    }
    if (failing.size) console.log(`\n${name} — failing audits: ${[...failing].join(', ')}`)
  }
  console.log('\nMedian Lighthouse scores (mobile):')
  console.table(table)

  const js = initialJs(homeReport)
  console.log(
    `Home initial JavaScript: ${js.files} scripts, ${kb(js.gzip)} KB gzip (${kb(js.raw)} KB uncompressed; ` +
      `${kb(js.transfer)} KB transferred as served); ${kb(js.beforeLoad)} KB gzip requested before the load event`,
  )
  const offline = await offlineRepeatVisit(origin, RUNS)
  console.log(
    `Offline repeat visit of home (median of ${RUNS}): first product card after ${offline.card} ms, ` +
      `load event at ${offline.load} ms`,
  )
} finally {
  await proxy?.close()
  await server.close()
}

/** A reverse proxy that gzips text answers when the browser accepts it. */
async function gzipProxy(target, port) {
  const upstreamHost = new URL(target).host
  const proxyServer = http.createServer((req, res) => {
    const headers = { ...req.headers, host: upstreamHost, 'accept-encoding': 'identity' }
    const upstream = http.request(`${target}${req.url}`, { method: req.method, headers }, (answer) => {
      const type = String(answer.headers['content-type'] ?? '')
      const gzip =
        /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) &&
        /text|javascript|json|svg|xml|manifest/.test(type)
      const out = { ...answer.headers }
      if (gzip) {
        delete out['content-length']
        out['content-encoding'] = 'gzip'
        out.vary = 'Accept-Encoding'
      }
      res.writeHead(answer.statusCode ?? 502, out)
      if (gzip) answer.pipe(createGzip({ level: 6 })).pipe(res)
      else answer.pipe(res)
    })
    upstream.on('error', () => res.destroy())
    req.pipe(upstream)
  })
  await new Promise((resolve) => proxyServer.listen(port, '127.0.0.1', resolve))
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => proxyServer.close(resolve)),
  }
}

/**
 * The scripts of the home page's first load, measured as built files: every script the run saw,
 * and apart those requested before the load event (the rest is what the app fetches once the page
 * has settled: the service worker's registration and the parts kept for offline use).
 */
function initialJs(lhr) {
  const requests = lhr.audits['network-requests'].details.items
  const scripts = requests.filter((r) => r.resourceType === 'Script' && r.url.startsWith(origin))
  const load = lhr.audits.metrics.details.items[0].observedLoad
  let raw = 0
  let gzip = 0
  let transfer = 0
  let beforeLoad = 0
  for (const request of scripts) {
    const file = readFileSync(join(process.env.WEB_ROOT || 'dist', new URL(request.url).pathname))
    const zipped = gzipSync(file, { level: 9 }).length
    raw += file.length
    gzip += zipped
    transfer += request.transferSize ?? 0
    if (request.networkRequestTime <= load) beforeLoad += zipped
  }
  return { files: scripts.length, raw, gzip, transfer, beforeLoad }
}

function kb(bytes) {
  return (bytes / 1024).toFixed(1)
}
