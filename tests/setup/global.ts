// Vitest's global setup (once per run, before any worker): the run's folder, where the files share
// what is made once (run-dir.ts), and its cleanup at the end, PostgreSQL templates included.
import { randomBytes } from 'node:crypto'
import { rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { dropRunDatabases } from './databases'

export default function setup(): () => Promise<void> {
  // Both projects (api, e2e) name this file; the first sets the run up, the second finds it so.
  if (process.env.RASTEH_TEST_RUN) return async () => {}
  const id = randomBytes(4).toString('hex')
  const dir = resolve('tmp', `test-run-${id}`)
  // Workers are forked after this, with this process's environment.
  process.env.RASTEH_TEST_RUN = dir
  process.env.RASTEH_TEST_RUN_ID = id
  return async () => {
    await dropRunDatabases()
    rmSync(dir, { recursive: true, force: true })
  }
}
