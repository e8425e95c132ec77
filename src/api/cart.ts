import { queryOptions, useQuery } from '@tanstack/react-query'
import { type Schemas, unwrap } from '../../sdk'
import { useLoggedIn } from '../app/session/use-session'
import { api } from '../lib/api'

export type Cart = Schemas['Cart']
export type CartItem = Schemas['CartItem']
export type CartProblem = Schemas['CartProblem']

export const cartKeys = {
  all: ['cart'] as const,
  detail: () => [...cartKeys.all, 'detail'] as const,
}

/**
 * The signed-in customer's cart, asked for only while a token is stored. The server re-prices it
 * on every read, so it is always stale: every mount (the drawer opening, the /cart page) and a
 * reload show today's prices and stock, not the copy kept in IndexedDB. The drawer and the page
 * show their own error state, hence no global toast.
 */
export function cartQueryOptions(loggedIn: boolean) {
  return queryOptions({
    queryKey: cartKeys.detail(),
    queryFn: ({ signal }) => unwrap(api.GET('/public/cart', { signal })),
    enabled: loggedIn,
    staleTime: 0,
    meta: { silentError: true },
  })
}

/** The cart for whoever is signed in, and whether anyone is. */
export function useCart() {
  const loggedIn = useLoggedIn()
  const query = useQuery(cartQueryOptions(loggedIn))
  return { loggedIn, query }
}
