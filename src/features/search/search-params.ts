import * as v from 'valibot'
import { productListSearchSchema } from '#lib/product-list/list-search'

const optionalText = v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200))), undefined)

/** /search?q=…, with the product lists' filters, sort and page beside it. */
export const searchPageSchema = v.object({ ...productListSearchSchema.entries, q: optionalText })

export type SearchPageSearch = v.InferOutput<typeof searchPageSchema>
