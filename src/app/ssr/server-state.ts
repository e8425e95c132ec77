import type { DehydratedState } from '@tanstack/react-query'

/** The Query cache the server rendered this page from (server/plugins/ssr.ts), or null. */
export function readServerState(): DehydratedState | null {
  const element = document.getElementById('query-state')
  if (!element?.textContent) return null
  try {
    return JSON.parse(element.textContent) as DehydratedState
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
