import { createApiClient } from '#sdk'
import { takePageAnswer } from './page-data'
import { tokenStore } from './storage'

let sessionExpiredHandler: (() => void) | undefined

/** The app decides what "session over" looks like (toast, redirect); main.tsx wires it once. */
export function onSessionExpired(handler: () => void): void {
  sessionExpiredHandler = handler
}

/** The server's render (src/entry-server.tsx) answers the API in-process; see answerApiWith. */
let serverFetch: ((request: Request) => Promise<Response>) | undefined

/** On the server, every API request of a render goes to `fetcher` (the server's own handlers). */
export function answerApiWith(fetcher: (request: Request) => Promise<Response>): void {
  serverFetch = fetcher
}

// One client for the whole app: bearer header from the token store, one shared refresh on 401.
export const api = createApiClient({
  // A Request needs an absolute address outside a browser; the host is never contacted there.
  baseUrl: typeof window === 'undefined' ? 'http://ssr.invalid/api/v1' : '/api/v1',
  tokens: tokenStore,
  onSessionExpired: () => sessionExpiredHandler?.(),
  // The page's first answers may already be in its HTML (lib/page-data.ts).
  fetch: (input) => {
    if (serverFetch) return serverFetch(input as Request)
    const answer = input instanceof Request ? takePageAnswer(input) : null
    return answer ? Promise.resolve(answer) : fetch(input)
  },
})
