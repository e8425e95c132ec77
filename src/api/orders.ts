import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { type Schemas, unwrap } from '../../sdk'
import { api } from '../lib/api'

// The seller's side of orders (GET /orders/, spec section 7 "Orders (provider and admin)"):
// the orders that reached the provider's stores. The customer's own orders are 'public-orders'.
export type SellerOrder = Schemas['Order']
export type OrderStatus = Schemas['OrderStatus']

/** Every order status, in the order an order moves through them. */
export const ORDER_STATUS_VALUES = [
  'pending_payment',
  'paid',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
] as const satisfies readonly OrderStatus[]

/** GET /orders/'s default page size. */
export const SELLER_ORDER_PAGE_SIZE = 20

export interface SellerOrderListParams {
  store_id: number
  status?: OrderStatus
  search?: string
  /** ISO timestamps: created at or after `created_from`, before `created_to` */
  created_from?: string
  created_to?: string
  skip?: number
  limit?: number
}

export const sellerOrderKeys = {
  all: ['seller-orders'] as const,
  lists: () => [...sellerOrderKeys.all, 'list'] as const,
  list: (params: SellerOrderListParams) => [...sellerOrderKeys.lists(), params] as const,
  details: () => [...sellerOrderKeys.all, 'detail'] as const,
  detail: (id: number, storeId?: number) => [...sellerOrderKeys.details(), id, storeId] as const,
}

export function sellerOrdersQueryOptions(params: SellerOrderListParams) {
  return queryOptions({
    queryKey: sellerOrderKeys.list(params),
    queryFn: ({ signal }) => unwrap(api.GET('/orders/', { params: { query: params }, signal })),
    // Paging and filtering keep the last page on screen until the next one is in.
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  })
}
