import type { QueryClient } from '@tanstack/react-query'
import { ApiError, unwrap } from '../../sdk'
import { api } from '../lib/api'
import { type Cart, cartKeys, cartQueryOptions } from './cart'
import { type CartItemPreview, resolveItemId } from './cart-pending'
import { watchCartQueue } from './cart-queue'

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

const idempotency = (key: string) => ({ 'Idempotency-Key': key })

// A dropped connection never loses a change: it is tried again with the same key (offline it
// waits for the connection first); a server error gets two more tries; a refusal is final.
function retryDropped(failureCount: number, error: unknown): boolean {
  if (!(error instanceof ApiError)) return false
  return error.status === 0 || (error.status >= 500 && failureCount < 3)
}

function cartRequests(queryClient: QueryClient) {
  const key = cartKeys.detail()

  /**
   * The item a change is about. Changes run in order (one scope), so an add queued before this
   * change has been answered by now and its item is in the cache — or, after a reload, in a
   * fresh copy of the cart. Null when it is not there (its add was refused, and said so).
   */
  async function target(change: UpdateItemVariables | RemoveItemVariables) {
    const cached = resolveItemId(queryClient.getQueryData<Cart>(key), change)
    if (cached !== null) return { itemId: cached, cart: undefined }
    const cart = await queryClient.fetchQuery({ ...cartQueryOptions(true), staleTime: 0 })
    return { itemId: resolveItemId(cart, change), cart }
  }

  return {
    add: ({ productStoreId, quantity, idempotencyKey }: AddItemVariables) =>
      unwrap(
        api.POST('/public/cart/items', {
          params: { header: idempotency(idempotencyKey) },
          body: { product_store_id: productStoreId, quantity },
        }),
      ),

    async update(change: UpdateItemVariables): Promise<Cart> {
      const { itemId, cart } = await target(change)
      if (itemId === null) return cart as Cart
      return unwrap(
        api.PUT('/public/cart/items/{item_id}', {
          params: {
            path: { item_id: itemId },
            query: { quantity: change.quantity },
            header: idempotency(change.idempotencyKey),
          },
        }),
      )
    },

    async remove(change: RemoveItemVariables): Promise<Cart> {
      const { itemId, cart } = await target(change)
      if (itemId === null) return cart as Cart
      return unwrap(
        api.DELETE('/public/cart/items/{item_id}', {
          params: { path: { item_id: itemId }, header: idempotency(change.idempotencyKey) },
        }),
      )
    },
  }
}

/**
 * Registers every cart change once, where the query client is made. Nothing is written into the
 * cart query before the server answers: the drawer lays the pending changes over the last answer
 * (cart-pending.ts), and the queue watcher stores each answer and explains each refusal.
 */
export function registerCartMutations(queryClient: QueryClient): void {
  const requests = cartRequests(queryClient)
  const shared = {
    // One at a time, in the order they were made, also when a restored queue is replayed.
    scope: { id: 'cart' },
    retry: retryDropped,
    // The queue watcher reports failures: the global toast would not know a replay from a click.
    meta: { silentError: true },
    // A cart read already on its way must not land after this change's answer.
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: cartKeys.detail() })
    },
  }
  queryClient.setMutationDefaults(cartMutationKeys.add, { ...shared, mutationFn: requests.add })
  queryClient.setMutationDefaults(cartMutationKeys.update, { ...shared, mutationFn: requests.update })
  queryClient.setMutationDefaults(cartMutationKeys.remove, { ...shared, mutationFn: requests.remove })
  watchCartQueue(queryClient)
}
