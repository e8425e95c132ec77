import { countsTowardTotal, MAX_QUANTITY } from '#sdk/rules/cart-lines'
import type { Cart, CartItem, CartItemPreview } from './cart'

// The cart as the customer sees it: the server's last answer with the changes not yet answered
// laid over it, in the order they were made. The query cache holds only server answers, so a
// reload, a refetch or a failed change never leaves a half-applied guess behind: the overlay is
// recomputed from whatever is still queued.

/** What the drawer shows for an offer added offline, until the server answers with the item. */

interface Change {
  productStoreId: number
  /** Made offline (or otherwise held back): the item gets a «waiting» mark. */
  waiting: boolean
}
export type PendingChange =
  | (Change & { kind: 'add'; quantity: number; preview?: CartItemPreview })
  | (Change & { kind: 'update'; quantity: number })
  | (Change & { kind: 'remove' })

export interface DisplayedCart {
  cart: Cart
  /** Offers whose item has a change waiting for the connection. */
  waiting: ReadonlySet<number>
}

export const EMPTY_CART: Cart = { id: 0, items: [], bundles: [], total: 0, original_total: 0, count: 0, problems: [] }

/** An item that exists only here, until its add reaches the server. */
export function isPlaceholder(item: Pick<CartItem, 'id'>): boolean {
  return item.id < 0
}

/** The server's id of the item a change is about: its own, or the one now holding its offer. */
export function resolveItemId(
  cart: Cart | undefined,
  change: { itemId: number | null; productStoreId: number },
): number | null {
  if (change.itemId !== null && change.itemId > 0) return change.itemId
  return cart?.items.find((item) => item.product_store_id === change.productStoreId)?.id ?? null
}

function totals(
  items: readonly CartItem[],
  bundles: Cart['bundles'],
): Pick<Cart, 'count' | 'total' | 'original_total'> {
  let count = 0
  let total = 0
  let original = 0
  // Bundle lines are never pending (decision 021: changed online only), so they count as answered.
  for (const item of [...items, ...bundles]) {
    count += item.quantity
    if (!countsTowardTotal(item.problem)) continue // the server's rule (sdk/rules)
    total += item.price.selling_price * item.quantity
    original += item.price.original_price * item.quantity
  }
  return { count, total, original_total: original }
}

function withQuantity(item: CartItem, quantity: number): CartItem {
  return { ...item, quantity, line_total: item.price.selling_price * quantity }
}

function placeholder(productStoreId: number, quantity: number, preview: CartItemPreview): CartItem {
  return {
    id: -productStoreId,
    product_store_id: productStoreId,
    quantity,
    line_total: preview.price.selling_price * quantity,
    price: preview.price,
    max_quantity: preview.max_quantity,
    product: preview.product,
    problem: null,
  }
}

/** The server's cart with the pending changes applied, and which items are waiting. */
export function withPending(cart: Cart, changes: readonly PendingChange[]): DisplayedCart {
  if (!changes.length) return { cart, waiting: new Set() }
  let items = cart.items
  // An add without a preview (nothing known about the offer yet) still counts in the badge.
  let unseen = 0
  const waiting = new Set<number>()
  for (const change of changes) {
    const id = change.productStoreId
    const current = items.find((item) => item.product_store_id === id)
    if (change.kind === 'remove') {
      items = items.filter((item) => item.product_store_id !== id)
      waiting.delete(id)
      continue
    }
    if (change.kind === 'add' && !current) {
      if (change.preview) items = [placeholder(id, Math.min(change.quantity, MAX_QUANTITY), change.preview), ...items]
      else unseen += change.quantity
    } else if (current) {
      const quantity = change.kind === 'add' ? current.quantity + change.quantity : change.quantity
      const next = withQuantity(current, Math.min(Math.max(quantity, 1), MAX_QUANTITY))
      items = items.map((item) => (item === current ? next : item))
    }
    if (change.waiting && items.some((item) => item.product_store_id === id)) waiting.add(id)
  }
  const kept = new Set(items.map((item) => item.id))
  const sums = totals(items, cart.bundles)
  return {
    cart: {
      ...cart,
      items,
      ...sums,
      count: sums.count + unseen,
      problems: cart.problems.filter((problem) => kept.has(problem.item_id)),
    },
    waiting,
  }
}
