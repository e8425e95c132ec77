import * as v from 'valibot'
import { tableSearchEntries } from '#ui/panel/data-table/table-search'

// /providers/7/questions?all=true&page=2: the inbox shows the unanswered questions unless `all`.
export const sellerQuestionsSearchSchema = v.object({
  page: tableSearchEntries.page,
  all: v.fallback(v.optional(v.literal(true)), undefined),
})

export type SellerQuestionsSearch = v.InferOutput<typeof sellerQuestionsSearchSchema>
