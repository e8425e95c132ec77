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
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import http from 'node:http'
import { join } from 'node:path'
import { createGzip, gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'
import { demoPages, startDemoServer } from '../demo-server.mjs'

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? Number(process.argv[i + 1]) : fallback
}
const RUNS = arg('runs', 5)
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const CHROME_FLAGS = '--headless --no-sandbox --disable-gpu'
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']

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
  const offline = await offlineRepeatVisit()
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

/** One Lighthouse run in its own Chromium (a cold cache and an empty profile each time). */
async function runLighthouse(url) {
  // A run now and then fails to record its trace (NO_NAVSTART, NO_FCP): it is run again.
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(url)
    } catch (error) {
      if (attempt === 3) throw error
      console.error(`\n${error.message}; again`)
    }
  }
}

async function lighthouseOnce(url) {
  const cli = join('node_modules', 'lighthouse', 'cli', 'index.js')
  const args = [
    cli,
    url,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    `--chrome-flags=${CHROME_FLAGS}`,
    `--only-categories=${CATEGORIES.join(',')}`,
  ]
  const child = spawn(process.execPath, args, {
    env: { ...process.env, CHROME_PATH: CHROME },
    stdio: ['ignore', 'pipe', 'ignore'],
  })
  let out = ''
  child.stdout.on('data', (chunk) => {
    out += chunk
  })
  const code = await new Promise((resolve) => child.once('exit', resolve))
  if (code !== 0) throw new Error(`lighthouse exited with ${code} on ${url}`)
  const lhr = JSON.parse(out)
  if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.code} on ${url}`)
  return lhr
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

/** Repeat visits with the network off, once the service worker controls the page. */
async function offlineRepeatVisit() {
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROME_FLAGS.split(' ') })
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: 'fa-IR' })
    const page = await context.newPage()
    await page.goto(`${origin}/`)
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
    await page.reload()
    await page.getByTestId('product-card').first().waitFor()
    await page.waitForTimeout(1500) // the persisted query cache writes at most once a second
    await context.setOffline(true)
    const cards = []
    const loads = []
    for (let i = 0; i < RUNS; i++) {
      const start = Date.now()
      await page.reload()
      await page.getByTestId('product-card').first().waitFor({ timeout: 15_000 })
      cards.push(Date.now() - start)
      loads.push(
        await page.evaluate(() =>
          Math.round(performance.getEntriesByType('navigation')[0]?.loadEventEnd ?? Number.NaN),
        ),
      )
    }
    return { card: median(cards), load: median(loads) }
  } finally {
    await browser.close()
  }
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

function kb(bytes) {
  return (bytes / 1024).toFixed(1)
}
