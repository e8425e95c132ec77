import type { QueryClient } from '@tanstack/react-query'
import { loadWishlist } from '#api/wishlist/load-wishlist'
import { type LaterQueue, laterQueueOf } from '#lib/panel-queue-keys'

// How each queue that loads after the first script registers. (The panels' chunk has their module
// too: offline, it is in the cache since that change. The wishlist's loader is the hearts' own.)
const REGISTER: Record<LaterQueue, (queryClient: QueryClient) => Promise<unknown>> = {
  panels: async (queryClient) => (await import('#api/panel-queues')).registerPanelQueues(queryClient),
  wishlist: loadWishlist,
}

/**
 * Continues the changes queued offline once each knows how to send itself: the storefront's cart
 * queue is registered with the client; a change of a queue that loads later, restored from
 * IndexedDB (a seller who closed the tab offline, a heart tapped offline), first loads its queue.
 * Not awaited by the caller: the pages do not wait for the replay.
 */
export async function resumeQueuedChanges(queryClient: QueryClient): Promise<void> {
  const restored = queryClient
    .getMutationCache()
    .getAll()
    .filter((mutation) => laterQueueOf(mutation.options.mutationKey))
  for (const queue of new Set(restored.map((mutation) => laterQueueOf(mutation.options.mutationKey)))) {
    if (queue) await REGISTER[queue](queryClient)
  }
  // A restored mutation took its options when it was rebuilt, before its queue was registered.
  for (const mutation of restored) {
    const key = mutation.options.mutationKey ?? []
    mutation.setOptions({ ...mutation.options, ...queryClient.getMutationDefaults(key) })
  }
  await queryClient.resumePausedMutations()
}
