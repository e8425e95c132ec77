// What a bundle (basket) costs: the sum of its items' offer prices times quantities, less the
// single best of its own discount_percent and the automatic discounts linked to it (no code,
// active, inside their window, usage left, no minimum cart total or user group - those apply at
// checkout). Discounts do not stack, as with offers (modules/pricing, whose discount formula and
// percent this uses). Pure, so the cart and checkout can price a bundle the same way.
import { type DiscountTerms, discountAmount, percentOff } from '../pricing'

export type BundleDiscount = DiscountTerms

export interface BundlePrice {
  price: number
  selling_price: number
  discount_percent: number | null
}

export function priceBundle(
  items: { unit_price: number; quantity: number }[],
  ownPercent: number | null,
  linked: BundleDiscount[],
): BundlePrice {
  const price = items.reduce((sum, item) => sum + item.unit_price * item.quantity, 0)
  const candidates = linked.map((d) => discountAmount(price, d))
  if (ownPercent) candidates.push(discountAmount(price, { type: 'percentage', value: ownPercent, max_amount: null }))
  const off = Math.max(0, ...candidates)
  const selling = Math.max(0, price - off)
  return { price, selling_price: selling, discount_percent: percentOff(price, selling) }
}
