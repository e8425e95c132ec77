import { type OrderStatus, SELLER_ORDER_PAGE_SIZE, type SellerOrderListParams } from '#api/orders'
import { dayEndTimestamp, dayStartTimestamp } from '#lib/jalali'
import { skipOf } from '#ui/panel/data-table/table-search'
import type { SellerOrdersSearch } from './seller-orders-search'

/** The URL's filters as GET /orders/'s query: `to` includes its whole day. */
export function sellerOrderParams(storeId: number, search: SellerOrdersSearch): SellerOrderListParams {
  return {
    store_id: storeId,
    status: search.todo ? undefined : (search.status as OrderStatus | undefined),
    needs_action: search.todo ? true : undefined,
    search: search.q || undefined,
    created_from: search.from ? dayStartTimestamp(search.from) : undefined,
    created_to: search.to ? dayEndTimestamp(search.to) : undefined,
    skip: skipOf(search.page, SELLER_ORDER_PAGE_SIZE),
    limit: SELLER_ORDER_PAGE_SIZE,
  }
}
