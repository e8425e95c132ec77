import type { Schemas } from '#sdk'

// The shipping methods on their own: the checkout's search schema (in the app's first script, as
// the /shipping and /checkout routes' validateSearch) reads this list without bringing the
// shipping rules (./shipping-rules.ts), which load with the checkout's pages.

export type ShippingMethod = Schemas['ShippingMethod']

/** Every shipping method, in the order a store's methods are offered. */
export const SHIPPING_METHODS = ['post_pishtaz', 'tipax', 'courier'] as const satisfies readonly ShippingMethod[]
