import * as v from 'valibot'

/** `?page=2` for the simple paged lists (bundles, blog, stores); anything else means page 1. */
export const pageSearchSchema = v.object({
  page: v.fallback(
    v.optional(
      v.pipe(v.union([v.number(), v.pipe(v.string(), v.toNumber())]), v.integer(), v.minValue(1), v.maxValue(10_000)),
    ),
    undefined,
  ),
})

export type PageSearch = v.InferOutput<typeof pageSearchSchema>

export function skipFor(page: number | undefined, size: number): number {
  return ((page ?? 1) - 1) * size
}

export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size))
}
