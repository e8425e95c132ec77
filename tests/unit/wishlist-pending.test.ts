// The hearts show the server's kept products with the changes still queued laid over them, in the
// order they were made (src/api/wishlist/wishlist-queue.ts); the price chart's geometry
// (src/features/catalog/product/price-history/chart-geometry.ts) holds each day's price across its
// slot, steps from day to day and breaks over days without a price.
import { describe, expect, it } from 'vitest'
import { keptWithPending } from '#api/wishlist/wishlist-queue'
import { chartOf } from '#features/catalog/product/price-history/chart-geometry'

describe('kept products with the queued changes', () => {
  it('adds the queued keeps and drops the queued removals, the later change winning', () => {
    expect([...keptWithPending([1, 2], [])]).toEqual([1, 2])
    expect([...keptWithPending([1, 2], [{ kind: 'put', productId: 3 }])].sort()).toEqual([1, 2, 3])
    expect([...keptWithPending([1, 2], [{ kind: 'remove', productId: 1 }])]).toEqual([2])
    const flip = keptWithPending(
      [1],
      [
        { kind: 'remove', productId: 1 },
        { kind: 'put', productId: 1 },
        { kind: 'put', productId: 5 },
        { kind: 'remove', productId: 5 },
      ],
    )
    expect([...flip]).toEqual([1])
  })
})

describe('the price chart', () => {
  it('steps from each day to the next and breaks over days without a price', () => {
    const chart = chartOf([
      { date: '2026-11-01', price: 100 },
      { date: '2026-11-02', price: 80 },
      { date: '2026-11-05', price: 90 },
    ])
    expect(chart.min).toBe(80)
    expect(chart.max).toBe(100)
    // Five day slots of 200 units; the highest price at the top (y 6), the lowest at the bottom.
    expect(chart.path).toBe('M0 6 H200 V94 H400 M800 50 H1000')
    expect(chart.firstDate).toBe('2026-11-01')
    expect(chart.lastDate).toBe('2026-11-05')
  })

  it('draws a lone day as a level line across', () => {
    const chart = chartOf([{ date: '2026-11-01', price: 500 }])
    expect(chart.path).toBe('M0 50 H1000')
  })
})
