// How answers are compressed: one setting for @fastify/compress (every answer, per request) and
// for the cached public answers, which are compressed once and kept (cached-json.ts). Phones on
// slow links: brotli at a quality that costs milliseconds, not tens of them; gzip for older clients.
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib'

export const ENCODINGS = ['br', 'gzip'] as const
export type Encoding = (typeof ENCODINGS)[number]
/** Smaller answers go as they are (the headers would cost more than the saving). */
export const COMPRESS_THRESHOLD = 1024
export const BROTLI_OPTIONS = { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }
export const GZIP_OPTIONS = { level: 6 }

export function compressSync(encoding: Encoding, body: string | Buffer): Buffer {
  return encoding === 'br' ? brotliCompressSync(body, BROTLI_OPTIONS) : gzipSync(body, GZIP_OPTIONS)
}

const negotiated = new Map<string, Encoding | null>()

/**
 * The encoding an Accept-Encoding header asks for among ours, as @fastify/compress negotiates it:
 * the highest q-value wins, ties go to the server's order (br first), `*` stands for the ones not
 * named, x-gzip is gzip; null when none is acceptable or the header is absent. Memoised per header
 * value (browsers send a handful of them).
 */
export function acceptedEncoding(header: string | undefined): Encoding | null {
  if (!header) return null
  let found = negotiated.get(header)
  if (found !== undefined) return found
  const q = new Map<string, number>()
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';')
    if (!name) continue
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    const value = qParam ? Number(qParam.slice(2)) : 1
    const key = name.trim() === 'x-gzip' ? 'gzip' : name.trim()
    q.set(key, Number.isFinite(value) ? value : 0)
  }
  found = null
  let best = 0
  for (const encoding of ENCODINGS) {
    const value = q.get(encoding) ?? q.get('*') ?? 0
    if (value > best) {
      best = value
      found = encoding
    }
  }
  if (negotiated.size > 200) negotiated.clear()
  negotiated.set(header, found)
  return found
}

/**
 * Marks an answer as one that differs by Accept-Encoding, keeping what Vary named before (a
 * shared cache must not hand a brotli page to a client that cannot read it, nor lose another
 * reason the answer varies).
 */
export function varyOnEncoding(reply: {
  getHeader(name: string): unknown
  header(name: string, value: string): unknown
}) {
  const vary = reply.getHeader('Vary')
  if (vary === undefined) reply.header('Vary', 'accept-encoding')
  else if (!String(vary).toLowerCase().includes('accept-encoding')) reply.header('Vary', `${vary}, accept-encoding`)
}
