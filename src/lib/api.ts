import { createApiClient } from '../../sdk'
import { takePageAnswer } from './page-data'
import { tokenStore } from './storage'

let sessionExpiredHandler: (() => void) | undefined

/** The app decides what "session over" looks like (toast, redirect); main.tsx wires it once. */
export function onSessionExpired(handler: () => void): void {
  sessionExpiredHandler = handler
}

// One client for the whole app: bearer header from the token store, one shared refresh on 401.
export const api = createApiClient({
  baseUrl: '/api/v1',
  tokens: tokenStore,
  onSessionExpired: () => sessionExpiredHandler?.(),
  // The page's first answers may already be in its HTML (lib/page-data.ts).
  fetch: (input) => {
    const answer = input instanceof Request ? takePageAnswer(input) : null
    return answer ? Promise.resolve(answer) : fetch(input)
  },
})
