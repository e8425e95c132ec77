// npm test: the checks that do not depend on each other side by side (generated SDK fresh → Panda
// codegen → build the PWA and its server render → route tree fresh; typecheck once codegen is
// done; lint code and contract), then vitest (unit, API on PGlite and on PostgreSQL when
// TEST_DATABASE_URL is set, browser e2e). Ends with the ten slowest test files and one
// 'N passed, N failed' line counted from vitest's JSON report.
// `npm test -- unit api` runs only those vitest projects, without the checks.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'

const steps = [
  { name: 'generated SDK is fresh', cmd: ['node', 'scripts/gen-sdk.mjs', '--check'] },
  { name: 'panda codegen', cmd: ['npx', 'panda', 'codegen', '--silent'] },
  { name: 'build the PWA', cmd: ['npx', 'vite', 'build', '--logLevel', 'warn'], after: ['panda codegen'] },
  {
    name: 'build the server render',
    cmd: ['npx', 'vite', 'build', '--ssr', 'src/entry-server.tsx', '--logLevel', 'warn'],
    after: ['build the PWA'],
  },
  {
    name: 'route tree is fresh',
    cmd: ['git', 'diff', '--exit-code', '--stat', '--', 'src/routeTree.gen.ts'],
    after: ['build the PWA'],
  },
  { name: 'typecheck (PWA, server, SDK, tests)', cmd: ['node', 'scripts/typecheck.mjs'], after: ['panda codegen'] },
  { name: 'lint code', cmd: ['npx', 'biome', 'check', '.'] },
  { name: 'lint contract', cmd: ['npx', 'redocly', 'lint', 'openapi/openapi.yaml', '--format=stylish'] },
]

const fail = (code) => {
  console.log('0 passed, 1 failed')
  process.exit(code || 1)
}

/** Runs one step with its output held back and printed whole when it ends (no interleaving). */
function runStep({ name, cmd }) {
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn(cmd[0], cmd.slice(1), { stdio: ['ignore', 'pipe', 'pipe'], env: process.env })
    let out = ''
    child.stdout.on('data', (d) => (out += d))
    child.stderr.on('data', (d) => (out += d))
    child.on('close', (code) => {
      const secs = ((Date.now() - started) / 1000).toFixed(1)
      console.log(`\n▶ ${name}\n${out.trimEnd()}`)
      console.log(code === 0 ? `✓ ${name} (${secs}s)` : `✗ ${name} failed (${secs}s)`)
      if (code !== 0) fail(code)
      resolve()
    })
  })
}

/** Each step starts as soon as the steps it needs are done. */
async function runChecks() {
  const started = Date.now()
  const done = new Map()
  const start = (step) => {
    if (!done.has(step.name)) {
      const needs = (step.after ?? []).map((n) => start(steps.find((s) => s.name === n)))
      done.set(
        step.name,
        Promise.all(needs).then(() => runStep(step)),
      )
    }
    return done.get(step.name)
  }
  await Promise.all(steps.map(start))
  console.log(`\nchecks took ${((Date.now() - started) / 1000).toFixed(1)}s`)
}

/** The ten test files that took longest, from vitest's JSON report. */
function slowestFiles(json) {
  const files = (json.testResults ?? [])
    .map((f) => ({ name: f.name.replace(`${process.cwd()}/`, ''), ms: f.endTime - f.startTime }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 10)
  console.log('\nslowest test files:')
  for (const f of files) console.log(`  ${(f.ms / 1000).toFixed(1).padStart(6)}s  ${f.name}`)
}

const only = process.argv.slice(2)
if (only.length === 0) await runChecks()

mkdirSync('tmp', { recursive: true })
const report = 'tmp/vitest-report.json'
rmSync(report, { force: true }) // a crashed run must not count the last run's tests
const projects = only.flatMap((p) => ['--project', p])
const started = Date.now()
console.log(
  `\n▶ vitest ${only.join(' ') || '(unit, api, e2e)'}${process.env.TEST_DATABASE_URL ? ' — API on PGlite and PostgreSQL' : ' — API on PGlite'}`,
)
const res = spawnSync(
  'npx',
  ['vitest', 'run', ...projects, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
  { stdio: 'inherit', env: process.env },
)
let passed = 0
let failed = 0
if (existsSync(report)) {
  const json = JSON.parse(readFileSync(report, 'utf8'))
  passed = json.numPassedTests
  failed = json.numFailedTests + (json.numRuntimeErrorTestSuites ?? 0)
  slowestFiles(json)
}
if (res.status !== 0 && failed === 0) failed = 1
console.log(`vitest took ${((Date.now() - started) / 1000).toFixed(1)}s`)
console.log(`${passed} passed, ${failed} failed`)
process.exit(res.status === 0 && failed === 0 && passed > 0 ? 0 : 1)
