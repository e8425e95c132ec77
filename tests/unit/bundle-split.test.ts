// A bundle's price shared among its items on an order (decision 021): the pieces add up to the
// bundle's price to the toman, whatever the quantities, and no unit costs more than before.
import { describe, expect, it } from 'vitest'
import { type SplitItem, splitBundlePrice } from '../../server/modules/orders/bundle-split'

const sum = (pieces: { unit_price: number; quantity: number }[]) =>
  pieces.reduce((s, p) => s + p.unit_price * p.quantity, 0)
const units = (pieces: { item: number; quantity: number }[], item: number) =>
  pieces.filter((p) => p.item === item).reduce((s, p) => s + p.quantity, 0)

describe('splitBundlePrice', () => {
  it('keeps the prices when there is no saving', () => {
    const items = [{ unit_price: 1000, quantity: 2 }]
    expect(splitBundlePrice(items, 2000)).toEqual([{ item: 0, quantity: 2, unit_price: 1000 }])
  })

  it('puts the remainder on one item with a single unit', () => {
    const items = [
      { unit_price: 1_000_001, quantity: 1 },
      { unit_price: 333_333, quantity: 2 },
    ]
    const pieces = splitBundlePrice(items, 1_500_001)
    expect(sum(pieces)).toBe(1_500_001)
    expect(pieces).toHaveLength(2)
  })

  it('splits one unit off when every item has several, and stays exact', () => {
    const items = [
      { unit_price: 99_999, quantity: 2 },
      { unit_price: 12_347, quantity: 3 },
    ]
    for (const selling of [1, 150_000, 199_997, 236_000, 237_038]) {
      const pieces = splitBundlePrice(items, selling)
      expect(sum(pieces), `selling ${selling}`).toBe(selling)
      expect([units(pieces, 0), units(pieces, 1)]).toEqual([2, 3])
      for (const p of pieces) {
        expect(p.unit_price).toBeGreaterThanOrEqual(0)
        expect(p.unit_price).toBeLessThanOrEqual(items[p.item].unit_price)
        expect(Number.isInteger(p.unit_price)).toBe(true)
      }
    }
  })

  it('stays exact for random bundles', () => {
    let seed = 7
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31
      return seed
    }
    for (let round = 0; round < 500; round++) {
      const items: SplitItem[] = Array.from({ length: 1 + (next() % 5) }, () => ({
        unit_price: 1 + (next() % 90_000_000),
        quantity: 1 + (next() % 4),
      }))
      const full = sum(items.map((i) => ({ ...i })))
      const selling = full - Math.floor((full * (next() % 100)) / 100)
      expect(sum(splitBundlePrice(items, selling))).toBe(selling)
    }
  })
})
