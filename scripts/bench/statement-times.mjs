// node scripts/bench/statement-times.mjs <postgresql log> [database]
// Where a purchase's milliseconds go, statement by statement: reads the lines PostgreSQL logged
// with log_min_duration_statement = 0 (extended protocol: parse, bind — where an unnamed statement
// is planned — and execute) for one database, and prints each statement's mean time per phase, per
// call, the most costly first. How to log one run: docs/benchmarks.md, «Checkout: where the time goes».
import { readFileSync } from 'node:fs'

const [logPath, database = 'rasteh_bench_checkout'] = process.argv.slice(2)
if (!logPath) {
  console.error('usage: node scripts/bench/statement-times.mjs <postgresql log> [database]')
  process.exit(2)
}
const line = new RegExp(`@${database} LOG:  duration: ([\\d.]+) ms  (parse|bind|execute|statement)(?: [^:]*)?: (.*)$`)
/** statement (its first 70 characters, spaces folded) → phase → [sum ms, count] */
const times = new Map()
const lines = readFileSync(logPath, 'utf8').split('\n')
for (const [at, text] of lines.entries()) {
  const m = line.exec(text)
  if (!m) continue
  const [, ms, phase] = m
  // A statement whose text starts on a new line (sql`\n  with …`) continues on the lines PostgreSQL
  // indents with a tab: its first words are there.
  let statement = m[3]
  for (let next = at + 1; statement.trim().length < 70 && lines[next]?.startsWith('\t'); next++)
    statement += ` ${lines[next]}`
  const key = statement.replace(/\s+/g, ' ').trim().slice(0, 70)
  const phases = times.get(key) ?? new Map()
  times.set(key, phases)
  const [sum, count] = phases.get(phase) ?? [0, 0]
  phases.set(phase, [sum + Number(ms), count + 1])
}
/** Each call executes once; a prepared statement is parsed once per connection: time per call. */
const calls = (phases) => (phases.get('execute') ?? phases.get('statement') ?? [0, 0])[1]
const perCall = (phases, phase, n) => (phases.get(phase)?.[0] ?? 0) / n
const rows = [...times]
  .map(([statement, phases]) => {
    const n = calls(phases)
    const parse = perCall(phases, 'parse', n)
    const bind = perCall(phases, 'bind', n)
    const execute = perCall(phases, 'execute', n) + perCall(phases, 'statement', n)
    return { statement, calls: n, parse, bind, execute, total: parse + bind + execute }
  })
  // The bench's own statements and the migrations run once or a few times; a purchase's run per call.
  .filter((r) => r.calls >= 20 && r.statement !== '')
  .sort((a, b) => b.total * b.calls - a.total * a.calls)
const ms = (n) => n.toFixed(3).padStart(7)
console.log(
  'calls'.padStart(6),
  'parse'.padStart(7),
  'bind'.padStart(7),
  'execute'.padStart(7),
  'total'.padStart(7),
  ' statement',
)
for (const r of rows)
  console.log(String(r.calls).padStart(6), ms(r.parse), ms(r.bind), ms(r.execute), ms(r.total), '', r.statement)
