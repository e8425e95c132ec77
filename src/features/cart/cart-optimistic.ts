import type { Cart, CartItem } from './cart-queries'

// What the cart looks like the moment a change is asked for, before the server answers (its
// answer then replaces all of this). The totals follow the server's rule: an item that is sold
// out or withdrawn is not part of the total.
const OUT_OF_TOTAL = new Set(['sold_out', 'unavailable'])

function inTotal(item: CartItem): boolean {
  return !item.problem || !OUT_OF_TOTAL.has(item.problem.code)
}

function shifted(cart: Cart, item: CartItem, delta: number): Pick<Cart, 'count' | 'total' | 'original_total'> {
  const counted = inTotal(item) ? delta : 0
  return {
    count: Math.max(0, cart.count + delta),
    total: Math.max(0, cart.total + counted * item.price.selling_price),
    original_total: Math.max(0, cart.original_total + counted * item.price.original_price),
  }
}

/** One item set to a new quantity. */
export function withQuantity(cart: Cart, itemId: number, quantity: number): Cart {
  const item = cart.items.find((entry) => entry.id === itemId)
  if (!item || quantity < 1) return cart
  return {
    ...cart,
    ...shifted(cart, item, quantity - item.quantity),
    items: cart.items.map((entry) =>
      entry.id === itemId ? { ...entry, quantity, line_total: entry.price.selling_price * quantity } : entry,
    ),
  }
}

/** One item gone, with its problem. */
export function withoutItem(cart: Cart, itemId: number): Cart {
  const item = cart.items.find((entry) => entry.id === itemId)
  if (!item) return cart
  return {
    ...cart,
    ...shifted(cart, item, -item.quantity),
    items: cart.items.filter((entry) => entry.id !== itemId),
    problems: cart.problems.filter((problem) => problem.item_id !== itemId),
  }
}

/**
 * An offer added: an offer already in the cart goes up by the quantity; a new one only moves the
 * badge, since its name, picture and price come with the server's answer.
 */
export function withAdded(cart: Cart, productStoreId: number, quantity: number): Cart {
  const item = cart.items.find((entry) => entry.product_store_id === productStoreId)
  if (item) return withQuantity(cart, item.id, item.quantity + quantity)
  return { ...cart, count: cart.count + quantity }
}
