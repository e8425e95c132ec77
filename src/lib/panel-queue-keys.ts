import { hashKey, type MutationKey } from '@tanstack/react-query'

// The keys of the panels' queued changes (order moves, offer edits), apart from the queues' code:
// the app's first script recognises a persisted change of theirs without loading the panels
// (src/app/resume-queued.ts). The queues build their keys from the same roots.

export const SELLER_ORDERS_ROOT = 'seller-orders'
export const SELLER_PRODUCTS_ROOT = 'seller-products'

const PANEL_QUEUE_KEYS = new Set([hashKey([SELLER_ORDERS_ROOT, 'move']), hashKey([SELLER_PRODUCTS_ROOT, 'edit'])])

/** Whether `key` is one of the panels' queues. */
export function isPanelQueueKey(key: MutationKey | undefined): boolean {
  return key !== undefined && PANEL_QUEUE_KEYS.has(hashKey(key))
}
