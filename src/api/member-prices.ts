import { queryOptions, useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { api } from '#lib/api'
import { useLoggedIn } from '#lib/session/use-session'
import { type Schemas, unwrap } from '#sdk'
import { queryKeys } from './query-keys'

export type MemberPrice = Schemas['MemberPrice']

/** The contract's limit of offers in one ask (a page of cards is 20). */
const MAX_OFFERS = 60

// The signed-in user's own prices (a customer group's discount). The root is not a public one
// (sdk/rules/public-reads.ts), so these entries are private data: they leave the cache when the
// user signs out or another signs in (lib/private-data.ts), and the service worker never keeps
// the answer (a private address, sent with the token).
export const memberPriceKeys = queryKeys('member-prices', {
  offers: (offerIds: readonly number[]) => [offerIds] as const,
})

export function memberPricesQueryOptions(offerIds: readonly number[]) {
  return queryOptions({
    queryKey: memberPriceKeys.offers(offerIds),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/products/member-prices', { params: { query: { offer_ids: [...offerIds] } }, signal })),
    staleTime: 60_000,
    // Without them the cards keep the public price: nothing to report.
    meta: { silentError: true },
  })
}

const NONE: ReadonlyMap<number, MemberPrice> = new Map()

/**
 * The signed-in user's lower prices for these offers (the cards of one page), by offer id: one
 * request for the page, none while signed out (the public price is everyone's then).
 */
export function useMemberPrices(offerIds: readonly (number | null | undefined)[]): ReadonlyMap<number, MemberPrice> {
  const loggedIn = useLoggedIn()
  const ids = [...new Set(offerIds.filter((id): id is number => id != null))].sort((a, b) => a - b)
  const query = useQuery({ ...memberPricesQueryOptions(ids.slice(0, MAX_OFFERS)), enabled: loggedIn && ids.length > 0 })
  const items = loggedIn ? query.data?.items : undefined
  return useMemo(() => (items ? new Map(items.map((item) => [item.offer_id, item])) : NONE), [items])
}

/** The user's own price for a card's offer (none when the card has no offer). */
export function memberPriceOf(
  prices: ReadonlyMap<number, MemberPrice>,
  offerId: number | null | undefined,
): MemberPrice | undefined {
  return offerId == null ? undefined : prices.get(offerId)
}
