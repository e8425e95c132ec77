// The site's origin for absolute URLs (SEO tags, the payment gateway's callback).
import type { FastifyRequest } from 'fastify'

/** Origin for absolute URLs: PUBLIC_URL when set; otherwise the request's, if the host looks sane. */
export function originOf(req: FastifyRequest): string {
  const configured = req.server.deps.config.publicUrl
  if (configured) return configured
  const host = /^[a-z0-9.\-[\]:]+$/i.test(req.host) ? req.host : 'localhost'
  return `${req.protocol === 'https' ? 'https' : 'http'}://${host}`
}
