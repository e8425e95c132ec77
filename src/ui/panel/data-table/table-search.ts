import * as v from 'valibot'
import { toLatinDigits } from '#lib/fa'

// What every DataTable keeps in the URL (so a list can be shared, reloaded and walked back):
// the page, the sort column and direction, and the search phrase. A screen spreads these entries
// into its route's valibot schema beside its own filters; a bad value falls back to the default.
const pageNumber = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.transform(toLatinDigits), v.toNumber())]),
  v.integer(),
  v.minValue(1),
  v.maxValue(10_000),
)

export const tableSearchEntries = {
  page: v.fallback(v.optional(pageNumber), undefined),
  sort: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(40))), undefined),
  order: v.fallback(v.optional(v.picklist(['asc', 'desc'])), undefined),
  q: v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100))), undefined),
}

export const tableSearchSchema = v.object(tableSearchEntries)
export type TableSearch = v.InferOutput<typeof tableSearchSchema>

/** The API's skip for a 1-based page. */
export function skipOf(page: number | undefined, size: number): number {
  return ((page ?? 1) - 1) * size
}

/** Drops empty values so the URL carries only what narrows the list. */
export function compactSearch<T extends Record<string, unknown>>(search: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(search).filter(([, value]) => value !== undefined && value !== ''),
  ) as Partial<T>
}
