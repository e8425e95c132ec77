// The server's render of the public pages (issue 17, decision 024): the bundle `vite build --ssr`
// writes to dist-ssr/ beside the PWA, loaded once. Its API requests are answered in-process by
// this server's own handlers (app.inject: the same validation, serialisation and caches), always
// anonymously: the render never carries a visitor's token.
//
// A render is reused while every API answer it read is byte for byte what the server answers now
// (decision 036): reading
// them again costs a few in-process requests, rendering a long page tens of milliseconds, and the
// time to the first byte is what the visitor's first paint waits for.
import { AsyncLocalStorage } from 'node:async_hooks'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { FastifyInstance } from 'fastify'
import { Lru } from '../lib/lru'

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

/** An API read a render made: its address, and the status and bytes it got. */
interface Read {
  status: number
  body: Buffer
}
interface Kept {
  rendered: Rendered
  reads: Map<string, Read>
  at: number
}

/** A read asked for and not answered yet. */
const PENDING: Read = { status: 0, body: Buffer.alloc(0) }

/** Addresses whose render is kept (the public pages most asked for; each entry is ~100-300 KB). */
export const KEPT_RENDERS = 64
/**
 * How long a kept render may be reused even while its answers stay the same: nothing on a public
 * page is drawn from the clock today, and this bounds how long it could be if something were.
 */
export const KEPT_RENDER_MS = 300_000

/** The render of `url`, or null (no SSR bundle, or the render failed: the shell still serves). */
export async function loadRender(app: FastifyInstance, webRoot: string): Promise<Render | null> {
  const file = join(webRoot, '..', 'dist-ssr', 'entry-server.js')
  if (!existsSync(file)) return null
  const entry = (await import(pathToFileURL(file).href)) as ServerEntry
  // The reads of the render in progress (renders run concurrently; each has its own record).
  const recording = new AsyncLocalStorage<Map<string, Read>>()
  const readNow = async (address: string): Promise<Read> => {
    const res = await app.inject({ method: 'GET', url: address, headers: { accept: 'application/json' } })
    return { status: res.statusCode, body: res.rawPayload }
  }
  entry.answerApiWith(async (request) => {
    const url = new URL(request.url)
    const address = url.pathname + url.search
    const reads = request.method === 'GET' ? recording.getStore() : undefined
    reads?.set(address, PENDING)
    const res = await app.inject({
      method: request.method as 'GET',
      url: address,
      headers: { accept: 'application/json' },
    })
    reads?.set(address, { status: res.statusCode, body: res.rawPayload })
    const headers = new Headers()
    const type = res.headers['content-type']
    if (typeof type === 'string') headers.set('content-type', type)
    return new Response(res.statusCode === 204 ? null : new Uint8Array(res.rawPayload), {
      status: res.statusCode,
      headers,
    })
  })
  const kept = new Lru<Kept>(KEPT_RENDERS)
  const unchanged = async (reads: Map<string, Read>) => {
    const now = await Promise.all([...reads].map(async ([address, read]) => ({ read, now: await readNow(address) })))
    return now.every(({ read, now }) => now.status === read.status && now.body.equals(read.body))
  }
  return async (url) => {
    try {
      const last = kept.get(url)
      if (last && Date.now() - last.at < KEPT_RENDER_MS && (await unchanged(last.reads))) return last.rendered
      const reads = new Map<string, Read>()
      const at = Date.now()
      const rendered = await recording.run(reads, () => entry.render(url))
      // A read still under way when the render ended (past its wait) may be missing from it.
      const complete = ![...reads.values()].includes(PENDING)
      if (rendered.status === 200 && !rendered.redirect && complete)
        kept.set(url, { rendered, reads: new Map(reads), at })
      else kept.delete(url)
      return rendered
    } catch (error) {
      app.log.error({ err: error, url }, 'server render failed')
      return null
    }
  }
}

/**
 * The inline script that holds the parser until the stylesheet has arrived (decision 045). Not
 * empty: a script whose text is empty is never prepared (HTML's «prepare the script element»), so
 * the parser would not wait for it.
 */
export const CSS_WAIT = '<script>;</script>'

/** The favicon's file (public/favicon.svg), linked by the boot script once the page has painted. */
const FAVICON = '/favicon.svg'

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
    .replace(
      /\s*<link rel="(manifest|apple-touch-icon)" href="(\/[^"]+)"[^>]*>/g,
      (_tag, rel: string, href: string) => {
        later.push(`${rel}=${href}`)
        return ''
      },
    )
    // The favicon too (decision 045): written into the shell as a data: URL, Chrome decoded it on
    // the main thread (an SVG document of its own, with a layout) before the page's first frame was
    // shown. An empty one stands in (without any, Chrome asks for /favicon.ico at once), and the
    // boot script puts the file in its place once the page has painted.
    .replace(/<link rel="icon" href="data:[^"]*"[^>]*>/, () => {
      later.push(`icon=${FAVICON}`)
      return '<link rel="icon" href="data:,">'
    })
    .replace(/<script type="module" crossorigin src="([^"]+)"><\/script>/, (_tag, src: string) => {
      app = src
      const links = later.length ? ` data-links="${later.join(' ')}"` : ''
      return `<script async src="/boot.js" data-app="${src}" data-preload="${preloads.join(' ')}"${links}></script>`
    })
    // A classic inline script waits for the stylesheet before it runs, and the parser waits for it:
    // the body is built once the styles are there, so Chrome never lays it out without them
    // (decision 045). The CSP allows it by its hash (CSS_WAIT_HASH, security-headers.ts).
    .replace(/<link rel="stylesheet"[^>]*>/, (link) => `${link}${CSS_WAIT}`)
  // A shell whose entry is written otherwise keeps its own scripts and gets no boot script.
  const page = app ? head : html
  // Its content is there without the app, so the shell's «turn JavaScript on» notice goes.
  return page
    .replace(/\s*<noscript>[^<]*<\/noscript>/, '')
    .replace(/<div id="root"><\/div>/, () => `<div id="root">${rendered.html}</div>\n    ${state}`)
}
