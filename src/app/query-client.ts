import { MutationCache, onlineManager, QueryCache, QueryClient } from '@tanstack/react-query'
import { registerCartMutations } from '#api/cart/cart-mutations'
import { reportError } from '#lib/errors'
import { isMissing } from '#lib/or-not-found'
import { ApiError } from '#sdk'
import { PUBLIC_FRESHNESS } from '#sdk/rules/public-reads'

const DAY = 24 * 60 * 60 * 1000

// Client errors will not heal by retrying; network and server errors get two more tries.
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false
  return failureCount < 2
}

export function createQueryClient(): QueryClient {
  // TanStack assumes "online" until the first online/offline event; a page opened offline must
  // start paused, or a restored queue would be sent into the void and fail.
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine)
  const client = new QueryClient({
    // A read answered 404 is its page's not-found page (lib/or-not-found.ts): no toast on top.
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!isMissing(error)) reportError(error, query.meta)
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => reportError(error, mutation.meta),
    }),
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        // Kept at least as long as a persisted answer may be shown, or restored data would be dropped.
        gcTime: DAY,
        retry: shouldRetry,
        // Offline, a query still tries once (the service worker may answer from its cache), then
        // waits for the connection with its cached data on screen instead of failing.
        networkMode: 'offlineFirst',
      },
      mutations: { retry: false },
    },
  })
  // Each public resource is asked for again once older than its freshness (decision 028).
  for (const [root, seconds] of Object.entries(PUBLIC_FRESHNESS)) {
    client.setQueryDefaults([root], { staleTime: seconds * 1000 })
  }
  // The cart's changes, which may be queued offline, get their mutationFn here, before a restored
  // queue resumes; the panels' queues register with the panels (app/resume-queued.ts).
  registerCartMutations(client)
  return client
}
