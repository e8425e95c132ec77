// The benches' rounds and reports, written one way (beside args.mjs, their options): the median
// of a round's figures, the order sides take in each round, one line per measured run, the
// verdict against a budget, and the JSON report with the machine it ran on.
import { mkdirSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import type { LoadResult } from './load'
import { type BenchServer, startBenchServer } from './server'

/** The JWT secret of every bench server (the benches sign their users' tokens with it). */
export const BENCH_SECRET = 'bench-secret-bench-secret-bench-secret'

/** One server process on the bench's own database: no PWA files, no demo seed, quiet logs, scratch uploads. */
export function startQuietServer(port: number, databaseUrl: string): Promise<BenchServer> {
  const env = {
    DATABASE_URL: databaseUrl,
    WEB_ROOT: '',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    JWT_SECRET: BENCH_SECRET,
    DATA_DIR: 'tmp/bench-data',
  }
  return startBenchServer({ port, processes: 1, env })
}

/** A measured run of a round, with the scenario it measured («ledger page @50»). */
export interface RoundRun extends LoadResult {
  round: number
  scenario: string
}

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2
}

/** Round `round`'s order of `items`: as given in odd rounds, reversed in even ones, so no side always goes first. */
export const inTurn = <T>(round: number, items: readonly T[]): T[] => (round % 2 ? [...items] : [...items].reverse())

/** One measured run: `round 2 many  first reviews page @50   812 req/s  p50 … ms  p99 … ms  client …%  statuses {…}`. */
export function logRun(label: string, r: LoadResult): void {
  console.log(
    `${label} ${String(r.rps).padStart(6)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms  client ${r.client_cpu}%  statuses ${JSON.stringify(r.statuses)}`,
  )
}

/** The medians of the runs' throughput and latencies. */
export function medians(runs: LoadResult[]): { rps: number; p50: number; p99: number } {
  return {
    rps: median(runs.map((r) => r.rps)),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
  }
}

/** «(within the 20 ms budget)» or «(OVER the 20 ms budget)». */
export const verdict = (ms: number, budgetMs: number) =>
  `(${ms <= budgetMs ? 'within' : 'OVER'} the ${budgetMs} ms budget)`

/** Writes tmp/bench-<name>.json: when, on what machine (cores, CPU, load average), and the bench's own figures. */
export function writeReport(name: string, figures: Record<string, unknown>): void {
  const machine = { date: new Date().toISOString(), cores: cpus().length, cpu: cpus()[0]?.model, load: loadavg()[0] }
  mkdirSync('tmp', { recursive: true })
  writeFileSync(`tmp/bench-${name}.json`, JSON.stringify({ ...machine, ...figures }, null, 2))
}
