// The built PWA's files go out as the build compressed them (brotli 11 or gzip 9, chosen by the
// browser's Accept-Encoding), and every answer carries the security headers worked out once.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { precompressDir } from '../../scripts/vite/precompress'
import { securityHeaders } from '../../server/lib/security-headers'
import { startServer, type TestServer } from './harness'

const SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `واژه ${i}`))}\n`

/** A GET with exactly these request headers (fetch would decode the body and add its own). */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (done, fail) => {
      request(url, { headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
      })
        .on('error', fail)
        .end()
    },
  )
}

describe('static assets', () => {
  let server: TestServer
  let webRoot: string
  const asset = () => join(webRoot, 'assets', 'app-123.js')

  beforeAll(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'rasteh-static-'))
    mkdirSync(join(webRoot, 'assets'))
    writeFileSync(join(webRoot, 'index.html'), '<!doctype html><html lang="fa" dir="rtl"><body></body></html>')
    writeFileSync(asset(), SCRIPT)
    expect(precompressDir(webRoot)).toBe(1) // the script; the tiny shell is not worth it
    server = await startServer('pglite', { WEB_ROOT: webRoot })
  })
  afterAll(async () => {
    await server?.close()
    rmSync(webRoot, { recursive: true, force: true })
  })

  it('sends the build-time brotli file to a browser that takes brotli', async () => {
    const res = await rawGet(`${server.origin}/assets/app-123.js`, { 'accept-encoding': 'gzip, deflate, br' })
    expect(res.status).toBe(200)
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.body.equals(readFileSync(`${asset()}.br`))).toBe(true)
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it('sends the gzip file to one that takes only gzip, and the plain file to one that takes neither', async () => {
    const gz = await rawGet(`${server.origin}/assets/app-123.js`, { 'accept-encoding': 'gzip' })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gz.body.equals(readFileSync(`${asset()}.gz`))).toBe(true)
    const plain = await rawGet(`${server.origin}/assets/app-123.js`, {})
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(SCRIPT)
  })

  it('puts the same security headers on files and API answers', async () => {
    const expected = securityHeaders()
    expect(expected['content-security-policy']).toContain("default-src 'self'")
    expect(expected['content-security-policy']).toContain("frame-ancestors 'none'")
    for (const path of ['/assets/app-123.js', '/health']) {
      const res = await rawGet(`${server.origin}${path}`, {})
      for (const [name, value] of Object.entries(expected)) expect(res.headers[name], `${path} ${name}`).toBe(value)
    }
  })
})
