import type { Schemas } from '#sdk'

// The orders' constants the routes' search schemas read (in the app's first script), apart from the
// orders' queries (./orders.ts), which load with the order pages.

/** GET /public/orders' default page size. */
export const ORDER_PAGE_SIZE = 20

/** Every order status, in the order an order moves through them. */
export const ORDER_STATUSES = [
  'pending_payment',
  'paid',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
] as const satisfies readonly Schemas['OrderStatus'][]

/** GET /orders/'s default page size. */
export const SELLER_ORDER_PAGE_SIZE = 20
