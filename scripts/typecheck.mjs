// npm run typecheck (and npm test's typecheck step): one TypeScript project per side, each with
// only the globals its code may use — the PWA (DOM, no Node), the server (Node, no DOM), the SDK
// and shared rules (neither), then tests, scripts and tool configs. Checked by TypeScript 7 (the
// native compiler, installed as typescript-native: 2.6× less CPU than 5.9, decision 030) one
// project after another, since it checks on several threads itself; incremental: tmp/tsc/ keeps
// what the last check learnt, so an unchanged side is quick. TypeScript 5.9 stays the package
// `typescript`, whose JavaScript API openapi-typescript needs (7 has none).
// Expects Panda's styled-system/ to exist (npm run typecheck runs panda codegen first).
import { spawn } from 'node:child_process'
import { mkdirSync } from 'node:fs'

// By path: both packages name their command `tsc`, so node_modules/.bin/tsc may be either.
const TSC = 'node_modules/typescript-native/bin/tsc'

export const projects = ['src/tsconfig.json', 'server/tsconfig.json', 'tsconfig.json', 'sdk/tsconfig.json']

function check(project) {
  const started = Date.now()
  const buildInfo = `tmp/tsc/${project.replace(/\W+/g, '-')}.tsbuildinfo`
  const args = [TSC, '-p', project, '--noEmit', '--incremental', '--tsBuildInfoFile', buildInfo]
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] })
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
let ok = true
for (const project of projects) ok = (await check(project)) && ok
process.exit(ok ? 0 : 1)
