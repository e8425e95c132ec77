import { describe, expect, it } from 'vitest'
import { priceBundle } from '../../server/modules/bundles/bundle-pricing'
import { discountAmount, percentOff } from '../../server/modules/pricing'

describe('server/modules/pricing: the discount formula', () => {
  it('takes a percentage rounded down, capped by max_amount and by the price', () => {
    expect(discountAmount(99_999, { type: 'percentage', value: 10, max_amount: null })).toBe(9_999)
    expect(discountAmount(1_000_000, { type: 'percentage', value: 20, max_amount: 150_000 })).toBe(150_000)
    expect(discountAmount(1_000, { type: 'percentage', value: 100, max_amount: null })).toBe(1_000)
  })

  it('takes a fixed sum, never more than the price', () => {
    expect(discountAmount(50_000, { type: 'fixed', value: 20_000, max_amount: null })).toBe(20_000)
    expect(discountAmount(15_000, { type: 'fixed', value: 20_000, max_amount: null })).toBe(15_000)
  })

  it('shows at least 1 percent off, and none without a saving', () => {
    expect(percentOff(1_000, 995)).toBe(1)
    expect(percentOff(1_000, 750)).toBe(25)
    expect(percentOff(1_000, 1_000)).toBeNull()
    expect(percentOff(0, 0)).toBeNull()
  })

  it('prices a bundle by the best single discount, not their sum', () => {
    const items = [
      { unit_price: 100_000, quantity: 2 },
      { unit_price: 50_000, quantity: 1 },
    ]
    expect(priceBundle(items, 10, [{ type: 'fixed', value: 30_000, max_amount: null }])).toEqual({
      price: 250_000,
      selling_price: 220_000,
      discount_percent: 12,
    })
  })
})
