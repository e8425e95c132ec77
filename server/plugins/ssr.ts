// The server's render of the public pages (issue 17, decision 024): the bundle `vite build --ssr`
// writes to dist-ssr/ beside the PWA, loaded once. Its API requests are answered in-process by
// this server's own handlers (app.inject: the same validation, serialisation and caches), always
// anonymously: the render never carries a visitor's token.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { FastifyInstance } from 'fastify'

interface Rendered {
  html: string
  state: string
  status: number
  redirect?: string
}
interface ServerEntry {
  render(url: string): Promise<Rendered>
  answerApiWith(fetcher: (request: Request) => Promise<Response>): void
}

export type Render = (url: string) => Promise<Rendered | null>

/** The render of `url`, or null (no SSR bundle, or the render failed: the shell still serves). */
export async function loadRender(app: FastifyInstance, webRoot: string): Promise<Render | null> {
  const file = join(webRoot, '..', 'dist-ssr', 'entry-server.js')
  if (!existsSync(file)) return null
  const entry = (await import(pathToFileURL(file).href)) as ServerEntry
  entry.answerApiWith(async (request) => {
    const url = new URL(request.url)
    const res = await app.inject({
      method: request.method as 'GET',
      url: url.pathname + url.search,
      headers: { accept: 'application/json' },
    })
    const headers = new Headers()
    const type = res.headers['content-type']
    if (typeof type === 'string') headers.set('content-type', type)
    return new Response(res.statusCode === 204 ? null : new Uint8Array(res.rawPayload), {
      status: res.statusCode,
      headers,
    })
  })
  return async (url) => {
    try {
      return await entry.render(url)
    } catch (error) {
      app.log.error({ err: error, url }, 'server render failed')
      return null
    }
  }
}

/**
 * The shell with the rendered markup in #root and the Query state it came from. The page paints
 * from its HTML, styles, font and pictures alone, so its scripts (needed only to make it
 * interactive) start once it has loaded (public/boot.js): the app's entry and the route's modules,
 * taken out of the head, are handed to the boot script instead. So is the web manifest (decision
 * 034): the browser fetches it and its icon as soon as it reads the link, while the first paint
 * still waits for the styles, font and pictures, and nothing painted needs them.
 */
export function withRendered(html: string, rendered: Rendered): string {
  const state = `<script type="application/json" id="query-state">${rendered.state}</script>`
  const preloads: string[] = []
  const later: string[] = []
  let app = ''
  const head = html
    .replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_tag, href: string) => {
      preloads.push(href)
      return ''
    })
    .replace(/\s*<link rel="(manifest)" href="(\/[^"]+)"[^>]*>/g, (_tag, rel: string, href: string) => {
      later.push(`${rel}=${href}`)
      return ''
    })
    .replace(/<script type="module" crossorigin src="([^"]+)"><\/script>/, (_tag, src: string) => {
      app = src
      const links = later.length ? ` data-links="${later.join(' ')}"` : ''
      return `<script defer src="/boot.js" data-app="${src}" data-preload="${preloads.join(' ')}"${links}></script>`
    })
  // A shell whose entry is written otherwise keeps its own scripts and gets no boot script.
  const page = app ? head : html
  return page.replace(/<div id="root"><\/div>/, () => `<div id="root">${rendered.html}</div>\n    ${state}`)
}
