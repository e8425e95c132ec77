import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import { api } from '#lib/api'
import { isMissing } from '#lib/or-not-found'
import { SELLER_ORDERS_ROOT } from '#lib/panel-queue-keys'
import { type Schemas, unwrap } from '#sdk'
import { listsAndDetails, queryKeys } from './query-keys'

export type PublicOrder = Schemas['PublicOrder']
export type OrderStatus = Schemas['OrderStatus']
export type Purchase = Schemas['Purchase']
export type OrderCreate = Schemas['OrderCreate']

import { ORDER_PAGE_SIZE, ORDER_STATUSES, SELLER_ORDER_PAGE_SIZE } from './order-constants'

export { ORDER_PAGE_SIZE, ORDER_STATUSES, SELLER_ORDER_PAGE_SIZE }

export interface OrderListParams {
  skip: number
  limit: number
  status?: OrderStatus
}

// The customer's own orders ('public-orders'; the provider panel's orders are another resource).
export const orderKeys = queryKeys('public-orders', listsAndDetails<OrderListParams>())

export function orderListQueryOptions(params: OrderListParams) {
  return queryOptions({
    queryKey: orderKeys.list(params),
    queryFn: ({ signal }) => unwrap(api.GET('/public/orders', { params: { query: params }, signal })),
    // The route's loader has just fetched (and retried); a failure shows at once, with a retry.
    retryOnMount: false,
    meta: { silentError: true },
  })
}

export function orderQueryOptions(id: number) {
  return queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/public/orders/{order_id}', { params: { path: { order_id: id } }, signal })),
    // An order moves on (paid, shipped…): a few seconds old at most when a page opens.
    staleTime: 5_000,
    retryOnMount: false,
    meta: { silentError: true },
  })
}

export const purchaseKeys = queryKeys('purchases', {
  detail: (id: number) => [id] as const,
})

/** A checkout with every one of its orders (one per store) and what it cost. */
export function purchaseQueryOptions(id: number) {
  return queryOptions({
    queryKey: purchaseKeys.detail(id),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/customers/purchases/{purchase_id}', { params: { path: { purchase_id: id } }, signal })),
    staleTime: 5_000,
    meta: { silentError: true },
  })
}

/**
 * The order pages' loader: a missing order (or someone else's, which answers 404) is the
 * not-found page; any other failure is left to the page, which shows it with a retry.
 */
/** `fresh`: back from the gateway, the copy cached at checkout (unpaid) must not be shown as is. */
export async function loadOrder(queryClient: QueryClient, id: number, fresh = false): Promise<void> {
  try {
    await queryClient.fetchQuery(fresh ? { ...orderQueryOptions(id), staleTime: 0 } : orderQueryOptions(id))
  } catch (error) {
    if (isMissing(error)) throw notFound()
  }
}

/**
 * POST /public/orders with the checkout attempt's Idempotency-Key: a double click or a retry after
 * a lost answer sends the same key and body, and the server places the order once.
 */
export function createOrder(body: OrderCreate, idempotencyKey: string) {
  return unwrap(api.POST('/public/orders', { body, params: { header: { 'Idempotency-Key': idempotencyKey } } }))
}

// The seller's side of orders (GET /orders/, spec section 7 "Orders (provider and admin)"):
// the orders that reached the provider's stores. The customer's own orders are 'public-orders'.
export type SellerOrder = Schemas['Order']

export interface SellerOrderListParams {
  /** Absent: every store's orders (admins only) */
  store_id?: number
  status?: OrderStatus
  /** Only what the seller must act on (paid online, unprocessed cash on delivery) */
  needs_action?: boolean
  search?: string
  /** ISO timestamps: created at or after `created_from`, before `created_to` */
  created_from?: string
  created_to?: string
  skip?: number
  limit?: number
}

export const sellerOrderKeys = queryKeys(SELLER_ORDERS_ROOT, {
  lists: () => ['list'] as const,
  list: (params: SellerOrderListParams) => ['list', params] as const,
  details: () => ['detail'] as const,
  detail: (id: number, storeId?: number) => ['detail', id, storeId] as const,
})

export function sellerOrdersQueryOptions(params: SellerOrderListParams) {
  return queryOptions({
    queryKey: sellerOrderKeys.list(params),
    queryFn: ({ signal }) => unwrap(api.GET('/orders/', { params: { query: params }, signal })),
    // Paging and filtering keep the last page on screen until the next one is in.
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  })
}

/** One order of the store (404 when it belongs to another store). Opened once, readable offline. */
export function sellerOrderQueryOptions(id: number, storeId: number) {
  return queryOptions({
    queryKey: sellerOrderKeys.detail(id, storeId),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/orders/{id}', { params: { path: { id }, query: { store_id: storeId } }, signal })),
    staleTime: 5_000,
    meta: { silentError: true },
  })
}

/** Any store's order, for an admin (no store named): the admin's order page. */
export function adminOrderQueryOptions(id: number) {
  return queryOptions({
    queryKey: sellerOrderKeys.detail(id),
    queryFn: ({ signal }) => unwrap(api.GET('/orders/{id}', { params: { path: { id } }, signal })),
    staleTime: 5_000,
    meta: { silentError: true },
  })
}

/** How often the new-orders count is read again while the panel is open (not while it is hidden). */
export const NEW_ORDERS_REFRESH_MS = 60_000

/**
 * The orders the seller must act on (paid online ones and cash-on-delivery ones the store has not
 * moved yet, docs/decisions/019): the sidebar's and the title's badge.
 */
export function newOrdersCountQueryOptions(storeId: number) {
  return queryOptions({
    queryKey: [...sellerOrderKeys.all, 'new-count', storeId] as const,
    queryFn: async ({ signal }) => {
      const page = await unwrap(
        api.GET('/orders/', { params: { query: { store_id: storeId, needs_action: true, limit: 1 } }, signal }),
      )
      return page.total
    },
    staleTime: NEW_ORDERS_REFRESH_MS / 2,
    refetchInterval: NEW_ORDERS_REFRESH_MS,
    refetchIntervalInBackground: false,
    meta: { silentError: true },
  })
}
