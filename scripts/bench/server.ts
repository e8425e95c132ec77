// The server under benchmark, in child processes: one process (server/main.ts) or N behind one
// port (server/cluster.ts, as `npm start -- --processes N` runs them). Benches take
// `--processes N` and then measure 1 and N processes in the same run, on the same machine.
import { type ChildProcess, spawn } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'

/** `--processes N`: the process counts to measure, 1 first (just [1] without the flag). */
export function processLevels(argv = process.argv): number[] {
  const i = argv.indexOf('--processes')
  const n = i > 0 ? Math.max(1, Math.floor(Number(argv[i + 1]))) : 1
  return n > 1 ? [1, n] : [1]
}

export interface BenchServer {
  origin: string
  processes: number
  /** The server's processes: the one, or the cluster's primary and its workers. */
  pids(): number[]
  stop(): Promise<void>
}

/** Children of a process, from /proc (Linux). */
function childrenOf(pid: number): number[] {
  const out: number[] = []
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const ppid = Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ')[1])
      if (ppid === pid) out.push(Number(entry))
    } catch {}
  }
  return out
}

export async function startBenchServer(options: {
  port: number
  processes: number
  env: Record<string, string>
  nodeArgs?: string[]
}): Promise<BenchServer> {
  const entry = options.processes > 1 ? ['server/cluster.ts', String(options.processes)] : ['server/main.ts']
  const child: ChildProcess = spawn(process.execPath, [...(options.nodeArgs ?? []), '--import', 'tsx', ...entry], {
    env: { ...process.env, ...options.env, PORT: String(options.port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let out = ''
  child.stdout?.on('data', (d) => {
    process.stdout.write(d)
    if (out.length < 100_000) out += d
  })
  const exited = new Promise<void>((r) => child.on('exit', () => r()))
  const pid = child.pid as number
  const pids = () => (options.processes > 1 ? [pid, ...childrenOf(pid)] : [pid])
  const origin = `http://127.0.0.1:${options.port}`
  // The cluster answers once its first process listens; it says when all of them do.
  const up = async () =>
    (options.processes === 1 || out.includes(`${options.processes} server processes are running`)) &&
    (await fetch(`${origin}/health`).then(
      (r) => r.ok,
      () => false,
    ))
  for (let i = 0; i < 600; i++) {
    if (await up()) {
      return {
        origin,
        processes: options.processes,
        pids,
        async stop() {
          child.kill('SIGTERM')
          await exited
        },
      }
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  child.kill('SIGKILL')
  throw new Error('the server did not start')
}

/**
 * The bench's own database and the connection to create or drop it with. BENCH_DATABASE_URL names
 * the database (its path), so benches on a shared PostgreSQL need not collide; otherwise
 * `fallbackName` on TEST_DATABASE_URL's server (or the local one).
 */
export function benchDatabase(fallbackName: string): { name: string; url: string; adminUrl: string } {
  const given = process.env.BENCH_DATABASE_URL
  const server = given ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
  const url = new URL(server)
  const name = (given && decodeURIComponent(url.pathname.slice(1))) || fallbackName
  if (!/^[A-Za-z_][A-Za-z0-9_]{0,62}$/.test(name)) throw new Error(`unsuitable bench database name: ${name}`)
  url.pathname = `/${name}`
  const admin = new URL(server)
  // Created and dropped from the server's maintenance database when the URL names the bench's own.
  if (given) admin.pathname = '/postgres'
  return { name, url: url.toString(), adminUrl: admin.toString() }
}
