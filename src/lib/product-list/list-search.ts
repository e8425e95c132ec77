// The product lists' URL search params (/products, categories, brands, a store's products,
// /search): every filter, the sort and the page live in the URL, validated here with valibot.
// Anything malformed is dropped rather than failing the page. (The routes' schemas are in the app's
// first script; the list view's labels and filter helpers are in ./list-filters.ts, with the lists.)
import * as v from 'valibot'
import { PRODUCT_PAGE_SIZE } from '#sdk/rules/public-reads'
import { cleanSpecs, type SpecsSelection } from './specs-selection'

export const SORTS = ['newest', 'cheapest', 'most_expensive', 'best_selling', 'relevance'] as const
export type Sort = (typeof SORTS)[number]

/** The spec's product page size (section 9); the server embeds a category's first page of it. */
export const PAGE_SIZE = PRODUCT_PAGE_SIZE

const optionalText = v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200))), undefined)

const numeric = v.union([v.number(), v.pipe(v.string(), v.toNumber())])

/** A positive integer id, from a number or a numeric string; anything else is dropped. */
const positiveId = v.pipe(numeric, v.integer(), v.minValue(1))
const optionalId = v.fallback(v.optional(positiveId), undefined)

/** A price in toman (a whole number, zero or more). */
const optionalPrice = v.fallback(v.optional(v.pipe(numeric, v.integer(), v.minValue(0))), undefined)

const optionalPage = v.fallback(v.optional(v.pipe(numeric, v.integer(), v.minValue(1), v.maxValue(10_000))), undefined)

/** `brand=samsung` (one) or a list; slugs only, at most 20 as the API allows. */
const brandList = v.fallback(
  v.optional(
    v.pipe(
      v.union([v.string(), v.number(), v.array(v.union([v.string(), v.number()]))]),
      v.transform((value) => {
        const list = (Array.isArray(value) ? value : [value]).map(String).filter((s) => /^[a-z0-9-]{1,120}$/.test(s))
        const unique = [...new Set(list)].slice(0, 20)
        return unique.length ? unique : undefined
      }),
    ),
  ),
  undefined,
)

const optionalFlag = v.fallback(
  v.optional(
    v.pipe(
      v.union([v.boolean(), v.literal('true'), v.literal('false')]),
      v.transform((value) => (value === true || value === 'true' ? true : undefined)),
    ),
  ),
  undefined,
)

const specs = v.optional(v.pipe(v.unknown(), v.transform(cleanSpecs)))

export const productListSearchSchema = v.object({
  /** A category id (the spec's /products?category=…). */
  category: optionalId,
  /** Words to search for (the spec's /products?search=…). */
  search: optionalText,
  brand: brandList,
  min_price: optionalPrice,
  max_price: optionalPrice,
  in_stock: optionalFlag,
  sort: v.fallback(v.optional(v.picklist(SORTS)), undefined),
  page: optionalPage,
  specs,
})

export type ProductListSearch = v.InferOutput<typeof productListSearchSchema>

/** A category slug as the category pages write it (mobile-phone). */
const categorySlug = v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,120}$/))

/**
 * /products?category=: the category's id or its slug (a link or bookmark may name either; a slug
 * was dropped with a 308 before). The route turns a slug into the id the list asks the API with.
 */
export const productsPageSearchSchema = v.object({
  ...productListSearchSchema.entries,
  category: v.fallback(v.optional(v.union([positiveId, categorySlug])), undefined),
})
export type { SpecsSelection }

/** The list filters a shopper can change; `category` and `search` are part of the page's scope. */
export type ListFilters = Omit<ProductListSearch, 'category' | 'search'>
