// Cached public answers are compressed once and kept (server/lib/cached-json.ts): a client gets
// the encoding it asks for, the bytes decode to the same JSON as the plain answer, repeats are the
// very same bytes, and a change of the catalogue is seen at once (a new object, compressed anew).
import { request } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { sql } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { catalogChanged } from '../../server/db/caches'
import { acceptedEncoding } from '../../server/lib/compression'
import { type CatalogFixture, loadCatalogFixture } from './fixtures/catalog'
import { describeEachDb } from './harness'

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

describeEachDb('cached answers, compressed once', (server) => {
  let f: CatalogFixture
  beforeAll(async () => {
    f = await loadCatalogFixture(server().app.deps.db)
  })
  const path = '/api/v1/public/products?limit=100'

  it('sends the encoding asked for, the same JSON in each, the same bytes on a repeat', async () => {
    const plain = await rawGet(`${server().origin}${path}`, {})
    expect(plain.status).toBe(200)
    expect(plain.headers['content-encoding']).toBeUndefined()
    const json = JSON.parse(plain.body.toString('utf8'))
    expect(json.total).toBe(19)
    expect(plain.body.length).toBeGreaterThan(1024)

    const br = await rawGet(`${server().origin}${path}`, { 'accept-encoding': 'gzip, deflate, br' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toContain('accept-encoding')
    expect(br.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(Number(br.headers['content-length'])).toBe(br.body.length)
    expect(JSON.parse(brotliDecompressSync(br.body).toString('utf8'))).toEqual(json)
    const again = await rawGet(`${server().origin}${path}`, { 'accept-encoding': 'br' })
    expect(again.body.equals(br.body)).toBe(true)

    const gz = await rawGet(`${server().origin}${path}`, { 'accept-encoding': 'gzip;q=1, br;q=0.5' })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(JSON.parse(gunzipSync(gz.body).toString('utf8'))).toEqual(json)

    const none = await rawGet(`${server().origin}${path}`, { 'accept-encoding': 'identity' })
    expect(none.headers['content-encoding']).toBeUndefined()
    expect(none.body.equals(plain.body)).toBe(true)
  })

  it('compresses the changed list after a write, not the old bytes', async () => {
    const before = await rawGet(`${server().origin}${path}`, { 'accept-encoding': 'br' })
    const db = server().app.deps.db
    await db.execute(sql`update products set name_fa = name_fa || ' نو' where id = ${f.product.a55}`)
    await catalogChanged(db)
    const after = await rawGet(`${server().origin}${path}`, { 'accept-encoding': 'br' })
    const items = JSON.parse(brotliDecompressSync(after.body).toString('utf8')).items as {
      id: number
      name_fa: string
    }[]
    expect(items.find((i) => i.id === f.product.a55)?.name_fa).toMatch(/ نو$/)
    expect(after.body.equals(before.body)).toBe(false)
  })
})

it('negotiates Accept-Encoding as @fastify/compress does', () => {
  expect(acceptedEncoding(undefined)).toBeNull()
  expect(acceptedEncoding('gzip, deflate, br')).toBe('br')
  expect(acceptedEncoding('gzip, deflate')).toBe('gzip')
  expect(acceptedEncoding('x-gzip')).toBe('gzip')
  expect(acceptedEncoding('br;q=0.2, gzip;q=0.8')).toBe('gzip')
  expect(acceptedEncoding('br;q=0, gzip;q=0')).toBeNull()
  expect(acceptedEncoding('*')).toBe('br')
  expect(acceptedEncoding('*;q=0.5, br;q=0')).toBe('gzip')
  expect(acceptedEncoding('identity')).toBeNull()
  expect(acceptedEncoding('deflate')).toBeNull()
})
