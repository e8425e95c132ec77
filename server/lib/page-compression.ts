// The server-rendered pages, compressed at brotli's best once and kept (decision 045). A page's
// HTML is the same bytes for every visitor while its render is reused (decision 036), and home's
// was 16.8 KB as @fastify/compress sends it (brotli 5, chunked): over the 14.6 KB a new connection
// delivers in its first round trip (TCP's initial window of 10 segments), so the page waited one
// round trip more on a slow link. Brotli 11 costs ~100 ms of CPU for home's 120 KB: too much for a
// request to wait for, so the askers of a page get the quick encoding (lib/compression.ts) until
// the best one is made beside it, on libuv's threads. It is made from a page's second asking: a
// page asked once (a crawler's walk through 20,000 products) is not worth 100 ms of a core.
import { createHash } from 'node:crypto'
import { brotliCompress, gzip, constants as zlib } from 'node:zlib'
import { compressSync, type Encoding } from './compression'
import { Lru } from './lru'

const BEST_BROTLI = { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT } }
const BEST_GZIP = { level: 9 }

/** Pages kept compressed at their best, per encoding (home's is ~14 KB). */
export const KEPT_PAGES = 128

export interface PageCompression {
  /** `html` in `encoding`: the best encoding once made, the quick one until then. */
  compressed(html: string, encoding: Encoding): Buffer
  /** Resolves once every best encoding under way is made (tests). */
  settled(): Promise<void>
}

export function pageCompression(): PageCompression {
  const kept = new Lru<Buffer>(KEPT_PAGES)
  /** Pages asked for once, by key: the next asking makes the best encoding. */
  const asked = new Lru<true>(KEPT_PAGES * 8)
  const making = new Map<string, Promise<void>>()
  return {
    compressed(html, encoding) {
      const key = `${encoding}:${createHash('sha256').update(html).digest('base64')}`
      const best = kept.get(key)
      if (best) return best
      if (!asked.get(key)) asked.set(key, true)
      else if (!making.has(key)) {
        const done = new Promise<void>((resolve) => {
          const keep = (error: Error | null, bytes: Buffer) => {
            if (!error) kept.set(key, bytes)
            making.delete(key)
            resolve()
          }
          if (encoding === 'br') brotliCompress(html, BEST_BROTLI, keep)
          else gzip(html, BEST_GZIP, keep)
        })
        making.set(key, done)
      }
      return compressSync(encoding, html)
    },
    async settled() {
      await Promise.all(making.values())
    },
  }
}
