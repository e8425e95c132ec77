import type { QueryClient } from '@tanstack/react-query'
import { api } from '#lib/api'
import { isConnectionLost } from '#lib/errors'
import { unwrap } from '#sdk'
import {
  type AddItemVariables,
  type Cart,
  cartKeys,
  cartMutationKeys,
  cartQueryOptions,
  type RemoveItemVariables,
  type UpdateItemVariables,
} from './cart'
import { resolveItemId } from './cart-pending'
import { watchCartQueue } from './cart-queue'

const idempotency = (key: string) => ({ 'Idempotency-Key': key })

// A dropped connection never loses a change: it is tried again with the same key (offline it
// waits for the connection first). Any answer from the server, a 5xx too, is final: the change
// is then reported by the spec's error catalogue (cart-queue.ts), never shown as waiting for the
// connection (issue 27, item 16).
function retryDropped(_failureCount: number, error: unknown): boolean {
  return isConnectionLost(error)
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
