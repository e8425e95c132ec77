// Which cart lines count, one copy for the server's priced cart and the PWA's cart screens
// (the drawer's optimistic totals, the checkout's per-store subtotals and its «blocked» state).
import type { components } from '../schema'

type ProblemCode = components['schemas']['CartProblemCode']
type Problem = { code: ProblemCode } | null | undefined

/** The most of one item a cart or an order line holds, whatever the stock (cart_items_quantity_check;
 * the contract's quantity maximum). */
export const MAX_QUANTITY = 100

// A sold-out or withdrawn item cannot be bought at all, so it is left out of every total.
const OUT_OF_TOTAL: ReadonlySet<ProblemCode> = new Set(['sold_out', 'unavailable'])
// Checkout refuses a cart with any of these (the contract's 409); a changed price only informs.
const BLOCKING: ReadonlySet<ProblemCode> = new Set(['sold_out', 'unavailable', 'insufficient_stock'])

/** Whether a line with this problem (or none) is part of the cart's total and its store's subtotal. */
export function countsTowardTotal(problem: Problem): boolean {
  return !problem || !OUT_OF_TOTAL.has(problem.code)
}

/** Whether a line with this problem stops the purchase from going on. */
export function blocksCheckout(problem: Problem): boolean {
  return problem != null && BLOCKING.has(problem.code)
}
