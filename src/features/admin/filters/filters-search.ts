import * as v from 'valibot'
import { toLatinDigits } from '#lib/fa'
import { tableSearchEntries } from '#ui/panel/data-table/table-search'

// /admin/filters?category=12&page=2: the list's state is its URL (the route's validateSearch).
const id = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.transform(toLatinDigits), v.toNumber())]),
  v.integer(),
  v.minValue(1),
)

export const adminFiltersSearchSchema = v.object({
  ...tableSearchEntries,
  category: v.fallback(v.optional(id), undefined),
})

export type AdminFiltersSearch = v.InferOutput<typeof adminFiltersSearchSchema>
