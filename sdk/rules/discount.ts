// What a discount takes off a price: one formula for the server's pricing (server/modules/pricing.ts
// re-exports it beside its SQL twin) and the seller panel's preview of a linked product's price.

/** The terms of one discount (percentages capped by max_amount, spec: a cap for percentages only). */
export interface DiscountTerms {
  type: 'percentage' | 'fixed'
  value: number
  max_amount: number | null
}

/** Toman off `base`: a percentage rounded down and capped by max_amount, or a fixed sum; never more than `base`. */
export function discountAmount(base: number, d: DiscountTerms): number {
  const off = d.type === 'percentage' ? Math.min(Math.floor((base * d.value) / 100), d.max_amount ?? base) : d.value
  return Math.min(off, base)
}
