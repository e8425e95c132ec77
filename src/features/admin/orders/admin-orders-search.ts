import * as v from 'valibot'
import { ORDER_STATUSES } from '#api/order-constants'
import { tableSearchEntries } from '#ui/panel/data-table/table-search'

// /admin/orders?store=7&status=paid&from=2026-11-01&to=2026-11-25&q=…&page=2
const day = v.fallback(v.optional(v.pipe(v.string(), v.isoDate())), undefined)

export const adminOrdersSearchSchema = v.object({
  ...tableSearchEntries,
  store: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^\d{1,9}$/))), undefined),
  status: v.fallback(v.optional(v.picklist(ORDER_STATUSES)), undefined),
  from: day,
  to: day,
})

export type AdminOrdersSearch = v.InferOutput<typeof adminOrdersSearchSchema>
