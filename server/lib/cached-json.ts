// Public catalogue answers are cached in process (server/db/caches.ts), so the same object is sent
// again and again. Serialising it through the route's contract serializer costs more than the
// rest of a cached request (oneOf fields are checked item by item), and compressing it again per
// request cost more still (brotli was the largest share of a cached list's CPU): so the JSON is
// made once per object, and its brotli and gzip forms once per object and encoding, kept beside
// it. The answer carries Content-Encoding, so @fastify/compress passes it through as it is.
import type { FastifyReply } from 'fastify'
import { acceptedEncoding, COMPRESS_THRESHOLD, compressSync, type Encoding, varyOnEncoding } from './compression'

interface Serialized {
  json: string
  /** the JSON's UTF-8 bytes, for clients that take it uncompressed */
  utf8?: Buffer
  /** over the compression threshold */
  large: boolean
  br?: Buffer
  gzip?: Buffer
}

const serialized = new WeakMap<object, Serialized>()

/** The value as the route's contract serializer writes it, made (and compressed) once per object. */
export function jsonOnce<T extends object>(reply: FastifyReply, value: T): T {
  let entry = serialized.get(value)
  if (entry === undefined) {
    const json = String(reply.serialize(value))
    entry = { json, large: Buffer.byteLength(json) >= COMPRESS_THRESHOLD }
    serialized.set(value, entry)
  }
  reply.type('application/json; charset=utf-8')
  const encoding: Encoding | null = entry.large ? acceptedEncoding(reply.request.headers['accept-encoding']) : null
  // The handler contract types the body as the object; Fastify sends the string or bytes unchanged.
  // As bytes made once: a string would be measured and encoded again on every send (~35 KB of
  // Persian text for a seller's page of products).
  if (encoding === null) {
    entry.utf8 ??= Buffer.from(entry.json)
    return entry.utf8 as unknown as T
  }
  let body = entry[encoding]
  if (body === undefined) {
    body = compressSync(encoding, entry.json)
    entry[encoding] = body
  }
  reply.header('Content-Encoding', encoding)
  varyOnEncoding(reply)
  return body as unknown as T
}
