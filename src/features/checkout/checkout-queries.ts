import { queryOptions } from '@tanstack/react-query'
import { type Schemas, unwrap } from '../../../sdk'
import { api } from '../../lib/api'

export type Cart = Schemas['Cart']
export type CartItem = Schemas['CartItem']
export type DiscountCheck = Schemas['CartDiscountCheck']

// The cart feature owns the cart and keys GET /public/cart as ['cart', 'detail']; checkout reads
// (and after ordering invalidates) that same entry, so the header badge and the drawer follow.
// The addresses are the addresses feature's (features/addresses/address-queries.ts).
export const cartKeys = {
  all: ['cart'] as const,
  detail: () => [...cartKeys.all, 'detail'] as const,
}

export const discountKeys = {
  all: ['cart-discount'] as const,
  // The cart total is part of the key: a changed cart is checked again.
  check: (cartId: number, code: string, total: number) => [...discountKeys.all, cartId, code, total] as const,
}

export const cartQueryOptions = queryOptions({
  queryKey: cartKeys.detail(),
  queryFn: ({ signal }) => unwrap(api.GET('/public/cart', { signal })),
  // Prices and stock move; checkout wants a cart only seconds old.
  staleTime: 5_000,
  // The route's loader has just fetched (and retried); a failure shows at once, with a retry.
  retryOnMount: false,
  meta: { silentError: true },
})

export function discountCheckQueryOptions(cartId: number, code: string, total: number) {
  return queryOptions({
    queryKey: discountKeys.check(cartId, code, total),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/discounts/carts/{cart_id}', {
          params: { path: { cart_id: cartId }, query: { discount_code: code } },
          signal,
        }),
      ),
    // Attempts are rate-limited: check once per code and cart, never on focus or by retrying.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    refetchOnWindowFocus: false,
    meta: { silentError: true },
  })
}
