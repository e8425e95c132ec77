import * as v from 'valibot'
import { ORDER_PAGE_SIZE, ORDER_STATUSES } from '#api/order-constants'

/** /orders/{id}/status: `?payment=success|failed` is where the payment gateway sends the browser back. */
export const orderStatusSearchSchema = v.object({
  payment: v.fallback(v.optional(v.picklist(['success', 'failed'])), undefined),
})

/** /profile (the orders tab): `?page=2&status=shipped`. */
export const orderListSearchSchema = v.object({
  page: v.fallback(
    v.optional(v.pipe(v.union([v.number(), v.pipe(v.string(), v.toNumber())]), v.integer(), v.minValue(1))),
    undefined,
  ),
  status: v.fallback(v.optional(v.picklist(ORDER_STATUSES)), undefined),
})

export type OrderListSearch = v.InferOutput<typeof orderListSearchSchema>

/** The API's page of the orders tab for its search params. */
export function orderListParams(search: OrderListSearch) {
  return {
    skip: ((search.page ?? 1) - 1) * ORDER_PAGE_SIZE,
    limit: ORDER_PAGE_SIZE,
    ...(search.status ? { status: search.status } : {}),
  }
}
