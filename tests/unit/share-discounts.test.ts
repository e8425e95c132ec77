// An order's discount code shared over its items by their gross (server/modules/finance/ledger.ts):
// the shares of one order add up to its discount exactly, the odd toman going to the items with
// the largest remainders, and never more than the items are worth.
import { describe, expect, it } from 'vitest'
import { shareDiscounts } from '../../server/modules/finance/ledger'

const item = (id: number, order_id: number, gross: number, order_discount: number) => ({
  id,
  order_id,
  gross,
  order_discount,
  rate_bp: 1_000,
})

describe('shareDiscounts', () => {
  it('shares by gross and adds up to the discount exactly', () => {
    const shares = shareDiscounts([
      item(1, 1, 100_000, 10_001),
      item(2, 1, 200_000, 10_001),
      item(3, 1, 300_000, 10_001),
    ])
    expect(shares.map((s) => s.discount)).toEqual([1_667, 3_334, 5_000])
    expect(shares.reduce((s, i) => s + i.discount, 0)).toBe(10_001)
  })

  it('keeps orders apart, each adding up to its own discount', () => {
    const shares = shareDiscounts([
      item(1, 1, 1, 1),
      item(2, 2, 1, 2),
      item(3, 1, 1, 1),
      item(4, 2, 2, 2),
      item(5, 1, 1, 1),
    ])
    const of = (order: number) => shares.filter((s) => s.order_id === order).reduce((s, i) => s + i.discount, 0)
    expect(of(1)).toBe(1)
    expect(of(2)).toBe(2)
    expect(shares.every((s) => s.discount <= s.gross)).toBe(true)
  })

  it('gives no share without a discount, and at most the items are worth', () => {
    expect(shareDiscounts([item(1, 1, 5_000, 0)])[0].discount).toBe(0)
    const capped = shareDiscounts([item(1, 1, 3_000, 9_999), item(2, 1, 2_000, 9_999)])
    expect(capped.map((s) => s.discount)).toEqual([3_000, 2_000])
    expect(shareDiscounts([item(1, 1, 0, 500)])[0].discount).toBe(0)
  })

  it('never gives an item more than its gross across many random orders', () => {
    for (let round = 0; round < 200; round++) {
      const grosses = Array.from({ length: 1 + (round % 5) }, (_, i) => ((round * 7919 + i * 104_729) % 90_000) + 1)
      const total = grosses.reduce((s, g) => s + g, 0)
      const discount = (round * 3_571) % (total + 1)
      const shares = shareDiscounts(grosses.map((g, i) => item(i, 1, g, discount)))
      expect(shares.reduce((s, i) => s + i.discount, 0)).toBe(discount)
      for (const s of shares) expect(s.discount).toBeLessThanOrEqual(s.gross)
    }
  })
})
