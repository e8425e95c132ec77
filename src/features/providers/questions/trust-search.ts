import * as v from 'valibot'
import { tableSearchEntries } from '#ui/panel/data-table/table-search'

// The seller's questions and reviews lists keep their state in the URL, with one schema for both
// (each route's entry is in the app's first script): the page, and which rows —
// /providers/7/questions?all=true shows answered questions too (the inbox is the unanswered ones);
// /providers/7/reviews?unanswered=true only the published reviews not answered («بدون پاسخ»).
const flag = v.fallback(v.optional(v.literal(true)), undefined)

export const sellerTrustSearchSchema = v.object({ page: tableSearchEntries.page, all: flag, unanswered: flag })

export type SellerTrustSearch = v.InferOutput<typeof sellerTrustSearchSchema>
