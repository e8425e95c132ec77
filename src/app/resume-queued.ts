import type { Mutation, MutationKey, QueryClient } from '@tanstack/react-query'
import { loadWishlist } from '#api/wishlist/wish-hearts'
import { isPanelQueueKey, isWishlistQueueKey } from '#lib/panel-queue-keys'

/** A queue whose code loads after the first script: which changes are its, and how it registers. */
interface LaterQueue {
  owns: (key: MutationKey | undefined) => boolean
  register: () => Promise<(queryClient: QueryClient) => unknown>
}

// (The panels' chunk has their module too: offline, it is in the cache since that change. The
// wishlist's loader is the hearts' own, in the first script.)
const LATER_QUEUES: LaterQueue[] = [
  { owns: isPanelQueueKey, register: () => import('#api/panel-queues').then((m) => m.registerPanelQueues) },
  { owns: isWishlistQueueKey, register: async () => loadWishlist },
]

/**
 * Continues the changes queued offline once each knows how to send itself: the storefront's cart
 * queue is registered with the client; a change of a queue that loads later, restored from
 * IndexedDB (a seller who closed the tab offline, a heart tapped offline), first loads its queue.
 * Not awaited by the caller: the pages do not wait for the replay.
 */
export async function resumeQueuedChanges(queryClient: QueryClient): Promise<void> {
  const all = queryClient.getMutationCache().getAll()
  for (const queue of LATER_QUEUES) {
    const restored = all.filter((mutation: Mutation) => queue.owns(mutation.options.mutationKey))
    if (restored.length === 0) continue
    await (await queue.register())(queryClient)
    // A restored mutation took its options when it was rebuilt, before its queue was registered.
    for (const mutation of restored) {
      const key = mutation.options.mutationKey ?? []
      mutation.setOptions({ ...mutation.options, ...queryClient.getMutationDefaults(key) })
    }
  }
  await queryClient.resumePausedMutations()
}
