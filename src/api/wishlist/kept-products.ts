import { useSyncExternalStore } from 'react'

// The hearts on product cards are on the home page, so all the first script holds for them is
// which products are kept (this set) and how to load the rest (load-wishlist.ts). The wishlist's
// queue (wishlist-queue.ts) keeps the set up to date once loaded: the server's ids with the
// changes not yet answered laid over them.

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
