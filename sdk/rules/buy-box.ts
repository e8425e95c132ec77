// The buy box's rule (issue 32, decision 035), one copy for the server's product page and the
// PWA (which re-chooses when a member's own prices replace the public ones): among available
// offers, the lowest selling price weighed by the store's score. A store's weight adds up to
// SCORE_WEIGHT of its price for a score of 0, nothing for 100, so a slightly dearer reliable store
// wins over a cheaper one with a poor record, while a clearly cheaper one still wins.

/** A new store (too few orders for a score) is weighed as if it scored this: neither trusted nor punished. */
export const NEW_SELLER_SCORE = 75
/** The share of the price a score of 0 adds (100 adds nothing). */
export const SCORE_WEIGHT = 0.1

export interface BuyBoxCandidate {
  product_store_id: number
  selling_price: number
  stock: number
  is_available: boolean
  score?: { score: number | null; is_new: boolean } | null
}

/** The score the rule uses: the store's, or NEW_SELLER_SCORE while it has none. */
export function ruleScore(offer: BuyBoxCandidate): number {
  const s = offer.score
  return !s || s.is_new || s.score == null ? NEW_SELLER_SCORE : s.score
}

/** The price the rule compares: the selling price plus up to SCORE_WEIGHT of it for a low score. */
export function weighedPrice(offer: BuyBoxCandidate): number {
  return offer.selling_price * (1 + (SCORE_WEIGHT * (100 - ruleScore(offer))) / 100)
}

/** The buy box's offer: available, lowest weighed price; ties go to the larger stock, then the older offer. */
export function chooseBuyBox<T extends BuyBoxCandidate>(offers: readonly T[]): T | null {
  let best: T | null = null
  for (const o of offers) {
    if (!o.is_available) continue
    if (!best) {
      best = o
      continue
    }
    const d = weighedPrice(o) - weighedPrice(best)
    if (
      d < 0 ||
      (d === 0 && (o.stock > best.stock || (o.stock === best.stock && o.product_store_id < best.product_store_id)))
    )
      best = o
  }
  return best
}
