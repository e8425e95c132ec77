import type { QueryClient } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'

// The hearts on product cards are on the home page, so all the first script holds for them is
// which products are kept. The wishlist's queries and its offline queue (wishlist-queue.ts) load
// once the page is idle (app/shell/lazy-shell.tsx), at the first tap, or when a change queued
// offline is restored (app/resume-queued.ts); the queue then keeps this set up to date: the
// server's ids with the changes not yet answered laid over them.

let kept: ReadonlySet<number> = new Set()
const listeners = new Set<() => void>()

export function showKept(next: ReadonlySet<number>): void {
  kept = next
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Whether the product is kept, as far as this page knows yet (false until the wishlist loads). */
export function useKept(productId: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => kept.has(productId),
    () => false,
  )
}

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
