import type { QueryClient } from '@tanstack/react-query'
import { ApiError, unwrap } from '../../../sdk'
import { api } from '../../lib/api'
import { withAdded, withoutItem, withQuantity } from './cart-optimistic'
import { type Cart, cartKeys } from './cart-queries'

// Stable keys: a change queued offline is persisted with its key and finds its mutationFn again
// here after a reload (without a default mutationFn a restored change would be lost).
export const cartMutationKeys = {
  add: [...cartKeys.all, 'add'] as const,
  update: [...cartKeys.all, 'update'] as const,
  remove: [...cartKeys.all, 'remove'] as const,
}

/** Each change carries the Idempotency-Key it was made with, so a replay is the same change. */
interface Keyed {
  idempotencyKey: string
}
export interface AddItemVariables extends Keyed {
  productStoreId: number
  quantity: number
}
export interface UpdateItemVariables extends Keyed {
  itemId: number
  quantity: number
}
export interface RemoveItemVariables extends Keyed {
  itemId: number
}
export interface CartMutationContext {
  previous: Cart | undefined
}

const idempotency = (key: string) => ({ header: { 'Idempotency-Key': key } })

function addItem({ productStoreId, quantity, idempotencyKey }: AddItemVariables) {
  return unwrap(
    api.POST('/public/cart/items', {
      params: idempotency(idempotencyKey),
      body: { product_store_id: productStoreId, quantity },
    }),
  )
}

function updateItem({ itemId, quantity, idempotencyKey }: UpdateItemVariables) {
  const { header } = idempotency(idempotencyKey)
  return unwrap(
    api.PUT('/public/cart/items/{item_id}', { params: { path: { item_id: itemId }, query: { quantity }, header } }),
  )
}

function removeItem({ itemId, idempotencyKey }: RemoveItemVariables) {
  const { header } = idempotency(idempotencyKey)
  return unwrap(api.DELETE('/public/cart/items/{item_id}', { params: { path: { item_id: itemId }, header } }))
}

// A dropped connection is retried with the same key (the server answers a repeat with its first
// result); a refusal is final.
function retryDropped(failureCount: number, error: unknown): boolean {
  return error instanceof ApiError && error.status === 0 && failureCount < 3
}

/** Registers every cart change once, where the query client is made. */
export function registerCartMutations(queryClient: QueryClient): void {
  const key = cartKeys.detail()
  // Changes run one at a time in order (one scope); only the last one in the queue writes the
  // server's cart, so a quick run of clicks does not flicker through the intermediate answers.
  const isLast = () => queryClient.isMutating({ mutationKey: cartKeys.all }) <= 1

  function optimistic<V>(change: (cart: Cart, variables: V) => Cart) {
    return async (variables: V): Promise<CartMutationContext> => {
      await queryClient.cancelQueries({ queryKey: key })
      const previous = queryClient.getQueryData<Cart>(key)
      if (previous) queryClient.setQueryData<Cart>(key, change(previous, variables))
      return { previous }
    }
  }

  const shared = {
    scope: { id: 'cart' },
    retry: retryDropped,
    onSuccess: (cart: Cart) => {
      if (isLast()) queryClient.setQueryData<Cart>(key, cart)
    },
    onError: (_error: unknown, _variables: unknown, context: CartMutationContext | undefined) => {
      if (!isLast()) return
      if (context?.previous) queryClient.setQueryData<Cart>(key, context.previous)
      void queryClient.invalidateQueries({ queryKey: key })
    },
  }
  // Spec section 8: a failed update or remove is only logged; a failed add shows the server's
  // Persian detail through the global error toast.
  const logged = (what: string) => ({
    meta: { silentError: true },
    onError: (error: unknown, variables: unknown, context: CartMutationContext | undefined) => {
      console.error(`Cart ${what} failed`, error)
      shared.onError(error, variables, context)
    },
  })

  queryClient.setMutationDefaults(cartMutationKeys.add, {
    ...shared,
    mutationFn: addItem,
    onMutate: optimistic<AddItemVariables>((cart, v) => withAdded(cart, v.productStoreId, v.quantity)),
  })
  queryClient.setMutationDefaults(cartMutationKeys.update, {
    ...shared,
    ...logged('update'),
    mutationFn: updateItem,
    onMutate: optimistic<UpdateItemVariables>((cart, v) => withQuantity(cart, v.itemId, v.quantity)),
  })
  queryClient.setMutationDefaults(cartMutationKeys.remove, {
    ...shared,
    ...logged('remove'),
    mutationFn: removeItem,
    onMutate: optimistic<RemoveItemVariables>((cart, v) => withoutItem(cart, v.itemId)),
  })
}
