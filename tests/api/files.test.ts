// Uploads through the SDK: each accepted image type is re-encoded to WebP without its metadata and
// served back at its url; renamed HTML, SVG, a file over 5 MB and a decompression bomb are refused
// (415/413, Persian); several files are all or nothing; a user deletes only their own files.
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { expect, it } from 'vitest'
import { unwrap } from '#sdk'
import * as t from '../../server/db/schema/index'
import { addRole, findOrCreate } from '../../server/modules/auth/users'
import { UPLOAD_LIMIT } from '../../server/modules/files/files'
import { avif, html, jpegWithExif, largePng, png, pngBomb, svg, webp } from './fixtures/images'
import { makeStore, userIdOf } from './fixtures/shop'
import { client, describeEachDb, nextPhone, signIn, type TestClient, type TestServer } from './harness'

type Part = { bytes: Buffer; name: string; type: string }

/** A multipart body: the folder field (when given), then each file under the field name. */
function form(field: 'file' | 'files', parts: Part[], folder?: string): FormData {
  const body = new FormData()
  if (folder) body.append('folder', folder)
  for (const p of parts) body.append(field, new Blob([new Uint8Array(p.bytes)], { type: p.type }), p.name)
  return body
}

const asIs = (body: unknown) => body as FormData
const upload = (c: TestClient, parts: Part[], folder?: string) =>
  c.api.POST('/files/upload', { body: form('file', parts, folder) as never, bodySerializer: asIs })
const uploadMany = (c: TestClient, parts: Part[], folder?: string) =>
  c.api.POST('/public/upload/multiple', { body: form('files', parts, folder) as never, bodySerializer: asIs })
const remove = (c: TestClient, folder: string, filename: string) =>
  c.api.DELETE('/files/{folder}/{filename}', { params: { path: { folder: folder as 'uploads', filename } } })

const jpegPart = async (): Promise<Part> => ({ bytes: await jpegWithExif(), name: 'photo.jpg', type: 'image/jpeg' })

async function served(server: TestServer, url: string) {
  const res = await fetch(`${server.origin}${url}`)
  return { res, bytes: Buffer.from(await res.arrayBuffer()) }
}

describeEachDb('file uploads', (server) => {
  it('refuses a visitor', async () => {
    const { response } = await upload(client(server()), [await jpegPart()])
    expect(response.status).toBe(401)
  })

  it.each([
    ['JPEG', jpegWithExif, 'image/jpeg'],
    ['PNG', png, 'image/png'],
    ['WebP', webp, 'image/webp'],
    ['AVIF', avif, 'image/avif'],
  ])('accepts a %s, re-encoded to WebP and served at its url', async (_kind, make, type) => {
    const c = await signIn(server())
    const stored = await unwrap(upload(c, [{ bytes: await make(), name: 'x.bin', type }], 'products'))
    expect(stored).toMatchObject({ folder: 'products', content_type: 'image/webp', width: 64, height: 48 })
    expect(stored.url).toBe(`/uploads/products/${stored.filename}`)
    const { res, bytes } = await served(server(), stored.url)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/webp')
    expect(res.headers.get('cache-control')).toContain('max-age=604800')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(bytes.length).toBe(stored.size)
    expect((await sharp(bytes).metadata()).format).toBe('webp')
  })

  it('strips the metadata (EXIF gone)', async () => {
    const original = await jpegWithExif()
    expect((await sharp(original).metadata()).exif).toBeDefined()
    expect(original.includes('secret-owner')).toBe(true)
    const c = await signIn(server())
    const stored = await unwrap(upload(c, [{ bytes: original, name: 'photo.jpg', type: 'image/jpeg' }]))
    const { bytes } = await served(server(), stored.url)
    const meta = await sharp(bytes).metadata()
    expect(meta.exif).toBeUndefined()
    expect(meta.icc).toBeUndefined()
    expect(bytes.includes('secret-owner')).toBe(false)
    expect(bytes.includes('home-address')).toBe(false)
  })

  it('keeps only the pixels of a polyglot (HTML after a real JPEG)', async () => {
    const c = await signIn(server())
    const polyglot = Buffer.concat([await jpegWithExif(), html])
    const stored = await unwrap(upload(c, [{ bytes: polyglot, name: 'p.jpg', type: 'image/jpeg' }]))
    const { bytes } = await served(server(), stored.url)
    expect(bytes.includes('<script')).toBe(false)
  })

  it.each([
    ['a renamed HTML file', html, 'photo.jpg', 'image/jpeg'],
    ['an SVG', svg, 'logo.svg', 'image/svg+xml'],
    ['an SVG renamed to PNG', svg, 'logo.png', 'image/png'],
    [
      'a truncated JPEG header',
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]),
      'a.jpg',
      'image/jpeg',
    ],
  ])('refuses %s with 415', async (_what, bytes, name, type) => {
    const c = await signIn(server())
    const { response, error } = await upload(c, [{ bytes, name, type }])
    expect(response.status).toBe(415)
    expect(error?.detail).toMatch(/[\u0600-\u06FF]/)
  })

  it('refuses a file over 5 MB with 413', async () => {
    const big = await largePng()
    expect(big.length).toBeGreaterThan(5 * 1024 * 1024)
    const c = await signIn(server())
    const { response, error } = await upload(c, [{ bytes: big, name: 'big.png', type: 'image/png' }])
    expect(response.status).toBe(413)
    expect(error?.detail).toBe('حجم هر تصویر باید حداکثر ۵ مگابایت باشد')
  })

  it("refuses a request over its route's limit before parsing it (413), and large multipart elsewhere", async () => {
    const c = await signIn(server())
    const huge = Buffer.alloc(11 * 1024 * 1024)
    const { response, error } = await upload(c, [{ bytes: huge, name: 'huge.jpg', type: 'image/jpeg' }])
    expect(response.status).toBe(413)
    expect(error?.detail).toBe('حجم درخواست بیش از حد مجاز است')
    const body = form('file', [{ bytes: Buffer.alloc(2 * 1024 * 1024), name: 'x.jpg', type: 'image/jpeg' }])
    const elsewhere = await fetch(`${server().baseUrl}/auth/otp/request`, { method: 'POST', body })
    expect(elsewhere.status).toBe(413)
  })

  it('refuses a decompression bomb from its header, at once', async () => {
    const bomb = pngBomb()
    expect(bomb.length).toBeLessThan(10_000)
    const c = await signIn(server())
    const started = performance.now()
    const { response, error } = await upload(c, [{ bytes: bomb, name: 'bomb.png', type: 'image/png' }])
    expect(response.status).toBe(413)
    expect(error?.detail).toContain('مگاپیکسل')
    expect(performance.now() - started).toBeLessThan(1000)
  })

  it('answers 422 for a missing file and a folder outside the list', async () => {
    const c = await signIn(server())
    expect((await upload(c, [])).response.status).toBe(422)
    const { response, error } = await upload(c, [await jpegPart()], 'etc')
    expect(response.status).toBe(422)
    expect((error as { errors?: { field: string }[] }).errors?.[0].field).toBe('body.folder')
  })

  it('stores several files in the order sent, or none when one is refused', async () => {
    const c = await signIn(server())
    const parts = [await jpegPart(), { bytes: await png(), name: 'b.png', type: 'image/png' }]
    const { items } = await unwrap(uploadMany(c, parts, 'stores'))
    expect(items.map((i) => i.folder)).toEqual(['stores', 'stores'])
    for (const item of items) expect((await served(server(), item.url)).res.status).toBe(200)

    const db = server().app.deps.db
    const before = await db.$count(t.files)
    const { response } = await uploadMany(c, [await jpegPart(), { bytes: svg, name: 's.png', type: 'image/png' }])
    expect(response.status).toBe(415)
    expect(await db.$count(t.files)).toBe(before)

    const eleven = Array.from({ length: 11 }, () => parts[1])
    expect((await uploadMany(c, eleven)).response.status).toBe(422)
  })

  it('limits the uploads of one user per hour (429)', async () => {
    const c = await signIn(server())
    const me = await unwrap(c.api.GET('/auth/profile'))
    const userId = await userIdOf(server().app.deps.db, me.phone)
    const key = `${UPLOAD_LIMIT.name}:${userId}`
    const hits = Array.from({ length: UPLOAD_LIMIT.max }, () => ({ key }))
    await server().app.deps.db.insert(t.rateHits).values(hits)
    const { response, error } = await upload(c, [await jpegPart()])
    expect(response.status).toBe(429)
    expect(error?.detail).toContain('بیش از حد مجاز')
  })

  it('lets only the uploader delete a file: others 404, a visitor 401', async () => {
    const owner = await signIn(server())
    const other = await signIn(server())
    const stored = await unwrap(upload(owner, [await jpegPart()], 'products'))
    expect((await remove(client(server()), 'products', stored.filename)).response.status).toBe(401)
    expect((await remove(other, 'products', stored.filename)).response.status).toBe(404)
    expect((await remove(owner, 'uploads', stored.filename)).response.status).toBe(404)
    expect((await served(server(), stored.url)).res.status).toBe(200)
    expect((await remove(owner, 'products', stored.filename)).response.status).toBe(204)
    expect((await served(server(), stored.url)).res.status).toBe(404)
    expect((await remove(owner, 'products', stored.filename)).response.status).toBe(404)
  })

  it("keeps a file a store still shows (409); an admin may remove another user's unused file", async () => {
    const owner = await signIn(server())
    const logo = await unwrap(upload(owner, [await jpegPart()], 'stores'))
    const store = await makeStore(server().app.deps.db)
    await server().app.deps.db.update(t.stores).set({ logoUrl: logo.url }).where(eq(t.stores.id, store.id))
    const { response, error } = await remove(owner, 'stores', logo.filename)
    expect(response.status).toBe(409)
    expect(error?.detail).toContain('استفاده می‌شود')
    expect((await served(server(), logo.url)).res.status).toBe(200)

    const adminPhone = nextPhone()
    const { user } = await findOrCreate(server().app.deps.db, adminPhone)
    await addRole(server().app.deps.db, user.id, 'admin')
    const admin = await signIn(server(), adminPhone)
    const unused = await unwrap(upload(owner, [await jpegPart()]))
    expect((await remove(admin, 'uploads', unused.filename)).response.status).toBe(204)
  })
})
