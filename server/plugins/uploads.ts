// Serves uploaded files at /uploads/<folder>/<name> from the file storage (disk or S3), so an
// image's url is the same whichever storage holds it. Names are server-made and never reused for
// other content, so they are cached for a week like /media; nosniff (helmet) and the fixed
// image/webp type keep a browser from reading them as anything else.
import type { FastifyInstance } from 'fastify'
import { ROUTE_NOT_FOUND } from './errors'
import { MEDIA_CACHE } from './media'

const FOLDER = /^[a-z]{1,20}$/
const NAME = /^[A-Za-z0-9_-]{1,100}\.webp$/

export function registerUploads(app: FastifyInstance): void {
  app.get<{ Params: { folder: string; filename: string } }>('/uploads/:folder/:filename', async (req, reply) => {
    const { folder, filename } = req.params
    const bytes =
      FOLDER.test(folder) && NAME.test(filename) ? await app.deps.storage.get(`${folder}/${filename}`) : null
    if (!bytes) return reply.code(404).send({ detail: ROUTE_NOT_FOUND })
    return reply.type('image/webp').header('Cache-Control', MEDIA_CACHE).send(bytes)
  })
}
