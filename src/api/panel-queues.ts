import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { registerSellerOrderMoves } from './seller-order-moves'
import { registerOfferEdits } from './seller-products/seller-offer-queue'

// The panels' offline queues (order moves, offer edits) travel with the panels' chunks, not the
// storefront's first script. The panels register them as they open; a queue restored from
// IndexedDB on any page loads this module first (src/app/resume-queued.ts).

const registered = new WeakSet<QueryClient>()

/** Gives the panels' queued changes their mutationFn, once per client. */
export function registerPanelQueues(queryClient: QueryClient): void {
  if (registered.has(queryClient)) return
  registered.add(queryClient)
  registerSellerOrderMoves(queryClient)
  registerOfferEdits(queryClient)
}

/**
 * For the panel layouts: registered while rendering (idempotent), so no page below can make a
 * change before its queue knows how to send it.
 */
export function usePanelQueues(): void {
  registerPanelQueues(useQueryClient())
}
