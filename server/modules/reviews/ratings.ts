// Each product's rating summary (product_ratings), kept in the transaction that publishes a review
// or takes a published one back, so a page reads one row instead of counting its reviews. A
// product's cards and page join that row in the same statement (product-cards.ts, product-detail.ts).
import { type SQL, sql } from 'drizzle-orm'
import type { components } from '#sdk/schema'
import type { Db } from '../../db/client'

export type RatingSummary = components['schemas']['RatingSummary']

/** One decimal, as the contract's rating_average; null without ratings. */
export function ratingAverage(sum: number | null | undefined, count: number | null | undefined): number | null {
  return count ? Math.round((Number(sum) * 10) / count) / 10 : null
}

/** Columns of product_ratings `pr` for a card: rating_sum and rating_count (0 without a row). */
export const cardRatingColumns = sql`coalesce(pr.sum, 0)::int as rating_sum, coalesce(pr.count, 0)::int as rating_count`

/** The RatingSummary of the product `productId` as JSON, for a query reading a product page. */
export function ratingSummaryJson(productId: SQL): SQL {
  return sql`(select json_build_object('count', rt.count, 'sum', rt.sum,
      'histogram', json_build_array(rt.stars_1, rt.stars_2, rt.stars_3, rt.stars_4, rt.stars_5))
    from product_ratings rt where rt.product_id = ${productId})`
}

/** The summary as the contract shows it, from ratingSummaryJson's value (null: no ratings yet). */
export function toRatingSummary(row: { count: number; sum: number; histogram: number[] } | null): RatingSummary {
  if (!row) return { average: null, count: 0, histogram: [0, 0, 0, 0, 0] }
  return { average: ratingAverage(row.sum, row.count), count: row.count, histogram: row.histogram }
}

/**
 * Adds (delta 1) or takes back (delta -1) ratings of one product, one row per star given:
 * `ratings` are the stars of the reviews published or withdrawn. One upsert, so concurrent
 * publications of the same product queue on its row and the counts stay exact.
 */
export async function changeRatings(tx: Db, productId: number, ratings: number[], delta: 1 | -1): Promise<void> {
  if (ratings.length === 0) return
  const stars = [1, 2, 3, 4, 5].map((k) => delta * ratings.filter((r) => r === k).length)
  const count = delta * ratings.length
  const sum = delta * ratings.reduce((a, b) => a + b, 0)
  await tx.execute(sql`insert into product_ratings (product_id, count, sum, stars_1, stars_2, stars_3, stars_4, stars_5)
    values (${productId}, ${count}, ${sum}, ${stars[0]}, ${stars[1]}, ${stars[2]}, ${stars[3]}, ${stars[4]})
    on conflict (product_id) do update set count = product_ratings.count + excluded.count,
      sum = product_ratings.sum + excluded.sum,
      stars_1 = product_ratings.stars_1 + excluded.stars_1, stars_2 = product_ratings.stars_2 + excluded.stars_2,
      stars_3 = product_ratings.stars_3 + excluded.stars_3, stars_4 = product_ratings.stars_4 + excluded.stars_4,
      stars_5 = product_ratings.stars_5 + excluded.stars_5, updated_at = now()`)
}
