// The answers a page asks for first, put into its HTML: the PWA's API client takes them
// (src/lib/page-data.ts) instead of making those requests, so a phone on a slow network does not
// wait one more round trip after the scripts before the page can show. Only anonymous public
// catalogue reads, made through the API itself (app.inject: the same handlers and serialisation),
// and only answers of 200; the client uses each once and only for a request without a token (a
// signed-in customer's prices may be their group's).
import type { FastifyInstance } from 'fastify'
import { API_PREFIX } from '#sdk/rules/public-reads'

export interface PageAnswer {
  url: string
  body: unknown
}

/** The API's anonymous answer to GET /api/v1{path} (a firstReads address), or null unless it is a 200. */
export async function readAnswer(app: FastifyInstance, path: string): Promise<PageAnswer | null> {
  const url = API_PREFIX + path
  const res = await app.inject({ method: 'GET', url })
  return res.statusCode === 200 ? { url, body: res.json() } : null
}

/**
 * The answers as a <script type="application/json" id="page-data"> for the page's head, or ''.
 * `image`: the picture the page opens on (its largest paint), preloaded at high priority so it
 * does not wait for the scripts that render it.
 */
export function pageDataScript(answers: (PageAnswer | null)[], image?: string): string {
  const entries = answers.filter((entry) => entry !== null)
  const preload =
    image && /^\/(media|uploads)\/[\w./-]+$/.test(image)
      ? `<link rel="preload" as="image" href="${image}" fetchpriority="high">`
      : ''
  if (!entries.length) return preload
  // '<' escaped, so no answer can close the script element.
  const json = JSON.stringify(entries).replace(/</g, '\\u003c')
  return `${preload ? `${preload}\n    ` : ''}<script type="application/json" id="page-data">${json}</script>`
}
