// Several server processes on one port: `npm start -- --processes N` (or
// `node --import tsx server/cluster.ts N`) runs N copies of main.ts under Node's cluster module,
// which hands incoming connections to them in turn. They share one PostgreSQL (DATABASE_URL):
// caches and periodic jobs are coordinated through it (app.ts). The first process migrates and
// seeds before the others start; a process that dies is replaced; SIGTERM or SIGINT stops them all
// gracefully. On several machines, run `npm run serve` on each behind a load balancer instead.
import cluster, { type Worker } from 'node:cluster'
import { fileURLToPath } from 'node:url'

const count = Math.max(1, Math.floor(Number(process.argv[2] ?? process.env.PROCESSES ?? 2)))
if (!process.env.DATABASE_URL) {
  console.error("Several processes need PostgreSQL: set DATABASE_URL (PGlite is one process's own database).")
  process.exit(1)
}

cluster.setupPrimary({ exec: fileURLToPath(new URL('./main.ts', import.meta.url)) })
let stopping = false
/** Replacing dead processes starts once all are up (a start that fails stops the lot). */
let started = false

function fork(): Promise<Worker> {
  const worker = cluster.fork()
  return new Promise((resolve, reject) => {
    worker.once('listening', () => resolve(worker))
    worker.once('exit', (code) => reject(new Error(`server process ${worker.process.pid} exited with ${code}`)))
  })
}

cluster.on('exit', (worker, code, signal) => {
  if (stopping) {
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit()
    return
  }
  if (!started) return
  console.error(`server process ${worker.process.pid} ended (${signal ?? code}); starting another`)
  setTimeout(() => fork().catch((e) => console.error(String(e))), 1000)
})

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return
    stopping = true
    const workers = Object.values(cluster.workers ?? {})
    if (workers.length === 0) process.exit(0)
    for (const worker of workers) worker?.process.kill('SIGTERM')
    setTimeout(() => process.exit(1), 15_000).unref()
  })
}

try {
  // Migrations and the demo data run once, in the first process, before the rest start.
  await fork()
  await Promise.all(Array.from({ length: count - 1 }, fork))
  started = true
  console.log(`${count} server processes are running (primary ${process.pid})`)
} catch (error) {
  console.error(String(error))
  stopping = true
  for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM')
  process.exitCode = 1
  if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(1)
}
