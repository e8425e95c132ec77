import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '#lib/api'
import { useLoggedIn } from '#lib/session/use-session'
import { type Schemas, unwrap } from '#sdk'
import { queryKeys } from '../query-keys'

export type Cart = Schemas['Cart']
export type CartItem = Schemas['CartItem']
export type CartBundle = Schemas['CartBundle']
export type CartProblem = Schemas['CartProblem']
export type DiscountCheck = Schemas['CartDiscountCheck']
/** An offer as its page showed it: the drawer lists an add at once, even offline (cart-pending.ts). */
export type CartItemPreview = Pick<CartItem, 'product' | 'price' | 'max_quantity'>

export const cartKeys = queryKeys('cart', {
  detail: () => ['detail'] as const,
})

export const discountKeys = queryKeys('cart-discount', {
  // The cart total is part of the key: a changed cart is checked again.
  check: (cartId: number, code: string, total: number) => [cartId, code, total] as const,
})

// Stable keys: a change queued offline is persisted with its key and finds its mutationFn again
// here after a reload (without a default mutationFn a restored change would be lost).
export const cartMutationKeys = {
  add: [...cartKeys.all, 'add'] as const,
  update: [...cartKeys.all, 'update'] as const,
  remove: [...cartKeys.all, 'remove'] as const,
}

/** The bundle lines' changes (online only: src/views/cart/bundle-actions.ts). */
export const cartBundleMutationKeys = {
  add: [...cartKeys.all, 'bundle-add'] as const,
  update: [...cartKeys.all, 'bundle-update'] as const,
  remove: [...cartKeys.all, 'bundle-remove'] as const,
}

/** Each change carries the Idempotency-Key it was made with, so a replay is the same change. */
interface Keyed {
  idempotencyKey: string
}
/** What the customer saw, to explain a change the server no longer takes or prices otherwise. */
interface Seen {
  name?: string
  seenPrice?: number
}
export interface AddItemVariables extends Keyed {
  productStoreId: number
  quantity: number
  /** The offer as the page showed it: the drawer lists it at once, even offline. */
  preview?: CartItemPreview
}
/**
 * A change to an item names its offer too: an item added offline has no server id yet
 * (`itemId` null), and is found by its offer when the change is sent.
 */
export interface UpdateItemVariables extends Keyed, Seen {
  itemId: number | null
  productStoreId: number
  quantity: number
}
export interface RemoveItemVariables extends Keyed, Seen {
  itemId: number | null
  productStoreId: number
}
export type CartChangeVariables = AddItemVariables | UpdateItemVariables | RemoveItemVariables

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

/**
 * The same cart entry as read by checkout: prices and stock move, so checkout wants a cart only
 * seconds old; the route's loader has just fetched (and retried), so a failure shows at once.
 */
export const checkoutCartQueryOptions = queryOptions({
  ...cartQueryOptions(true),
  staleTime: 5_000,
  retryOnMount: false,
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
