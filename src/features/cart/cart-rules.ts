import type { Cart, CartProblem } from '../../api/cart'

// Checkout refuses a cart with any of these (the contract's 409); a changed price only informs.
const BLOCKING = new Set<CartProblem['code']>(['sold_out', 'unavailable', 'insufficient_stock'])

export function isBlocking(problem: CartProblem | null | undefined): boolean {
  return problem != null && BLOCKING.has(problem.code)
}

/** How many items stop the purchase from going on. */
export function blockingCount(cart: Cart): number {
  return cart.items.filter((item) => isBlocking(item.problem)).length
}

/** What the customer saves against the original prices (0 when nothing). */
export function saving(cart: Cart): number {
  return Math.max(0, cart.original_total - cart.total)
}
