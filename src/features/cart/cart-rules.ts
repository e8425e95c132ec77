import type { Cart } from '#api/cart/cart'
import { blocksCheckout } from '#sdk/rules/cart-lines'

// Which problems block the purchase is the server's rule too (sdk/rules/cart-lines).
export const isBlocking = blocksCheckout

/** How many lines (items and bundles) stop the purchase from going on. */
export function blockingCount(cart: Cart): number {
  return [...cart.items, ...cart.bundles].filter((line) => isBlocking(line.problem)).length
}

/** What the customer saves against the original prices (0 when nothing). */
export function saving(cart: Cart): number {
  return Math.max(0, cart.original_total - cart.total)
}
