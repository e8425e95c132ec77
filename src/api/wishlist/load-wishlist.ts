import type { QueryClient } from '@tanstack/react-query'

// The wishlist's queries and its offline queue (wishlist-queue.ts) load after the first script:
// once the page is idle (app/shell/lazy-shell.tsx), at the first tap on a heart, on the wishlist's
// page, or when a change queued offline is restored (app/resume-queued.ts).

type Queue = typeof import('./wishlist-queue')
let loading: Promise<Queue> | undefined

/** The wishlist's queue, loaded and registered with the client once. */
export function loadWishlist(queryClient: QueryClient): Promise<Queue> {
  loading ??= import('./wishlist-queue').then(
    (queue) => {
      queue.registerWishlistQueue(queryClient)
      return queue
    },
    (error: unknown) => {
      loading = undefined // offline before it was ever fetched: the next tap tries again
      throw error
    },
  )
  return loading
}
