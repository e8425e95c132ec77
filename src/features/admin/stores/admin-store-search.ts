import * as v from 'valibot'
import { tableSearchEntries } from '#ui/panel/data-table/table-search'

// /admin/stores/$id?tab=products&stock=1&sort=price&order=asc&page=2: the tab and its list's state.
export const STORE_TABS = ['products', 'discounted', 'bundles', 'articles', 'audit'] as const
export type StoreTab = (typeof STORE_TABS)[number]

export const adminStoreSearchSchema = v.object({
  ...tableSearchEntries,
  tab: v.fallback(v.optional(v.picklist(STORE_TABS)), undefined),
  stock: v.fallback(v.optional(v.picklist(['1'])), undefined),
})

export type AdminStoreSearch = v.InferOutput<typeof adminStoreSearchSchema>
