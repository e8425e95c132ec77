import { useDisplayedCart } from './use-displayed-cart'

/**
 * The cart badge: the sum of the cart's item quantities (spec section 9, the server's `count`)
 * with the changes not yet answered, 0 until the cart has loaded, or null when logged out.
 */
export function useCartCount(): number | null {
  const { loggedIn, cart } = useDisplayedCart()
  return loggedIn ? (cart?.count ?? 0) : null
}
