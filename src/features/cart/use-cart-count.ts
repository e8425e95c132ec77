import { useLoggedIn } from '../session/use-session'

/**
 * The cart badge: the sum of the cart's item quantities (spec section 9), or null when logged
 * out. The cart issue replaces the body with a query on GET /public/cart.
 */
export function useCartCount(): number | null {
  const loggedIn = useLoggedIn()
  return loggedIn ? 0 : null
}
