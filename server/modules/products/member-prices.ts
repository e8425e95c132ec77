// A signed-in user's own prices for the offers on a page (listMemberPrices): the public lists and
// product pages are cached for everyone, so a customer group's automatic discount reaches its
// members' cards through this small private read instead. The prices come from the one pricing
// module with the user, exactly as the cart and checkout price the same offers.
import { sql } from 'drizzle-orm'
import type { components } from '#sdk/schema'
import { intArray } from '../../db/arrays'
import type { Db } from '../../db/client'
import { queryRows } from '../../db/rows'
import { memberOfferPrices } from '../pricing'

type MemberPrice = components['schemas']['MemberPrice']

/** The given offers that `userId` buys for less than everyone else, in offer id order (one query). */
export async function memberPrices(db: Db, userId: number, offerIds: readonly number[]): Promise<MemberPrice[]> {
  // The contract bounds the ids (1…2^31-1, at most 60), so the literal holds only integers.
  const ids = [...new Set(offerIds.map(Number))]
  const array = intArray(ids)
  const rows = await queryRows<MemberPrice>(db, memberOfferPrices(array, sql`${userId}`))
  return rows.map((r) => ({
    offer_id: Number(r.offer_id),
    price: Number(r.price),
    original_price: Number(r.original_price),
    discount_percent: Number(r.discount_percent),
    discount_id: Number(r.discount_id),
  }))
}
