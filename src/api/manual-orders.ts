import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#lib/api'
import { newIdempotencyKey, type Schemas, unwrap } from '#sdk'
import { sellerOrderKeys } from './orders'

// The seller's manual orders (a phone sale: POST /orders) and the changes of an open order's
// items (POST/DELETE /orders/{id}/items): the offers they pick from are the store's own.

export type ManualOrderBody = Schemas['OrderManualCreate']
export type StoreOffer = Schemas['Assignment']

/** The store's offers matching a phrase (the manual order's product picker), 20 at most. */
export function manualOrderOffersQueryOptions(storeId: number, search: string) {
  return queryOptions({
    queryKey: [...sellerOrderKeys.all, 'offers', storeId, search] as const,
    queryFn: async ({ signal }) => {
      const page = await unwrap(
        api.GET('/products/store/{store_id}/assignments', {
          params: { path: { store_id: storeId }, query: { search: search || undefined, limit: 20 } },
          signal,
        }),
      )
      return page.items
    },
    staleTime: 10_000,
  })
}

/** Records a manual order; the orders list and its badge are read again. */
export function useCreateManualOrder() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: ManualOrderBody) =>
      unwrap(api.POST('/orders', { body, params: { header: { 'Idempotency-Key': newIdempotencyKey() } } })),
    onSuccess: () => client.invalidateQueries({ queryKey: sellerOrderKeys.all }),
  })
}

/** Adds an offer to an order that still waits for payment; the order is read again. */
export function useOrderItemChanges(orderId: number, storeId: number) {
  const client = useQueryClient()
  const done = () => client.invalidateQueries({ queryKey: sellerOrderKeys.all })
  const add = useMutation({
    mutationFn: (item: Schemas['OrderItemAdd']) =>
      unwrap(
        api.POST('/orders/{id}/items', {
          params: { path: { id: orderId }, header: { 'Idempotency-Key': newIdempotencyKey() } },
          body: item,
        }),
      ),
    onSuccess: done,
  })
  const remove = useMutation({
    mutationFn: (itemId: number) =>
      unwrap(api.DELETE('/orders/{id}/items/{item_id}', { params: { path: { id: orderId, item_id: itemId } } })),
    onSuccess: done,
  })
  void storeId
  return { add, remove }
}
