import * as v from 'valibot'

const optionalText = v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200))), undefined)

/** A positive integer id, from a number or a numeric string; anything else is dropped. */
const optionalId = v.fallback(
  v.optional(v.pipe(v.union([v.number(), v.pipe(v.string(), v.toNumber())]), v.integer(), v.minValue(1))),
  undefined,
)

/** /search?q=… */
export const searchPageSchema = v.object({ q: optionalText })

/** /products?category=…&search=… (category is a category id). */
export const productListSchema = v.object({ category: optionalId, search: optionalText })
