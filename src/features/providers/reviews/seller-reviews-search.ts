import * as v from 'valibot'
import { tableSearchEntries } from '#ui/panel/data-table/table-search'

// /providers/7/reviews?unanswered=true&page=2: every review of the store's order items, or only
// the published ones it has not answered («بدون پاسخ»).
export const sellerReviewsSearchSchema = v.object({
  page: tableSearchEntries.page,
  unanswered: v.fallback(v.optional(v.literal(true)), undefined),
})

export type SellerReviewsSearch = v.InferOutput<typeof sellerReviewsSearchSchema>
