import { describe, expect, it } from 'vitest'
import { blocksCheckout, countsTowardTotal, MAX_QUANTITY } from '#sdk/rules/cart-lines'

describe('sdk/rules/cart-lines', () => {
  it('leaves sold-out and withdrawn lines out of the total, and keeps the others', () => {
    expect(countsTowardTotal(null)).toBe(true)
    expect(countsTowardTotal(undefined)).toBe(true)
    expect(countsTowardTotal({ code: 'price_changed' })).toBe(true)
    expect(countsTowardTotal({ code: 'insufficient_stock' })).toBe(true)
    expect(countsTowardTotal({ code: 'sold_out' })).toBe(false)
    expect(countsTowardTotal({ code: 'unavailable' })).toBe(false)
  })

  it('blocks the checkout on every problem but a changed price', () => {
    expect(blocksCheckout(null)).toBe(false)
    expect(blocksCheckout({ code: 'price_changed' })).toBe(false)
    expect(blocksCheckout({ code: 'insufficient_stock' })).toBe(true)
    expect(blocksCheckout({ code: 'sold_out' })).toBe(true)
    expect(blocksCheckout({ code: 'unavailable' })).toBe(true)
  })

  it('caps one line at a hundred', () => {
    expect(MAX_QUANTITY).toBe(100)
  })
})
