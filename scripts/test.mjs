// npm test: generated files fresh → typecheck → lint (code and contract) → build the PWA →
// vitest (unit, API on PGlite and on PostgreSQL when TEST_DATABASE_URL is set, browser e2e).
// Ends with one 'N passed, N failed' line counted from vitest's JSON report.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync } from 'node:fs'

const steps = [
  ['generated SDK is fresh', 'node', ['scripts/gen-sdk.mjs', '--check']],
  ['panda codegen', 'npx', ['panda', 'codegen', '--silent']],
  ['build the PWA', 'npx', ['vite', 'build', '--logLevel', 'warn']],
  ['build the server render', 'npx', ['vite', 'build', '--ssr', 'src/entry-server.tsx', '--logLevel', 'warn']],
  ['route tree is fresh', 'git', ['diff', '--exit-code', '--stat', '--', 'src/routeTree.gen.ts']],
  ['typecheck (PWA, server, SDK, tests)', 'node', ['scripts/typecheck.mjs']],
  ['lint code', 'npx', ['biome', 'check', '.']],
  ['lint contract', 'npx', ['redocly', 'lint', 'openapi/openapi.yaml', '--format=stylish']],
]

const only = process.argv.slice(2)
const run = (name, cmd, args) => {
  const started = Date.now()
  console.log(`\n▶ ${name}`)
  const res = spawnSync(cmd, args, { stdio: 'inherit', env: process.env })
  const secs = ((Date.now() - started) / 1000).toFixed(1)
  if (res.status !== 0) {
    console.error(`✗ ${name} failed (${secs}s)`)
    console.log('0 passed, 1 failed')
    process.exit(res.status ?? 1)
  }
  console.log(`✓ ${name} (${secs}s)`)
}

if (only.length === 0) for (const [name, cmd, args] of steps) run(name, cmd, args)

mkdirSync('tmp', { recursive: true })
const report = 'tmp/vitest-report.json'
const projects = only.length ? only.flatMap((p) => ['--project', p]) : []
const started = Date.now()
console.log(
  `\n▶ vitest ${only.join(' ') || '(unit, api, e2e)'}${process.env.TEST_DATABASE_URL ? ' — API on PGlite and PostgreSQL' : ' — API on PGlite'}`,
)
const res = spawnSync(
  'npx',
  ['vitest', 'run', ...projects, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
  {
    stdio: 'inherit',
    env: process.env,
  },
)
let passed = 0
let failed = 0
if (existsSync(report)) {
  const json = JSON.parse(readFileSync(report, 'utf8'))
  passed = json.numPassedTests
  failed = json.numFailedTests + (json.numRuntimeErrorTestSuites ?? 0)
}
if (res.status !== 0 && failed === 0) failed = 1
console.log(`vitest took ${((Date.now() - started) / 1000).toFixed(1)}s`)
console.log(`${passed} passed, ${failed} failed`)
process.exit(res.status === 0 && failed === 0 && passed > 0 ? 0 : 1)
