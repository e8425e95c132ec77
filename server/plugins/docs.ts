// The browsable API reference at /api/docs (Swagger UI, served from npm; no internet needed)
// and the raw contract at /api/openapi.json.
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'

export async function registerDocs(app: FastifyInstance, document: Record<string, unknown>): Promise<void> {
  await app.register(swagger, { mode: 'static', specification: { document: document as never } })
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { docExpansion: 'list', deepLinking: true, tryItOutEnabled: false },
    staticCSP: true,
  })
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => document)
}
