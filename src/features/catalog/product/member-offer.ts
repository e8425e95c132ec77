import type { MemberPrice } from '#api/member-prices'
import type { Schemas } from '#sdk'

/** An offer as the page shows it: `member` when the price is the signed-in user's own. */
export type ShownOffer = Schemas['Offer'] & { member?: true }

/**
 * The offer priced for the signed-in user: a customer group's lower price replaces the public one
 * (the cart charges the same), so the buy box, the offers list and an offline add all show it.
 */
export function withMemberPrice(offer: Schemas['Offer'], price: MemberPrice | undefined): ShownOffer {
  if (!price) return offer
  return {
    ...offer,
    selling_price: price.price,
    original_price: price.original_price,
    discount_percent: price.discount_percent,
    member: true,
  }
}
