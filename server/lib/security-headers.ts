// The security headers every answer carries, worked out once at start-up. @fastify/helmet ran
// helmet's middleware on every request, re-building the Content-Security-Policy string each time
// (about 11 % of the CPU of a cached product list); the headers never change between requests, so
// helmet runs once here against a stand-in response and the hook copies what it set.
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FastifyInstance } from 'fastify'
import helmet from 'helmet'

/**
 * The hash of `;`, the server-rendered pages' one inline script, which holds the parser until the
 * stylesheet has arrived (CSS_WAIT in server/plugins/ssr.ts, decision 045).
 */
export const CSS_WAIT_HASH = "'sha256-QbgF6nrAFOI1VumLs3RwKgg0Qmj5JImgLwiAhJOUoeQ='"

const OPTIONS: Parameters<typeof helmet>[0] = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      scriptSrc: ["'self'", CSS_WAIT_HASH],
      workerSrc: ["'self'"],
      connectSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
  hsts: false,
}

/** The headers helmet sets with these options (names in lower case). */
export function securityHeaders(options = OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {}
  const res = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value)
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()]
    },
  }
  let failed: unknown
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (error?: unknown) => {
    failed = error
  })
  if (failed) throw failed
  return headers
}

export function registerSecurityHeaders(app: FastifyInstance): void {
  const headers = securityHeaders()
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers)
    done()
  })
}
