// npm run typecheck (and npm test's typecheck step): one TypeScript project per side, each with
// only the globals its code may use — the PWA (DOM, no Node), the server (Node, no DOM), the SDK
// and shared rules (neither), then tests, scripts and tool configs. Two at a time (tsc uses one
// core), incremental: tmp/tsc/ keeps what the last check learnt, so an unchanged side is quick.
// Expects Panda's styled-system/ to exist (npm run typecheck runs panda codegen first).
import { spawn } from 'node:child_process'
import { mkdirSync } from 'node:fs'

export const projects = ['src/tsconfig.json', 'server/tsconfig.json', 'tsconfig.json', 'sdk/tsconfig.json']

function check(project) {
  const started = Date.now()
  const buildInfo = `tmp/tsc/${project.replace(/\W+/g, '-')}.tsbuildinfo`
  const args = ['tsc', '-p', project, '--noEmit', '--incremental', '--tsBuildInfoFile', buildInfo]
  return new Promise((resolve) => {
    const child = spawn('npx', args, { stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    child.stdout.on('data', (d) => (out += d))
    child.stderr.on('data', (d) => (out += d))
    child.on('close', (code) => {
      const secs = ((Date.now() - started) / 1000).toFixed(1)
      process.stdout.write(out)
      console.log(`${code === 0 ? '✓' : '✗'} tsc -p ${project} (${secs}s)`)
      resolve(code === 0)
    })
  })
}

mkdirSync('tmp/tsc', { recursive: true })
const queue = [...projects]
let ok = true
await Promise.all(
  [0, 1].map(async () => {
    for (let project = queue.shift(); project; project = queue.shift()) ok = (await check(project)) && ok
  }),
)
process.exit(ok ? 0 : 1)
