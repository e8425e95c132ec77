import { describe, expect, it } from 'vitest'
import { type BuyBoxCandidate, chooseBuyBox, NEW_SELLER_SCORE, weighedPrice } from '../../sdk/rules/buy-box'

const offer = (
  id: number,
  price: number,
  score: number | null,
  extra: Partial<BuyBoxCandidate> = {},
): BuyBoxCandidate => ({
  product_store_id: id,
  selling_price: price,
  stock: 5,
  is_available: true,
  score: { score, is_new: score == null },
  ...extra,
})

describe('the buy box rule', () => {
  it('a slightly dearer reliable store wins over a cheaper one with a poor record', () => {
    const cheapPoor = offer(1, 1_000_000, 40)
    const dearReliable = offer(2, 1_030_000, 95)
    expect(chooseBuyBox([cheapPoor, dearReliable])?.product_store_id).toBe(2)
  })

  it('a clearly cheaper store still wins whatever its record', () => {
    expect(chooseBuyBox([offer(1, 900_000, 40), offer(2, 1_030_000, 95)])?.product_store_id).toBe(1)
  })

  it('between equal scores the cheaper wins; equal weighed prices go to the larger stock, then the older offer', () => {
    expect(chooseBuyBox([offer(1, 1_000, 80), offer(2, 990, 80)])?.product_store_id).toBe(2)
    expect(chooseBuyBox([offer(3, 1_000, 80), offer(2, 1_000, 80, { stock: 9 })])?.product_store_id).toBe(2)
    expect(chooseBuyBox([offer(3, 1_000, 80), offer(2, 1_000, 80)])?.product_store_id).toBe(2)
  })

  it('a new store is weighed as NEW_SELLER_SCORE and unavailable offers never win', () => {
    expect(weighedPrice(offer(1, 1_000, null))).toBe(weighedPrice(offer(2, 1_000, NEW_SELLER_SCORE)))
    expect(chooseBuyBox([offer(1, 10, 100, { is_available: false }), offer(2, 1_000, 10)])?.product_store_id).toBe(2)
    expect(chooseBuyBox([offer(1, 10, 100, { is_available: false })])).toBeNull()
  })
})
