// The server's render of a public page (issue 17, decision 024): the same app tree the browser
// hydrates (app/app-root.tsx), on a memory history of the one address, with the API answered
// in-process by the server's own handlers. Built by `vite build --ssr` into dist-ssr/ and called
// by server/plugins/ssr.ts. Every render is anonymous: the server never sees the visitor's token
// (it lives in the browser's storage), so signed-in prices and the cart stay client-side.
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query'
import { createMemoryHistory } from '@tanstack/react-router'
import { prerenderToNodeStream } from 'react-dom/static.node'
import { AppRoot } from '#app/app-root'
import { createQueryClient } from '#app/query-client'
import { answerApiWith } from '#lib/api'
import { type AppRouter, createAppRouter } from './router'

export interface Rendered {
  /** The markup of #root. */
  html: string
  /** The Query cache the page was rendered from, as JSON (already safe inside a <script>). */
  state: string
  /** 200, or 404 when the router found no page (or a loader said notFound). */
  status: number
  /** Where a loader sent the visitor instead (an old product slug): the server redirects. */
  redirect?: string
}

export { answerApiWith }

type ServerResult =
  | { type: 'render'; status: number }
  | { type: 'redirect'; redirect: { options: { href?: string } & Record<string, unknown> } }

/** Renders `url` (path and query) to HTML, waiting for every lazy part and query of the page. */
export async function render(url: string): Promise<Rendered> {
  const queryClient = createQueryClient()
  const router = createAppRouter(queryClient, { history: createMemoryHistory({ initialEntries: [url] }) })
  await router.load()
  // The router's own record of its server load (router-core's ServerLoadResult).
  const result = (router as unknown as { _serverResult?: ServerResult })._serverResult
  if (result?.type === 'redirect') {
    const to = result.redirect.options
    return { html: '', state: '', status: 308, redirect: to.href ?? router.buildLocation(to as never).href }
  }
  // A loader may start a read it does not wait for (a product's category filters): the page is
  // rendered once those are in too, as the browser would show them a moment later.
  await settled(queryClient)
  const html = await renderComplete(queryClient, router)
  const state = JSON.stringify(
    dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status === 'success' }),
  ).replace(/</g, '\\u003c')
  queryClient.clear()
  return { html, state, status: result?.type === 'render' ? result.status : 200 }
}

/**
 * The page's HTML with every read it shows: a part that reads with useQuery (not from its route's
 * loader) only registers its query while rendering on the server, so the reads that were asked
 * for, enabled and not yet made are made and the page is rendered again (at most three passes).
 * A read that fails is dropped: the browser asks again, as it would have without the server.
 */
async function renderComplete(queryClient: QueryClient, router: AppRouter): Promise<string> {
  const tried = new Set<string>()
  for (let pass = 1; ; pass++) {
    const { prelude } = await prerenderToNodeStream(<AppRoot queryClient={queryClient} router={router} />, {
      onError: (error) => console.error('server render:', error),
      // Every boundary inline, complete: no boundary is split off to be placed by an inline script
      // (the CSP allows none, and the whole page is ready before the first byte anyway).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    })
    // A Node stream (react-dom/static.node), which is async-iterable.
    const html = await text(prelude as unknown as AsyncIterable<Uint8Array | string>)
    const waiting = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle')
      .filter((query) => !tried.has(query.queryHash) && enabled(query))
    if (pass === 3 || !waiting.length) return html
    for (const query of waiting) tried.add(query.queryHash)
    await Promise.allSettled(waiting.map((query) => query.fetch()))
    queryClient.removeQueries({ predicate: (query) => query.state.status === 'error' })
  }
}

/** The query's own `enabled` (a signed-in-only read is disabled on the server: no token here). */
function enabled(query: Query): boolean {
  const option = (query.options as { enabled?: boolean | ((query: Query) => boolean) }).enabled
  return typeof option === 'function' ? option(query) : option !== false
}

async function settled(queryClient: QueryClient) {
  const until = Date.now() + 3000
  while (queryClient.isFetching() > 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 1))
}

async function text(stream: AsyncIterable<Uint8Array | string>): Promise<string> {
  let out = ''
  const decoder = new TextDecoder()
  for await (const chunk of stream) out += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true })
  return out + decoder.decode()
}
