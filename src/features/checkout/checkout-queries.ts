import { queryOptions } from '@tanstack/react-query'
import { type Schemas, unwrap } from '../../../sdk'
import { api } from '../../lib/api'

export type Cart = Schemas['Cart']
export type CartItem = Schemas['CartItem']
export type Address = Schemas['Address']
export type AddressPage = Schemas['AddressPage']
export type DiscountCheck = Schemas['CartDiscountCheck']

// The cart feature owns the cart and keys GET /public/cart as ['cart', 'detail']; checkout reads
// (and after ordering invalidates) that same entry, so the header badge and the drawer follow.
export const cartKeys = {
  all: ['cart'] as const,
  detail: () => [...cartKeys.all, 'detail'] as const,
}

export const addressKeys = {
  all: ['addresses'] as const,
  lists: () => [...addressKeys.all, 'list'] as const,
}

export const discountKeys = {
  all: ['cart-discount'] as const,
  // The cart total is part of the key: a changed cart is checked again.
  check: (cartId: number, code: string, total: number) => [...discountKeys.all, cartId, code, total] as const,
}

/** A customer has at most 20 addresses, so one page holds them all. */
const ADDRESS_LIMIT = 20

export const cartQueryOptions = queryOptions({
  queryKey: cartKeys.detail(),
  queryFn: ({ signal }) => unwrap(api.GET('/public/cart', { signal })),
  // Prices and stock move; checkout wants a cart only seconds old.
  staleTime: 5_000,
  meta: { silentError: true },
})

export const addressListQueryOptions = queryOptions({
  queryKey: addressKeys.lists(),
  queryFn: ({ signal }) =>
    unwrap(api.GET('/customers/addresses', { params: { query: { limit: ADDRESS_LIMIT } }, signal })),
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
