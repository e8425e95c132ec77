// npm run typecheck (and npm test's typecheck step): one TypeScript project per side, each with
// only the globals its code may use — the PWA (DOM, no Node), the server (Node, no DOM), the SDK
// and shared rules (neither), then tests, scripts and tool configs. Stops at the first failure.
// Expects Panda's styled-system/ to exist (npm run typecheck runs panda codegen first).
import { spawnSync } from 'node:child_process'

export const projects = ['src/tsconfig.json', 'server/tsconfig.json', 'sdk/tsconfig.json', 'tsconfig.json']

for (const project of projects) {
  const started = Date.now()
  const res = spawnSync('npx', ['tsc', '-p', project, '--noEmit'], { stdio: 'inherit' })
  const secs = ((Date.now() - started) / 1000).toFixed(1)
  if (res.status !== 0) {
    console.error(`✗ tsc -p ${project} (${secs}s)`)
    process.exit(res.status ?? 1)
  }
  console.log(`✓ tsc -p ${project} (${secs}s)`)
}
