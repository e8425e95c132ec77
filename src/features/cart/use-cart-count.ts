import { useQuery } from '@tanstack/react-query'
import { useLoggedIn } from '../session/use-session'
import { cartQueryOptions } from './cart-queries'

/**
 * The cart badge: the sum of the cart's item quantities (spec section 9, the server's `count`),
 * 0 until the cart has loaded, or null when logged out.
 */
export function useCartCount(): number | null {
  const loggedIn = useLoggedIn()
  const { data } = useQuery({ ...cartQueryOptions(loggedIn), select: (cart) => cart.count })
  return loggedIn ? (data ?? 0) : null
}
