// Serves `${DATA_DIR}/media` at /media/ (seeded product images, store logos, blog covers, and
// the 240×240 placeholder the storefront falls back to). Names never change content, so they are
// cached for a week. The placeholder is made on startup when missing, so it always exists.
//
// Smaller copies of a picture at /media/w160/… and /media/w360/… (decision 045): home shows the
// 600 px product pictures at 62 and 141 CSS px, and the page's `srcset` lets a phone take one of
// these instead. The seed makes them beside the pictures (seed/media/pool.ts); one missing (a data
// directory seeded before them) is made on first asking and kept.
import { existsSync, mkdirSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import { ensurePlaceholder, VARIANT_WIDTHS, variantFile, writeVariant } from '../seed/media/render'

export const MEDIA_CACHE = 'public, max-age=604800'

export async function registerMedia(app: FastifyInstance): Promise<void> {
  const root = join(app.deps.config.dataDir, 'media')
  mkdirSync(root, { recursive: true })
  try {
    if (await ensurePlaceholder(root)) app.log.info(`Made ${join(root, 'placeholder.webp')}`)
  } catch (err) {
    // Without sharp (a production install without dev dependencies) the site still runs.
    app.log.warn({ err }, 'could not make the placeholder image')
  }
  for (const width of VARIANT_WIDTHS) {
    app.get(`/media/w${width}/*`, async (req, reply) => {
      const path = (req.params as { '*': string })['*']
      if (!/^[\w-]+(\/[\w-]+)*\.webp$/.test(path) || !existsSync(join(root, path))) return reply.callNotFound()
      const file = variantFile(root, path, width)
      let bytes: Buffer
      try {
        bytes = existsSync(file) ? await readFile(file) : await writeVariant(root, path, width)
      } catch (err) {
        // Without sharp the picture itself goes: larger, never missing.
        app.log.warn({ err, path }, 'could not make a smaller copy of a picture')
        bytes = await readFile(join(root, path))
      }
      return reply.header('Cache-Control', MEDIA_CACHE).type('image/webp').send(bytes)
    })
  }
  await app.register(fastifyStatic, {
    root,
    prefix: '/media/',
    // serveWeb registers @fastify/static too and owns reply.sendFile.
    decorateReply: false,
    index: false,
    list: false,
    cacheControl: false,
    setHeaders(reply) {
      reply.header('Cache-Control', MEDIA_CACHE)
    },
  })
}
