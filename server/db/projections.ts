// SQL fragments that several queries share, written once so that every answer projects a store
// or picks a product's picture the same way. Each names the table aliases it expects.
import { type SQL, sql } from 'drizzle-orm'

/**
 * The contract's StoreSummary as JSON, for a query with the stores table as `s`
 * (offers, carts, bundles and blog posts all show their store this way).
 */
export const storeSummaryJson = sql`json_build_object('id', s.id, 'name', s.name, 'slug', s.slug,
  'verified', s.verified, 'logo_url', s.logo_url, 'city', s.city)`

/** The order of a product's pictures (product_images as `i`): the primary first, then the seller's order. */
export const imageOrder = sql`i.is_primary desc, i.sort_order, i.id`

/** The URL of the first picture (in imageOrder) of the product whose id is `productId`, or null. */
export function firstImageUrl(productId: SQL): SQL {
  return sql`(select i.url from product_images i where i.product_id = ${productId} order by ${imageOrder} limit 1)`
}
