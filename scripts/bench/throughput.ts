// npm run bench:throughput [-- --seconds S --rounds R --connections C --encoding br|gzip|identity --fresh]
// Issue 17 item 4: the real server's cached public product list against a bare Fastify server
// (scripts/bench/bare-server.ts) that answers the same addresses with the same bytes and headers,
// measured side by side in one run. Both run in child processes on the same machine; the real
// server's answers (10 category list pages, as a browser asks for them: Accept-Encoding br, gzip)
// are recorded first and handed to the bare server. Each round runs both, S seconds each after a
// warm-up (which goes first alternates); the ratio is the real server's requests per second over
// the bare one's, per round and as the median. Beside it, the ratio of their CPU time per answer
// (from /proc), which other work on a shared machine disturbs far less. The database is BENCH_DATABASE_URL's, else
// TEST_DATABASE_URL's name with the suffix _bench_throughput (3,000 demo products). With
// BENCH_PROFILE=1 the real server writes a CPU profile to tmp/prof. Not part of npm test.
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import { cpus, loadavg } from 'node:os'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { openDatabase } from '../../server/db/client'
import { appMeta, users } from '../../server/db/schema'
import { rowsOf } from '../../server/seed/catalog/bulk'
import { DEMO_USERS } from '../../server/seed/data/users'
import { seedCatalog } from '../../server/seed/seed-catalog'
import { numberArg as arg } from './args.mjs'
import { type LoadResult, runLoad } from './load'
import { startBenchServer } from './server'

const str = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? process.argv[i + 1] : fallback
}
const PRODUCTS = 3000
const SECONDS = arg('seconds', 4)
const ROUNDS = arg('rounds', 6)
const CONNECTIONS = arg('connections', 50)
const ENCODING = str('encoding', 'br')
const ACCEPT: Record<string, string> = { br: 'br, gzip, deflate', gzip: 'gzip, deflate', identity: 'identity' }
const FRESH = process.argv.includes('--fresh')
const PORT = arg('port', 8394)
const BARE_PORT = PORT + 1

function benchDatabase() {
  const given = process.env.BENCH_DATABASE_URL
  const server = given ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
  const url = new URL(server)
  const base = decodeURIComponent(url.pathname.slice(1)) || 'rasteh'
  const name = given ? base : `${base}_bench_throughput`
  if (!/^[A-Za-z_][A-Za-z0-9_]{0,62}$/.test(name)) throw new Error(`unsuitable bench database name: ${name}`)
  url.pathname = `/${name}`
  const admin = new URL(server)
  admin.pathname = '/postgres'
  return { name, url: url.toString(), adminUrl: admin.toString() }
}
const bench = benchDatabase()

async function ensureDatabase(): Promise<number[]> {
  const admin = new pg.Client({ connectionString: bench.adminUrl })
  await admin.connect()
  if (FRESH) await admin.query(`DROP DATABASE IF EXISTS ${bench.name} WITH (FORCE)`)
  const exists = await admin.query('select 1 from pg_database where datname = $1', [bench.name])
  if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${bench.name}`)
  await admin.end()
  const database = await openDatabase({ databaseUrl: bench.url, poolSize: 2 })
  try {
    await database.migrate()
    const [{ n }] = rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from products`))
    if (n === 0) {
      console.log(`Seeding ${PRODUCTS.toLocaleString('en')} products into ${bench.name} …`)
      await database.db.insert(users).values(DEMO_USERS).onConflictDoNothing()
      await seedCatalog(database.db, { products: PRODUCTS, mediaDir: null })
      await database.db
        .insert(appMeta)
        .values({ key: 'demo_seeded', value: new Date().toISOString() })
        .onConflictDoNothing()
    }
    // The ten categories with the most products: full pages of 20.
    return rowsOf<{ id: number }>(
      await database.db.execute(
        sql`select category_id as id from products group by category_id order by count(*) desc, category_id limit 10`,
      ),
    ).map((r) => r.id)
  } finally {
    await database.close()
  }
}

interface Recorded {
  path: string
  status: number
  headers: Record<string, string>
  body: string
}

/** The answer as it arrives (not decompressed), with its headers but the per-connection ones. */
function record(origin: string, path: string): Promise<Recorded & { bytes: number }> {
  const url = new URL(origin)
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: url.hostname, port: url.port, path, headers: { 'accept-encoding': ACCEPT[ENCODING] } },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => {
          const headers: Record<string, string> = {}
          for (const [k, v] of Object.entries(res.headers)) {
            if (['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length'].includes(k)) continue
            headers[k] = Array.isArray(v) ? v.join(', ') : String(v)
          }
          const body = Buffer.concat(chunks)
          resolve({ path, status: res.statusCode ?? 0, headers, body: body.toString('base64'), bytes: body.length })
        })
      },
    )
    req.on('error', reject)
    req.end()
  })
}

/** CPU time (user + system) of processes, in ms, from /proc (Linux). */
function cpuMs(pids: number[]): number {
  let ticks = 0
  for (const pid of pids) {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
    ticks += Number(fields[11]) + Number(fields[12])
  }
  return ticks * 10 // USER_HZ = 100
}

async function startBare(answersFile: string): Promise<{ origin: string; pid: number; stop(): Promise<void> }> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/bare-server.ts'], {
    env: { ...process.env, PORT: String(BARE_PORT), BARE_ANSWERS: answersFile },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const exited = new Promise<void>((r) => child.on('exit', () => r()))
  const origin = `http://127.0.0.1:${BARE_PORT}`
  for (let i = 0; i < 300; i++) {
    const up = await fetch(`${origin}/health`).then(
      (r) => r.ok,
      () => false,
    )
    if (up)
      return {
        origin,
        pid: child.pid as number,
        async stop() {
          child.kill('SIGTERM')
          await exited
        },
      }
    await new Promise((r) => setTimeout(r, 100))
  }
  child.kill('SIGKILL')
  throw new Error('the bare server did not start')
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]

async function main() {
  const categories = await ensureDatabase()
  const paths = categories.map((id) => `/api/v1/public/products?category=${id}&limit=20`)
  const real = await startBenchServer({
    port: PORT,
    processes: 1,
    nodeArgs: process.env.BENCH_PROFILE ? ['--cpu-prof', '--cpu-prof-dir=tmp/prof'] : [],
    env: {
      DATABASE_URL: bench.url,
      WEB_ROOT: '',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
      DATA_DIR: 'tmp/bench-throughput-data',
    },
  })
  let bare: Awaited<ReturnType<typeof startBare>> | undefined
  try {
    for (const p of paths) await record(real.origin, p) // fills the caches
    const recorded = await Promise.all(paths.map((p) => record(real.origin, p)))
    for (const r of recorded) if (r.status !== 200) throw new Error(`${r.path} answered ${r.status}`)
    mkdirSync('tmp', { recursive: true })
    const answersFile = 'tmp/bench-throughput-answers.json'
    writeFileSync(answersFile, JSON.stringify(recorded))
    bare = await startBare(answersFile)
    // The bare server must send what the real one sends (but the date).
    for (const p of paths) {
      const [a, b] = await Promise.all([record(real.origin, p), record(bare.origin, p)])
      if (a.body !== b.body || JSON.stringify(a.headers) !== JSON.stringify(b.headers))
        throw new Error(`the two servers answer ${p} differently`)
    }
    const sizes = recorded.map((r) => r.bytes)
    console.log(
      `${paths.length} cached list pages, ${ENCODING}: ${Math.min(...sizes).toLocaleString('en')}–${Math.max(...sizes).toLocaleString('en')} bytes; ` +
        `headers ${Object.keys(recorded[0].headers).join(', ')}`,
    )
    const headers = { 'accept-encoding': ACCEPT[ENCODING] }
    const next = (i: number, n: number) => ({ path: paths[(i + n) % paths.length], headers })
    const load = (origin: string, label: string, seconds = SECONDS) =>
      runLoad({ origin, connections: CONNECTIONS, seconds, next, label })
    /** A run and the server's CPU time per answer (µs): what each answer costs, whatever else runs. */
    const measure = async (origin: string, pids: number[], label: string) => {
      const before = cpuMs(pids)
      const r = await load(origin, label)
      return { ...r, cpuPerAnswer: Math.round(((cpuMs(pids) - before) * 1000) / Math.max(1, r.requests)) }
    }
    await load(real.origin, 'warm-up', 3)
    await load(bare.origin, 'warm-up', 3)
    type Run = LoadResult & { cpuPerAnswer: number }
    const rounds: { real: Run; bare: Run; ratio: number; cpuRatio: number }[] = []
    const round3 = (x: number) => Math.round(x * 1000) / 1000
    for (let k = 0; k < ROUNDS; k++) {
      // Alternate which goes first, so a trend in the machine's load favours neither.
      const first = k % 2 === 0
      const a0 = first ? await measure(real.origin, real.pids(), 'real server') : undefined
      const b = await measure(bare.origin, [bare.pid], 'bare Fastify')
      const a = a0 ?? (await measure(real.origin, real.pids(), 'real server'))
      const ratio = round3(a.rps / b.rps)
      const cpuRatio = round3(b.cpuPerAnswer / a.cpuPerAnswer)
      rounds.push({ real: a, bare: b, ratio, cpuRatio })
      console.log(
        `round ${k + 1}: real ${a.rps} req/s (p50 ${a.p50} p99 ${a.p99} ms, ${a.cpuPerAnswer} µs CPU per answer, ${JSON.stringify(a.statuses)}), ` +
          `bare ${b.rps} req/s (p50 ${b.p50} p99 ${b.p99} ms, ${b.cpuPerAnswer} µs) → ratio ${ratio} (by CPU per answer ${cpuRatio})`,
      )
    }
    const ratio = median(rounds.map((r) => r.ratio))
    const cpuRatio = median(rounds.map((r) => r.cpuRatio))
    const report = {
      date: new Date().toISOString(),
      cores: cpus().length,
      cpu: cpus()[0]?.model,
      load_average: loadavg().map((x) => Math.round(x * 100) / 100),
      encoding: ENCODING,
      connections: CONNECTIONS,
      seconds: SECONDS,
      paths,
      bytes: sizes,
      rounds: rounds.map((r) => ({
        real_rps: r.real.rps,
        bare_rps: r.bare.rps,
        real_cpu_us: r.real.cpuPerAnswer,
        bare_cpu_us: r.bare.cpuPerAnswer,
        ratio: r.ratio,
        cpu_ratio: r.cpuRatio,
      })),
      median_ratio: ratio,
      median_cpu_ratio: cpuRatio,
    }
    writeFileSync(`tmp/bench-throughput-${ENCODING}.json`, JSON.stringify(report, null, 2))
    console.log(
      `median ratio ${ratio} (real ${median(rounds.map((r) => r.real.rps))} / bare ${median(rounds.map((r) => r.bare.rps))} req/s), ` +
        `by CPU per answer ${cpuRatio} (real ${median(rounds.map((r) => r.real.cpuPerAnswer))} / bare ${median(rounds.map((r) => r.bare.cpuPerAnswer))} µs) ` +
        `at ${CONNECTIONS} connections; target ≥ 0.7 ${ratio >= 0.7 ? 'met' : 'MISSED'}; ` +
        `${report.cores} cores, load average ${report.load_average.join(' ')}`,
    )
  } finally {
    await bare?.stop()
    await real.stop()
  }
}

await main()
