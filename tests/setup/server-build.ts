// The server as the process tests run it (process, processes, db-failover): bundled once per run
// by esbuild instead of compiled by tsx at every start, and spawned with plain `node`.
//
// The bundle keeps node_modules outside (`packages: 'external'`: Node loads them from the repo's
// node_modules, found by walking up from the run's folder under tmp/) and bundles only our code.
// Code that finds files next to its own module (migrations, the contract, the payment page's
// font: `new URL(…, import.meta.url)`) would look beside the bundle instead; the build gives each
// such module its source file's URL, so it reads the very files the tsx run reads. The one
// exception is the cluster runner, which finds main.ts beside itself to fork it: in the build it
// is pointed at the built main.mjs beside the built cluster.mjs.
import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { join, relative, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build, type Plugin } from 'esbuild'
import { buildOnce } from './run-dir'

/** The entry points the tests spawn, as paths under server/ without the extension. */
export type ServerEntry = 'main' | 'cluster' | 'cli/make-admin'
const ENTRIES: ServerEntry[] = ['main', 'cluster', 'cli/make-admin']

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)))

/** Source rewrites a module needs in the build (each must match, so a changed source is noticed). */
const REWRITES: Record<string, [from: string, to: string][]> = {
  // It forks its sibling main.ts: the built one is main.mjs beside the built cluster.mjs.
  'server/cluster.ts': [["new URL('./main.ts', import.meta.url)", "new URL('./main.mjs', import.meta.url)"]],
}

/** `import.meta.url` → the source file's URL (see the top of this file), and the rewrites above. */
const sourceLocations: Plugin = {
  name: 'source-locations',
  setup(b) {
    b.onLoad({ filter: /\.[cm]?tsx?$/ }, (args) => {
      const file = relative(root, args.path).split('\\').join('/')
      const source = readFileSync(args.path, 'utf8')
      const rewrites = REWRITES[file]
      if (rewrites) {
        let contents = source
        for (const [from, to] of rewrites) {
          if (!contents.includes(from)) throw new Error(`server build: ${file} no longer has ${from}`)
          contents = contents.split(from).join(to)
        }
        return { contents, loader: 'ts' }
      }
      if (!source.includes('import.meta.url')) return undefined
      const url = JSON.stringify(pathToFileURL(args.path).href)
      return { contents: source.split('import.meta.url').join(url), loader: args.path.endsWith('x') ? 'tsx' : 'ts' }
    })
  },
}

/** The run's server build (a folder of .mjs files), made by the first file that asks for it. */
function serverBuild(): Promise<string> {
  return buildOnce('server-build', async (outdir) => {
    await build({
      absWorkingDir: root,
      entryPoints: ENTRIES.map((e) => `server/${e}.ts`),
      outbase: 'server',
      outdir,
      outExtension: { '.js': '.mjs' },
      bundle: true,
      splitting: true, // the entries share their code in chunks
      packages: 'external',
      platform: 'node',
      format: 'esm',
      target: 'node20',
      plugins: [sourceLocations],
      logLevel: 'error',
    })
  })
}

/** `node <built entry> ...args`: what to spawn. */
export async function nodeArgs(entry: ServerEntry, args: string[] = []): Promise<string[]> {
  return [join(await serverBuild(), `${entry}.mjs`), ...args]
}

/** A port free right now (another file's server may take it meanwhile: startServer tries again). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => resolve(port))
    })
  })
}

/** A name for a PostgreSQL database of this file, dropped by the run's teardown if the file cannot. */
export function databaseName(label: string): string {
  const run = (process.env.RASTEH_TEST_RUN_ID ?? `p${process.pid}`).toLowerCase()
  return `rasteh_test_${run}_${label}_${randomBytes(5).toString('hex')}`
}

export interface Spawned {
  child: ChildProcess
  /** Everything it wrote so far, stdout and stderr. */
  log(): string
  /** Its exit code once it has ended. */
  exited: Promise<number | null>
  ended(): boolean
  /**
   * Resolves once `done(log)` holds, checked now and whenever it writes; rejects (with its log)
   * when it ends first or after `ms`.
   */
  waitFor(done: (log: string) => boolean, ms: number, what: string): Promise<void>
}

/** Runs a built entry, in the repository's folder, with exactly `env` as its environment. */
async function spawnBuilt(entry: ServerEntry, args: string[], env: NodeJS.ProcessEnv): Promise<Spawned> {
  const child = spawn(process.execPath, await nodeArgs(entry, args), { cwd: root, env })
  let log = ''
  let ended = false
  const watchers = new Set<() => void>()
  const wrote = (d: Buffer) => {
    log += d
    for (const w of watchers) w()
  }
  child.stdout?.on('data', wrote)
  child.stderr?.on('data', wrote)
  const exited = new Promise<number | null>((r) =>
    child.on('exit', (code) => {
      ended = true
      r(code)
      for (const w of watchers) w()
    }),
  )
  const waitFor = (done: (log: string) => boolean, ms: number, what: string) =>
    new Promise<void>((resolve, reject) => {
      const finish = (error?: Error) => {
        clearTimeout(timer)
        watchers.delete(check)
        if (error) reject(error)
        else resolve()
      }
      const check = () => {
        if (done(log)) finish()
        else if (ended) finish(new Error(`${what}: the process ended first\n${log}`))
      }
      const timer = setTimeout(() => finish(new Error(`${what}: not within ${ms} ms\n${log}`)), ms)
      watchers.add(check)
      check()
    })
  return { child, log: () => log, exited, ended: () => ended, waitFor }
}

export interface BuiltServer extends Spawned {
  port: number
  /** e.g. http://127.0.0.1:40123 */
  origin: string
}

/** The line main.ts logs once it listens (start-banner.ts). */
export const RUNNING = 'Rasteh is running on'

/**
 * A server process (main, or the cluster runner) on a free port, once it has logged that it is
 * running and its /health answers 200; started again on another port when another process took
 * the one it was given.
 */
export async function startBuiltServer(
  env: NodeJS.ProcessEnv,
  { entry = 'main', args = [], ms = 120_000 }: { entry?: ServerEntry; args?: string[]; ms?: number } = {},
): Promise<BuiltServer> {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort()
    const server = await spawnBuilt(entry, args, { ...env, PORT: String(port) })
    try {
      await server.waitFor((log) => log.includes(RUNNING), ms, `the server (${entry}) starts`)
      const origin = `http://127.0.0.1:${port}`
      const health = await fetch(`${origin}/health`).then((r) => r.status, String)
      if (health !== 200)
        throw new Error(`the server (${entry}) is running, but /health answers ${health}\n${server.log()}`)
      return { ...server, port, origin }
    } catch (error) {
      server.child.kill('SIGKILL')
      if (attempt < 3 && server.log().includes('EADDRINUSE')) continue
      throw error
    }
  }
}
