// The product as a user runs it: the real process on the embedded database in a fresh data
// folder — make-admin, start (migrate + demo data), sign in with the code from the log, and a
// graceful stop on SIGTERM. The process is the run's server build (tests/setup/server-build.ts);
// the demo catalogue is a small one (SEED_PRODUCTS) and its images are the run's shared pool.
import { execFile } from 'node:child_process'
import { rmSync, symlinkSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { createApiClient, unwrap } from '#sdk'
import { STORES } from '../../server/seed/data/stores'
import { generateMediaPool } from '../../server/seed/media/pool'
import { buildOnce, scratchDir } from '../setup/run-dir'
import { type BuiltServer, nodeArgs, RUNNING, startBuiltServer } from '../setup/server-build'
import { MemoryTokens } from './harness'

const PRODUCTS = 60
const dataDir = scratchDir('process')
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  WEB_ROOT: '',
  LOG_LEVEL: 'info',
  DATABASE_URL: '',
  SEED_PRODUCTS: String(PRODUCTS),
}
/** The demo's image pool, rendered once per run (as tests/api/harness.ts does), linked in below. */
const sharedMedia = () => buildOnce('media', async (dir) => void (await generateMediaPool(dir, STORES.length)))

describe('the server process on the embedded database', () => {
  let server: BuiltServer | undefined
  afterAll(() => {
    server?.child.kill('SIGKILL')
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('make-admin gives a phone the admin role before the first start', async () => {
    // The image pool renders meanwhile (or another file has made it already).
    const [{ stdout }, media] = await Promise.all([
      promisify(execFile)(process.execPath, await nodeArgs('cli/make-admin', ['۰۹۱۲۷۷۷۶۶۵۵']), { env }),
      sharedMedia(),
    ])
    expect(stdout).toContain('09127776655 is now: admin, customer')
    symlinkSync(media, join(dataDir, 'media'))
  }, 120_000)

  it('starts, serves health, signs the admin in with the code from the log, and stops on SIGTERM', async () => {
    server = await startBuiltServer(env, { ms: 120_000 })
    const running = server
    const base = running.origin
    expect((await fetch(`${base}/health`)).status).toBe(200)
    expect(running.log()).toContain('Demo accounts')
    expect(running.log()).toContain(`Demo catalogue: ${PRODUCTS} products`)
    const listed = await unwrap(createApiClient({ baseUrl: `${base}/api/v1` }).GET('/public/products'))
    expect(listed.items.length).toBeGreaterThan(0)

    const tokens = new MemoryTokens()
    const api = createApiClient({ baseUrl: `${base}/api/v1`, tokens })
    await unwrap(api.POST('/auth/otp/request', { body: { phone: '09127776655' } }))
    const smsLine = (log: string) => log.split('\n').find((l) => l.includes('"sms"') && l.includes('09127776655'))
    await running.waitFor((log) => smsLine(log) !== undefined, 10_000, 'the code in the log')
    const line = smsLine(running.log())
    const code = line ? (JSON.parse(line).sms.code as string) : ''
    expect(code).toMatch(/^\d{6}$/)
    tokens.setTokens(await unwrap(api.POST('/auth/otp/verify', { body: { phone: '09127776655', code } })))
    expect((await unwrap(api.GET('/auth/profile'))).roles).toEqual(['customer', 'admin'])

    running.child.kill('SIGTERM')
    expect(await running.exited).toBe(0)
    expect(running.log()).toContain('SIGTERM: shutting down')
  }, 150_000)

  it('prints the URL and the demo accounts again on a second start (issue 11, item 17)', async () => {
    server = await startBuiltServer(env, { ms: 100_000 })
    const again = server.log()
    const banner = again.split('\n').find((l) => l.includes(RUNNING)) ?? ''
    expect(banner).toContain(`http://localhost:${server.port}`)
    expect(banner).toContain('Demo accounts: 09120000001 (admin), 09120000002 (provider), 09120000003')
    expect(again).not.toContain('Demo catalogue') // not seeded again
    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
  }, 120_000)
})
