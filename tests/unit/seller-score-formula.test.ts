// The seller score's formula (decision 035): weights over the parts with data, the minimum of
// orders before a number, ratings counted from a few up, returns weighing nothing until they exist.
import { describe, expect, it } from 'vitest'
import { MIN_ORDERS, type ScoreInputs, scoreOf, WEIGHTS } from '../../server/modules/seller-scores/formula'

const perfect: ScoreInputs = {
  orders: 10,
  due: 10,
  onTime: 10,
  sellerCancelled: 0,
  returns: null,
  ratingAverage: 5,
  ratingCount: 4,
}

describe('the seller score', () => {
  it('is null below the minimum of orders («فروشنده جدید»)', () => {
    expect(scoreOf({ ...perfect, orders: MIN_ORDERS - 1 })).toBeNull()
    expect(scoreOf({ ...perfect, orders: MIN_ORDERS })).toBe(100)
  })

  it('gives a part without data its weight to the others', () => {
    // Half on time, nothing else wrong, no returns and no ratings: on time weighs 0.35 of 0.6.
    const s = scoreOf({ ...perfect, onTime: 5, ratingAverage: null, ratingCount: 0 })
    expect(s).toBe(Math.round((100 * (WEIGHTS.on_time * 0.5 + WEIGHTS.seller_cancellations)) / 0.6))
    // Nothing due to ship yet: judged on cancellations (and ratings) alone.
    expect(scoreOf({ ...perfect, due: 0, onTime: 0 })).toBe(100)
  })

  it('counts ratings from three up, and returns once they exist', () => {
    expect(scoreOf({ ...perfect, ratingAverage: 1, ratingCount: 2 })).toBe(100)
    expect(scoreOf({ ...perfect, ratingAverage: 1, ratingCount: 3 })).toBe(Math.round((100 * 0.6) / 0.85))
    expect(scoreOf({ ...perfect, returns: { rate: 0.25, count: 10 } })).toBe(85)
  })

  it('makes a quarter of orders cancelled by the seller worth nothing', () => {
    expect(scoreOf({ ...perfect, sellerCancelled: 3, ratingAverage: null, ratingCount: 0 })).toBe(
      Math.round((100 * WEIGHTS.on_time) / 0.6),
    )
  })
})
