// npm run bench:compare -- <ref> [--bench checkout,catalog] [--rounds 2] [--swap-databases] [--our-benches]
//   [-- <arguments for each bench>]
// Today's tree against another commit (the last release, say), in one sitting: <ref> is checked
// out in a temporary worktree (its own node_modules when its lockfile differs, else this one's),
// and each bench runs A B, B A, A B… (A = <ref>, B = this tree) on the same database server with the
// same load generator, so the machine's noise falls on both alike. It prints every figure of
// both, then each figure's ratio B/A: above 1 is faster (throughput) or, for latencies, slower.
// The benches run from source (tsx), as `npm run bench:<name>` does; a bench that keeps a seeded
// database between runs gets one per side (BENCH_DATABASE_URL), so a schema of one side never
// serves the other.
import { execFileSync, spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

const root = resolve(new URL('../..', import.meta.url).pathname)
const argv = process.argv.slice(2)
const passIndex = argv.indexOf('--')
const own = passIndex >= 0 ? argv.slice(0, passIndex) : argv
const passed = passIndex >= 0 ? argv.slice(passIndex + 1) : []
const option = (name, fallback) => {
  const i = own.indexOf(`--${name}`)
  return i >= 0 ? own[i + 1] : fallback
}
const ref = own.find((a, i) => !a.startsWith('--') && !own[i - 1]?.startsWith('--'))
if (!ref) {
  console.error('usage: npm run bench:compare -- <ref> [--bench checkout,catalog] [--rounds 2] [-- bench arguments]')
  process.exit(2)
}
const benches = option('bench', 'checkout').split(',')
const rounds = Number(option('rounds', '2'))
/** `--swap-databases`: A runs on the database B used and B on A's, to tell a build from its database. */
const swapDatabases = own.includes('--swap-databases')
/**
 * `--our-benches`: A runs this tree's scripts/bench (copied over its own), so both sides load the
 * same way and A takes options its bench did not have yet (`--payment cod`). The benches start the
 * server each side's own code builds; they may only read tables both sides have.
 */
const ourBenches = own.includes('--our-benches')

/** Benches whose seeded database outlives a run: each side gets its own. */
const KEEPS_DATABASE = new Set(['catalog', 'seller', 'discounts', 'throughput'])
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'

const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim()
const sha = git('rev-parse', '--short', `${ref}^{commit}`)
const here = git('rev-parse', '--short', 'HEAD')
const dir = mkdtempSync(join(tmpdir(), `rasteh-compare-${sha}-`))
git('worktree', 'add', '--detach', dir, sha)

function cleanUp() {
  try {
    git('worktree', 'remove', '--force', dir)
  } catch {
    rmSync(dir, { recursive: true, force: true })
  }
}
process.on('SIGINT', () => {
  cleanUp()
  process.exit(130)
})

try {
  const sameLock =
    readFileSync(join(root, 'package-lock.json'), 'utf8') === readFileSync(join(dir, 'package-lock.json'), 'utf8')
  if (ourBenches) cpSync(join(root, 'scripts/bench'), join(dir, 'scripts/bench'), { recursive: true })
  if (sameLock) symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'))
  else {
    console.log(`${sha}'s package-lock.json differs: installing its own packages`)
    execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'inherit' })
  }
  const sides = [
    { name: `A ${sha}`, cwd: dir, tag: 'a' },
    { name: `B ${here} (this tree)`, cwd: root, tag: 'b' },
  ]
  /** figures[bench][side][label] = [{ throughput, p99 }, …] a round each */
  const figures = {}
  for (const bench of benches) {
    figures[bench] = {}
    for (let round = 1; round <= rounds; round++) {
      // A B, then B A: whichever side runs second in a round measured up to 8 % faster on this
      // machine (2026-11-29, the same pair both ways round), so each side runs first as often.
      for (const side of round % 2 ? sides : [...sides].reverse()) {
        console.log(`\n▶ ${bench}, round ${round}, ${side.name}`)
        const env = { ...process.env }
        if (KEEPS_DATABASE.has(bench)) {
          const url = new URL(adminUrl)
          const tag = swapDatabases ? { a: 'b', b: 'a' }[side.tag] : side.tag
          url.pathname = `/rasteh_compare_${bench}_${tag}`
          env.BENCH_DATABASE_URL = url.toString()
        }
        const run = spawnSync('npm', ['run', '-s', `bench:${bench}`, '--', ...passed], {
          cwd: side.cwd,
          env,
          encoding: 'utf8',
          maxBuffer: 64 * 1024 * 1024,
        })
        process.stdout.write(run.stdout)
        if (run.status !== 0) throw new Error(`bench:${bench} failed on ${side.name}:\n${run.stderr}`)
        for (const [label, figure] of headlines(run.stdout)) {
          figures[bench][side.name] ??= {}
          const bySide = figures[bench][side.name]
          bySide[label] ??= []
          bySide[label].push(figure)
        }
      }
    }
  }
  report(
    figures,
    sides.map((s) => s.name),
  )
} finally {
  cleanUp()
}

/**
 * A bench's headline lines: a label, a throughput (req/s or orders/s) and its p99, as every bench
 * here prints them («label  1234 req/s  p50 … p99 12.3 ms …», «checkout, … = 364 orders/s; … p99 68 ms»).
 */
function headlines(out) {
  const found = []
  for (const line of out.split('\n')) {
    const rate = /([\d,]+(?:\.\d+)?) (req|orders)\/s/.exec(line)
    const p99 = /p99 ([\d.]+) ms/.exec(line)
    if (!rate || !p99) continue
    const label = line
      .slice(0, line.indexOf(':') > 0 && line.indexOf(':') < rate.index ? line.indexOf(':') : rate.index)
      .replace(/[\d,]+ purchases.*$/, '')
      // «checkout, 1 process @8» (a bench that can also run several processes) is «checkout @8».
      .replace(/, 1 process\b/, '')
      .trim()
    found.push([label, { throughput: Number(rate[1].replace(/,/g, '')), unit: `${rate[2]}/s`, p99: Number(p99[1]) }])
  }
  return found
}

function report(figures, [a, b]) {
  const median = (xs) => {
    const s = [...xs].sort((x, y) => x - y)
    return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2
  }
  console.log(`\nB/A, medians of ${rounds} interleaved round(s); ${a}, ${b}`)
  console.log('bench / figure'.padEnd(58), 'A'.padStart(12), 'B'.padStart(12), 'B/A'.padStart(7))
  for (const [bench, bySide] of Object.entries(figures)) {
    for (const label of Object.keys(bySide[a] ?? {})) {
      const fa = bySide[a][label]
      const fb = bySide[b]?.[label]
      if (!fb) continue
      const unit = fa[0].unit
      for (const [name, key] of [
        [unit, 'throughput'],
        ['p99 ms', 'p99'],
      ]) {
        const ma = median(fa.map((f) => f[key]))
        const mb = median(fb.map((f) => f[key]))
        // Each round's own B/A too: the machine drifts between rounds more than within one.
        const pairs = fb.slice(0, fa.length).map((f, i) => f[key] / fa[i][key])
        console.log(
          `${bench}: ${label} ${name}`.padEnd(58),
          String(Math.round(ma * 10) / 10).padStart(12),
          String(Math.round(mb * 10) / 10).padStart(12),
          (mb / ma).toFixed(2).padStart(7),
          `  rounds ${pairs.map((r) => r.toFixed(2)).join(' ')}, their median ${median(pairs).toFixed(2)}`,
        )
      }
    }
  }
}
