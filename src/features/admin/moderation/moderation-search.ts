import * as v from 'valibot'
import { toLatinDigits } from '#lib/fa'
import { tableSearchEntries } from '#ui/panel/data-table/table-search'

// /admin/reviews?status=rejected&reported=true&stars=2&product=14&page=2 (and /admin/questions,
// without stars): a queue's state is its URL; a bad value is dropped (pending is the default).
const positive = (max: number) =>
  v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.transform(toLatinDigits), v.toNumber())]),
    v.integer(),
    v.minValue(1),
    v.maxValue(max),
  )

export const MODERATION_STATUSES = ['pending', 'published', 'rejected'] as const

export const moderationSearchSchema = v.object({
  page: tableSearchEntries.page,
  status: v.fallback(v.optional(v.picklist(MODERATION_STATUSES)), undefined),
  reported: v.fallback(v.optional(v.literal(true)), undefined),
  stars: v.fallback(v.optional(positive(5)), undefined),
  product: v.fallback(v.optional(positive(2_147_483_647)), undefined),
})

export type ModerationSearch = v.InferOutput<typeof moderationSearchSchema>
