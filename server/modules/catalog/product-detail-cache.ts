// Product pages kept in process for a few seconds (issue 32's budget: a popular product's page at
// 50 connections within 20 ms at p99; its one statement prices every offer, so reading it per
// request could not). The page is the same for every caller (a member's own prices are laid over
// it by the PWA), so one copy serves all, compressed once (lib/cached-json.ts).
//
// Freshness, within decision 028's 60 s for a product's public reads: catalogChanged() (a price, an
// offer, stock run out, a product edited, in any server process) empties it at once; a change of
// the product's reviews made through this process reads it again at once (the reviews' generation
// is in the key), in another process within about PRODUCT_PAGE_TTL_MS of steady reading (at most
// PRODUCT_PAGE_MAX_MS); so does a stock count that falls by a sale without selling out.
import { dbCache } from '../../db/caches'
import type { Db } from '../../db/client'
import { isInt4 } from '../../db/rows'
import { TtlLru } from '../../lib/lru'
import { reviewsGeneration } from '../reviews/review-cache'
import { getPublicProduct, type ProductDetail } from './product-detail'

/** A kept page is read again in the background once this old (readers meanwhile get the kept one)… */
export const PRODUCT_PAGE_TTL_MS = 5_000
/** … and never shown older than this (a page nobody read for a while is read again first). */
const PRODUCT_PAGE_MAX_MS = 30_000
const pagesOf = dbCache(
  'product-detail',
  'catalog',
  () => new TtlLru<ProductDetail>(1_000, PRODUCT_PAGE_MAX_MS, PRODUCT_PAGE_TTL_MS),
)

export function keptProductPage(db: Db, id: number): Promise<ProductDetail> {
  if (!isInt4(id)) return getPublicProduct(db, id)
  return pagesOf(db).get(`${id}:${reviewsGeneration(id)}`, () => getPublicProduct(db, id))
}
