import * as v from 'valibot'
import { ORDER_STATUSES } from '#api/order-constants'
import { tableSearchEntries } from '#ui/panel/data-table/table-search'

// /providers/$storeId/orders?status=paid (or todo=true)&from=2026-11-01&to=2026-11-25&q=…&page=2: the list's
// state is its URL. Dates are calendar days (ISO, Tehran time); a bad value is dropped. This is
// the route's validateSearch, which loads with the app: keep it light.
const day = v.fallback(v.optional(v.pipe(v.string(), v.isoDate())), undefined)

export const sellerOrdersSearchSchema = v.object({
  ...tableSearchEntries,
  status: v.fallback(v.optional(v.picklist(ORDER_STATUSES)), undefined),
  /** «نیازمند اقدام»: paid online orders and cash-on-delivery ones the store has not moved yet */
  todo: v.fallback(v.optional(v.boolean()), undefined),
  from: day,
  to: day,
})

export type SellerOrdersSearch = v.InferOutput<typeof sellerOrdersSearchSchema>
