import { hashKey, type MutationKey } from '@tanstack/react-query'

// The keys of the queued changes whose code loads after the first script: the panels' (order
// moves, offer edits) and the wishlist's (keeping and removing a product), apart from that code:
// the app's first script recognises a persisted change of theirs without loading it
// (src/app/resume-queued.ts). The queues build their keys from the same roots.

export const SELLER_ORDERS_ROOT = 'seller-orders'
export const SELLER_PRODUCTS_ROOT = 'seller-products'
export const WISHLIST_ROOT = 'wishlist'

export type LaterQueue = 'panels' | 'wishlist'

const LATER_QUEUES = new Map<string, LaterQueue>([
  [hashKey([SELLER_ORDERS_ROOT, 'move']), 'panels'],
  [hashKey([SELLER_PRODUCTS_ROOT, 'edit']), 'panels'],
  [hashKey([WISHLIST_ROOT, 'put']), 'wishlist'],
  [hashKey([WISHLIST_ROOT, 'remove']), 'wishlist'],
])

/** The queue loading later that `key` belongs to, if any. */
export const laterQueueOf = (key: MutationKey | undefined): LaterQueue | undefined =>
  key && LATER_QUEUES.get(hashKey(key))

/** Whether `key` is one of the panels' queues. */
export const isPanelQueueKey = (key: MutationKey | undefined): boolean => laterQueueOf(key) === 'panels'
