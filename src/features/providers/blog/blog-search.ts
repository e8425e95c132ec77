import * as v from 'valibot'
import { tableSearchEntries } from '#ui/panel/data-table/table-search'

// /providers/$storeId/blog?status=draft&q=…&page=2: the list's state is its URL. This is the
// route's validateSearch, which loads with the app: keep it light.
export const sellerBlogSearchSchema = v.object({
  ...tableSearchEntries,
  status: v.fallback(v.optional(v.picklist(['draft', 'published'])), undefined),
})

export type SellerBlogSearch = v.InferOutput<typeof sellerBlogSearchSchema>
