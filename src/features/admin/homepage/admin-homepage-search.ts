import * as v from 'valibot'
import { toLatinDigits } from '#lib/fa'

// /admin/homepage?store=7: which homepage is curated (none: the platform's).
export const adminHomepageSearchSchema = v.object({
  store: v.fallback(
    v.optional(
      v.pipe(
        v.union([v.number(), v.pipe(v.string(), v.transform(toLatinDigits), v.toNumber())]),
        v.integer(),
        v.minValue(1),
      ),
    ),
    undefined,
  ),
})

export type AdminHomepageSearch = v.InferOutput<typeof adminHomepageSearchSchema>
