import type { DehydratedState } from '@tanstack/react-query'

/**
 * The Query cache the server rendered this page from (server/plugins/ssr.ts), or null. Its answers
 * were read for this very response, so they count as received now, on this device's clock: they
 * are newer than anything the persisted cache holds (a server clock behind the phone's would
 * otherwise let an older persisted answer win, and the first render would differ from the HTML).
 */
export function readServerState(now = Date.now()): DehydratedState | null {
  const element = document.getElementById('query-state')
  if (!element?.textContent) return null
  try {
    const state = JSON.parse(element.textContent) as DehydratedState
    for (const query of state.queries) query.state.dataUpdatedAt = now
    return state
  } catch {
    return null
  }
}

/**
 * A hydration mismatch is a defect (the first render must be the server's HTML): it is logged
 * as an error the browser tests fail on, with React's own message.
 */
export function reportHydrationError(error: unknown): void {
  console.error('hydration:', error instanceof Error ? error.message : error)
}
