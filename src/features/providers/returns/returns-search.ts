import * as v from 'valibot'
import { tableSearchEntries } from '#ui/panel/data-table/table-search'

// The seller's returns list keeps its page and status tab in the URL:
// /providers/7/returns?status=requested (the default tab is what waits for the seller).
export const RETURN_TABS = ['requested', 'sent_back', 'all'] as const

export const storeReturnsSearchSchema = v.object({
  page: tableSearchEntries.page,
  tab: v.fallback(v.optional(v.picklist(RETURN_TABS)), undefined),
})

export type StoreReturnsSearch = v.InferOutput<typeof storeReturnsSearchSchema>
