// How a bundle's price is shared among its items on an order (decision 021): each item's unit
// loses its share of the bundle's saving in proportion to its price, rounded down to whole toman,
// and what rounding left over comes off one unit of the dearest item (that unit becomes its own
// order line when the item has several). One bundle's pieces then add up to exactly its price, so
// order subtotals, the purchase total and the payment agree with what the bundle page showed.

export interface SplitItem {
  /** one unit before discounts */
  unit_price: number
  /** how many one bundle holds */
  quantity: number
}

export interface SplitPiece {
  /** index into the items given */
  item: number
  quantity: number
  unit_price: number
}

/** Pieces of one bundle whose unit_price × quantity adds up to `selling` exactly. */
export function splitBundlePrice(items: readonly SplitItem[], selling: number): SplitPiece[] {
  const full = items.reduce((sum, i) => sum + BigInt(i.unit_price) * BigInt(i.quantity), 0n)
  const saving = full - BigInt(selling)
  if (full === 0n || saving <= 0n)
    return items.map((i, item) => ({ item, quantity: i.quantity, unit_price: i.unit_price }))
  // Prices × saving can pass 2^53: BigInt until the whole-toman share is known.
  const pieces = items.map((i, item) => ({
    item,
    quantity: i.quantity,
    unit_price: i.unit_price - Number((saving * BigInt(i.unit_price)) / full),
  }))
  let left = Number(saving - (full - pieces.reduce((s, p) => s + BigInt(p.unit_price) * BigInt(p.quantity), 0n)))
  const extra: SplitPiece[] = []
  for (const piece of [...pieces].sort((a, b) => b.unit_price - a.unit_price)) {
    while (left > 0 && piece.quantity > 0) {
      const off = Math.min(left, piece.unit_price)
      if (piece.quantity === 1) piece.unit_price -= off
      else {
        piece.quantity -= 1
        extra.push({ item: piece.item, quantity: 1, unit_price: piece.unit_price - off })
      }
      left -= off
      if (piece.quantity === 1 && off === 0) break
    }
  }
  return [...pieces, ...extra].filter((p) => p.quantity > 0)
}
