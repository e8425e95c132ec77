// The product as a user runs it: the real process on the embedded database in a fresh data
// folder — make-admin, start (migrate + demo data), sign in with the code from the log, and a
// graceful stop on SIGTERM.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createApiClient, unwrap } from '../../sdk'
import { MemoryTokens } from './harness'

const dataDir = mkdtempSync(join(tmpdir(), 'rasteh-process-'))
const port = 20000 + Math.floor(Math.random() * 20000)
const env = { ...process.env, DATA_DIR: dataDir, PORT: String(port), WEB_ROOT: '', LOG_LEVEL: 'info', DATABASE_URL: '' }

describe('the server process on the embedded database', () => {
  let child: ChildProcess | undefined
  let log = ''
  afterAll(() => {
    child?.kill('SIGKILL')
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('make-admin gives a phone the admin role before the first start', () => {
    const out = execFileSync(process.execPath, ['--import', 'tsx', 'server/cli/make-admin.ts', '۰۹۱۲۷۷۷۶۶۵۵'], {
      env,
      encoding: 'utf8',
    })
    expect(out).toContain('09127776655 is now: admin, customer')
  }, 60_000)

  it('starts, serves health, signs the admin in with the code from the log, and stops on SIGTERM', async () => {
    child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env })
    child.stdout?.on('data', (d) => {
      log += d
    })
    const base = `http://127.0.0.1:${port}`
    const deadline = Date.now() + 100_000
    for (;;) {
      const ok = await fetch(`${base}/health`).then(
        (r) => r.ok,
        () => false,
      )
      if (ok) break
      if (Date.now() > deadline) throw new Error(`server did not start:\n${log}`)
      await new Promise((r) => setTimeout(r, 200))
    }
    expect(log).toContain('Demo accounts')

    const tokens = new MemoryTokens()
    const api = createApiClient({ baseUrl: `${base}/api/v1`, tokens })
    await unwrap(api.POST('/auth/otp/request', { body: { phone: '09127776655' } }))
    await new Promise((r) => setTimeout(r, 100))
    const line = log.split('\n').find((l) => l.includes('"sms"') && l.includes('09127776655'))
    const code = line ? (JSON.parse(line).sms.code as string) : ''
    expect(code).toMatch(/^\d{6}$/)
    tokens.setTokens(await unwrap(api.POST('/auth/otp/verify', { body: { phone: '09127776655', code } })))
    expect((await unwrap(api.GET('/auth/profile'))).roles).toEqual(['customer', 'admin'])

    const exited = new Promise<number | null>((r) => child?.on('exit', (code) => r(code)))
    child.kill('SIGTERM')
    expect(await exited).toBe(0)
    expect(log).toContain('SIGTERM: shutting down')
  }, 150_000)

  it('prints the URL and the demo accounts again on a second start (issue 11, item 17)', async () => {
    let again = ''
    child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env })
    child.stdout?.on('data', (d) => {
      again += d
    })
    const deadline = Date.now() + 60_000
    while (!again.includes('Rasteh is running on')) {
      if (Date.now() > deadline) throw new Error(`server did not start:\n${again}`)
      await new Promise((r) => setTimeout(r, 200))
    }
    const banner = again.split('\n').find((l) => l.includes('Rasteh is running on')) ?? ''
    expect(banner).toContain(`http://localhost:${port}`)
    expect(banner).toContain('Demo accounts: 09120000001 (admin), 09120000002 (provider), 09120000003')
    expect(again).not.toContain('Demo catalogue') // not seeded again
    const exited = new Promise<number | null>((r) => child?.on('exit', (code) => r(code)))
    child.kill('SIGTERM')
    expect(await exited).toBe(0)
  }, 90_000)
})
