// Serves `${DATA_DIR}/media` at /media/ (seeded product images, store logos, blog covers, and
// the 240×240 placeholder the storefront falls back to). Names never change content, so they are
// cached for a week. The placeholder is made on startup when missing, so it always exists.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import { ensurePlaceholder } from '../seed/media/render'

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
