import type { QueryClient } from '@tanstack/react-query'
import { isPanelQueueKey } from '#lib/panel-queue-keys'

/**
 * Continues the changes queued offline once each knows how to send itself: the storefront's cart
 * queue is registered with the client; a panel's queued change restored from IndexedDB (a seller
 * who closed the tab offline) first loads the panels' queues. Not awaited by the caller: the
 * pages do not wait for the replay.
 */
export async function resumeQueuedChanges(queryClient: QueryClient): Promise<void> {
  const restored = queryClient
    .getMutationCache()
    .getAll()
    .filter((mutation) => isPanelQueueKey(mutation.options.mutationKey))
  if (restored.length > 0) {
    // (The panel's own chunk has this module too: offline, it is in the cache since that change.)
    const { registerPanelQueues } = await import('#api/panel-queues')
    registerPanelQueues(queryClient)
    // A restored mutation took its options when it was rebuilt, before its queue was registered.
    for (const mutation of restored) {
      const key = mutation.options.mutationKey ?? []
      mutation.setOptions({ ...mutation.options, ...queryClient.getMutationDefaults(key) })
    }
  }
  await queryClient.resumePausedMutations()
}
