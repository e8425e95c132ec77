// The S3-compatible storage against a local stand-in (as zarinpal.test.ts tests the gateway): an
// upload PUTs the WebP to /<bucket>/<folder>/<name> signed with AWS Signature V4, the app serves it
// back at /uploads/… by a signed GET, and removing it sends a signed DELETE. The stand-in checks
// the signature by computing it again from what it received.
import { createHash } from 'node:crypto'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { unwrap } from '#sdk'
import { signV4 } from '../../server/adapters/storage/s3'
import { jpegWithExif } from './fixtures/images'
import { signIn, startServer, type TestServer } from './harness'

const KEY_ID = 'AKIDEXAMPLE'
const SECRET = 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY'
const REGION = 'ir-thr-1'

interface Seen {
  method: string
  path: string
  authorization: string
  valid: boolean
}

/** True when the request's Authorization is the one its own headers and body sign to. */
function signatureHolds(req: IncomingMessage, body: Buffer): boolean {
  const auth = String(req.headers.authorization)
  const amzDate = String(req.headers['x-amz-date'])
  const date = new Date(
    `${amzDate.slice(0, 4)}-${amzDate.slice(4, 6)}-${amzDate.slice(6, 8)}T${amzDate.slice(9, 11)}:${amzDate.slice(11, 13)}:${amzDate.slice(13, 15)}Z`,
  )
  const payloadHash = createHash('sha256').update(body).digest('hex')
  if (req.headers['x-amz-content-sha256'] !== payloadHash) return false
  const type = req.headers['content-type']
  const expected = signV4({
    method: String(req.method),
    host: String(req.headers.host),
    path: String(req.url),
    headers: type ? { 'content-type': String(type) } : {},
    payloadHash,
    date,
    region: REGION,
    accessKeyId: KEY_ID,
    secretAccessKey: SECRET,
  })
  return expected.authorization === auth
}

describe('S3-compatible storage with a local stand-in', () => {
  let s3: Server
  let server: TestServer
  const objects = new Map<string, Buffer>()
  const seen: Seen[] = []

  beforeAll(async () => {
    s3 = createServer((req, res) => {
      const chunks: Buffer[] = []
      req.on('data', (c: Buffer) => chunks.push(c))
      req.on('end', () => {
        const body = Buffer.concat(chunks)
        const valid = signatureHolds(req, body)
        const path = String(req.url)
        seen.push({ method: String(req.method), path, authorization: String(req.headers.authorization), valid })
        if (!valid) {
          res.statusCode = 403
          return res.end('<Error><Code>SignatureDoesNotMatch</Code></Error>')
        }
        if (req.method === 'PUT') objects.set(path, body)
        if (req.method === 'DELETE') objects.delete(path)
        if (req.method === 'GET') {
          const stored = objects.get(path)
          res.statusCode = stored ? 200 : 404
          return res.end(stored ?? '<Error><Code>NoSuchKey</Code></Error>')
        }
        res.statusCode = req.method === 'DELETE' ? 204 : 200
        res.end()
      })
    })
    await new Promise<void>((resolve) => s3.listen(0, '127.0.0.1', resolve))
    server = await startServer('pglite', {
      S3_ENDPOINT: `http://127.0.0.1:${(s3.address() as AddressInfo).port}`,
      S3_BUCKET: 'rasteh-media',
      S3_ACCESS_KEY_ID: KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET,
      S3_REGION: REGION,
    })
  })

  afterAll(async () => {
    await server?.close()
    await new Promise((resolve) => s3?.close(resolve))
  })

  it('stores, serves and removes an upload through signed requests', async () => {
    const c = await signIn(server)
    const image = new FormData()
    image.append('folder', 'products')
    image.append('file', new Blob([new Uint8Array(await jpegWithExif())], { type: 'image/jpeg' }), 'photo.jpg')
    const stored = await unwrap(
      c.api.POST('/files/upload', { body: image as never, bodySerializer: (body) => body as unknown as FormData }),
    )
    const key = `/rasteh-media/products/${stored.filename}`
    const put = seen.find((s) => s.method === 'PUT')
    expect(put?.path).toBe(key)
    expect(put?.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/ir-thr-1\/s3\/aws4_request, SignedHeaders=content-type;host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/,
    )
    expect(seen.every((s) => s.valid)).toBe(true)
    expect(objects.get(key)?.length).toBe(stored.size)

    const res = await fetch(`${server.origin}${stored.url}`)
    expect(res.status).toBe(200)
    const bytes = Buffer.from(await res.arrayBuffer())
    expect(bytes.equals(objects.get(key) as Buffer)).toBe(true)
    expect((await sharp(bytes).metadata()).exif).toBeUndefined()

    const removed = await c.api.DELETE('/files/{folder}/{filename}', {
      params: { path: { folder: 'products', filename: stored.filename } },
    })
    expect(removed.response.status).toBe(204)
    expect(seen.at(-1)).toMatchObject({ method: 'DELETE', path: key, valid: true })
    expect(objects.has(key)).toBe(false)
    expect((await fetch(`${server.origin}${stored.url}`)).status).toBe(404)
  })

  it('signs as AWS documents (a fixed request and date)', () => {
    // A stable vector: a regression in the canonical request changes this signature.
    const headers = signV4({
      method: 'GET',
      host: 'examplebucket.s3.amazonaws.com',
      path: '/test.txt',
      headers: { range: 'bytes=0-9' },
      payloadHash: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      date: new Date('2013-05-24T00:00:00Z'),
      region: 'us-east-1',
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
    })
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    )
  })
})
