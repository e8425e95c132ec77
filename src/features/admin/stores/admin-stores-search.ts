import * as v from 'valibot'
import { tableSearchEntries } from '#ui/panel/data-table/table-search'

// /admin/stores?status=awaiting&q=…&page=2: the list's state is its URL (a bad value is dropped).
export const STORE_STATUSES = ['verified', 'awaiting'] as const

export const adminStoresSearchSchema = v.object({
  ...tableSearchEntries,
  status: v.fallback(v.optional(v.picklist(STORE_STATUSES)), undefined),
})

export type AdminStoresSearch = v.InferOutput<typeof adminStoresSearchSchema>
