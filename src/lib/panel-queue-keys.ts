import { hashKey, type MutationKey } from '@tanstack/react-query'

// The keys of the queued changes whose code loads after the first script: the panels' (order
// moves, offer edits) and the wishlist's (keeping and removing a product), apart from that code:
// the app's first script recognises a persisted change of theirs without loading it
// (src/app/resume-queued.ts). The queues build their keys from the same roots.

export const SELLER_ORDERS_ROOT = 'seller-orders'
export const SELLER_PRODUCTS_ROOT = 'seller-products'
export const WISHLIST_ROOT = 'wishlist'

const PANEL_QUEUE_KEYS = new Set([hashKey([SELLER_ORDERS_ROOT, 'move']), hashKey([SELLER_PRODUCTS_ROOT, 'edit'])])
const WISHLIST_QUEUE_KEYS = new Set([hashKey([WISHLIST_ROOT, 'put']), hashKey([WISHLIST_ROOT, 'remove'])])

/** Whether `key` is one of the panels' queues. */
export function isPanelQueueKey(key: MutationKey | undefined): boolean {
  return key !== undefined && PANEL_QUEUE_KEYS.has(hashKey(key))
}

/** Whether `key` is the wishlist's queue. */
export function isWishlistQueueKey(key: MutationKey | undefined): boolean {
  return key !== undefined && WISHLIST_QUEUE_KEYS.has(hashKey(key))
}
