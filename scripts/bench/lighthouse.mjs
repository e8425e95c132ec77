// npm run bench:lighthouse [-- --runs 5 --port 8393]
// Starts the built server (dist/) on a fresh demo database in a temp DATA_DIR, then:
//  - Lighthouse 12, mobile (its default form factor and simulated throttling), `--runs` times each on
//    home, a category and a product page: the median of each category's score;
//  - the home page's initial JavaScript: every script requested while the first load settles, gzip
//    (level 9, as Vite reports it) of the built file;
//  - the repeat visit offline: service worker in control, network off, reload until the first
//    product card shows (playwright-core, no throttling), median of `--runs`.
// Needs `npm run build` first and Chromium at CHROME_PATH (default /usr/bin/chromium).
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? Number(process.argv[i + 1]) : fallback
}
const RUNS = arg('runs', 5)
const PORT = arg('port', 8393)
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const CHROME_FLAGS = '--headless --no-sandbox --disable-gpu'
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
const origin = `http://127.0.0.1:${PORT}`

if (!existsSync('dist/index.html')) throw new Error('dist/ is missing: run npm run build first')
const dataDir = mkdtempSync(join(tmpdir(), 'rasteh-lighthouse-'))
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'true' },
  stdio: ['ignore', 'ignore', 'inherit'],
})

try {
  await waitForServer()
  const pages = await pickPages()
  console.log(`Lighthouse ${RUNS}× mobile on ${Object.values(pages).join(', ')}`)
  const table = {}
  let homeReport
  for (const [name, path] of Object.entries(pages)) {
    const runs = []
    for (let i = 0; i < RUNS; i++) {
      const lhr = await runLighthouse(origin + path)
      runs.push(lhr)
      if (name === 'home' && !homeReport) homeReport = lhr
      process.stdout.write('.')
    }
    table[name] = Object.fromEntries(
      CATEGORIES.map((c) => [c, median(runs.map((r) => Math.round((r.categories[c]?.score ?? 0) * 100)))]),
    )
    table[name].LCP_ms = median(runs.map((r) => Math.round(r.audits['largest-contentful-paint'].numericValue)))
    table[name].TBT_ms = median(runs.map((r) => Math.round(r.audits['total-blocking-time'].numericValue)))
    table[name].CLS = median(runs.map((r) => r.audits['cumulative-layout-shift'].numericValue)).toFixed(3)
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
      `${kb(js.transfer)} KB transferred as served)`,
  )
  const offline = await offlineRepeatVisit()
  console.log(
    `Offline repeat visit of home (median of ${RUNS}): first product card after ${offline.card} ms, ` +
      `load event at ${offline.load} ms`,
  )
} finally {
  server.kill('SIGTERM')
  await new Promise((resolve) => server.once('exit', resolve))
  rmSync(dataDir, { recursive: true, force: true })
}

async function waitForServer() {
  const deadline = Date.now() + 300_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`)
    try {
      if ((await fetch(`${origin}/health`)).ok) return
    } catch {
      // not listening yet (migrating and seeding)
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error('the server did not start in 5 minutes')
}

async function pickPages() {
  const get = async (path) => (await fetch(`${origin}/api/v1${path}`)).json()
  const tree = await get('/public/categories')
  const category = (tree.items ?? tree)[0]
  const products = await get('/public/products?limit=1&sort=best_selling')
  const product = products.items[0]
  return {
    home: '/',
    category: `/categories/${encodeURIComponent(category.slug)}`,
    product: `/products/${product.id}/${encodeURIComponent(product.slug)}`,
  }
}

/** One Lighthouse run in its own Chromium (a cold cache and an empty profile each time). */
async function runLighthouse(url) {
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
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let out = ''
  child.stdout.on('data', (chunk) => {
    out += chunk
  })
  const code = await new Promise((resolve) => child.once('exit', resolve))
  if (code !== 0) throw new Error(`lighthouse exited with ${code} on ${url}`)
  const lhr = JSON.parse(out)
  if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.message}`)
  return lhr
}

/** The scripts of the home page's first load, measured as built files. */
function initialJs(lhr) {
  const requests = lhr.audits['network-requests'].details.items
  const scripts = requests.filter((r) => r.resourceType === 'Script' && r.url.startsWith(origin))
  let raw = 0
  let gzip = 0
  let transfer = 0
  for (const request of scripts) {
    const file = readFileSync(join('dist', new URL(request.url).pathname))
    raw += file.length
    gzip += gzipSync(file, { level: 9 }).length
    transfer += request.transferSize ?? 0
  }
  return { files: scripts.length, raw, gzip, transfer }
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
