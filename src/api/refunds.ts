import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#lib/api'
import { ApiError, type Schemas, unwrap } from '#sdk'
import { orderKeys } from './orders'
import { queryKeys } from './query-keys'

// Issue 30: the customer cancelling an order (and the refund it opens), giving the Sheba of a
// refund owed without one, the order's printable invoice, and the admins' refunds desk (owed
// refunds paid by hand to the customer's Sheba).

export type OrderCancelRequest = Schemas['OrderCancelRequest']
export type RefundShebaRequest = Schemas['RefundShebaRequest']
export type OrderInvoice = Schemas['OrderInvoice']
export type AdminRefund = Schemas['AdminRefund']
export type RefundStatus = Schemas['RefundStatus']

/** Cancels the customer's order; the answer (the cancelled order with its refund) replaces the cached one. */
export function useCancelOrder(orderId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: OrderCancelRequest) =>
      unwrap(api.POST('/public/orders/{order_id}/cancel', { params: { path: { order_id: orderId } }, body })),
    meta: { silentError: true },
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(orderId), order)
      return queryClient.invalidateQueries({ queryKey: orderKeys.lists() })
    },
  })
}

/** Gives the Sheba of the order's refund owed without one; the answer (the order, its refund with the Sheba) replaces the cached one. */
export function useGiveRefundSheba(orderId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: RefundShebaRequest) =>
      unwrap(api.PUT('/public/orders/{order_id}/refund/sheba', { params: { path: { order_id: orderId } }, body })),
    meta: { silentError: true },
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(orderId), order)
    },
    // Refused as given already or paid meanwhile (another device, an admin): the order as it is now.
    onError: (error) =>
      error instanceof ApiError && error.status === 409
        ? queryClient.invalidateQueries({ queryKey: orderKeys.detail(orderId) })
        : undefined,
  })
}

export const invoiceKeys = queryKeys('order-invoices', { detail: (id: number) => [id] as const })

export function invoiceQueryOptions(orderId: number) {
  return queryOptions({
    queryKey: invoiceKeys.detail(orderId),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/public/orders/{order_id}/invoice', { params: { path: { order_id: orderId } }, signal })),
    retryOnMount: false,
    meta: { silentError: true },
  })
}

export const REFUND_PAGE_SIZE = 20

export interface RefundListParams {
  status?: RefundStatus
  skip: number
  limit: number
}

export const adminRefundKeys = queryKeys('admin-refunds', { list: (p: RefundListParams) => ['list', p] as const })

export function adminRefundsQueryOptions(params: RefundListParams) {
  return queryOptions({
    queryKey: adminRefundKeys.list(params),
    queryFn: ({ signal }) => unwrap(api.GET('/admins/refunds', { params: { query: params }, signal })),
    placeholderData: keepPreviousData,
  })
}

/** Marks an owed refund paid by hand with the bank transfer's reference. */
export function useMarkRefundPaid() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, reference }: { id: number; reference: string }) =>
      unwrap(api.PUT('/admins/refunds/{id}', { params: { path: { id } }, body: { reference } })),
    meta: { silentError: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminRefundKeys.all }),
  })
}
