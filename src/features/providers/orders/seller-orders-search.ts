import * as v from 'valibot'
import type { OrderStatus, SellerOrderListParams } from '../../../api/orders'
import { SELLER_ORDER_PAGE_SIZE } from '../../../api/orders'
import { dayEndTimestamp, dayStartTimestamp } from '../../../lib/jalali'
import { skipOf, tableSearchEntries } from '../../../ui/data-table/table-search'
import { ORDER_STATUS_VALUES } from '../../../ui/order-status'

// /providers/$storeId/orders?status=paid&from=2026-11-01&to=2026-11-25&q=…&page=2: the list's
// state is its URL. Dates are calendar days (ISO, Tehran time); a bad value is dropped.
const day = v.fallback(v.optional(v.pipe(v.string(), v.isoDate())), undefined)

export const sellerOrdersSearchSchema = v.object({
  ...tableSearchEntries,
  status: v.fallback(v.optional(v.picklist(ORDER_STATUS_VALUES)), undefined),
  from: day,
  to: day,
})

export type SellerOrdersSearch = v.InferOutput<typeof sellerOrdersSearchSchema>

/** The URL's filters as GET /orders/'s query: `to` includes its whole day. */
export function sellerOrderParams(storeId: number, search: SellerOrdersSearch): SellerOrderListParams {
  return {
    store_id: storeId,
    status: search.status as OrderStatus | undefined,
    search: search.q || undefined,
    created_from: search.from ? dayStartTimestamp(search.from) : undefined,
    created_to: search.to ? dayEndTimestamp(search.to) : undefined,
    skip: skipOf(search.page, SELLER_ORDER_PAGE_SIZE),
    limit: SELLER_ORDER_PAGE_SIZE,
  }
}
