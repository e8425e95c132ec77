// What a bundle (basket) costs: the sum of its items' offer prices times quantities, less the
// single best of its own discount_percent and the automatic discounts linked to it (no code,
// active, inside their window, usage left, no minimum cart total or user group - those apply at
// checkout). Discounts do not stack, as with offers in summary.ts. Pure, so the cart and checkout
// can price a bundle the same way.

export interface BundleDiscount {
  type: 'percentage' | 'fixed'
  value: number
  max_amount: number | null
}

export interface BundlePrice {
  price: number
  selling_price: number
  discount_percent: number | null
}

function amountOff(price: number, d: BundleDiscount): number {
  if (d.type === 'percentage') return Math.min(Math.floor((price * d.value) / 100), d.max_amount ?? price)
  return Math.min(d.value, price)
}

export function priceBundle(
  items: { unit_price: number; quantity: number }[],
  ownPercent: number | null,
  linked: BundleDiscount[],
): BundlePrice {
  const price = items.reduce((sum, item) => sum + item.unit_price * item.quantity, 0)
  const candidates = linked.map((d) => amountOff(price, d))
  if (ownPercent) candidates.push(amountOff(price, { type: 'percentage', value: ownPercent, max_amount: null }))
  const off = Math.max(0, ...candidates)
  const selling = Math.max(0, price - off)
  const percent = selling < price && price > 0 ? Math.max(1, Math.round((100 * (price - selling)) / price)) : null
  return { price, selling_price: selling, discount_percent: percent }
}
