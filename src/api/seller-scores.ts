import { queryOptions } from '@tanstack/react-query'
import { api } from '#lib/api'
import { type Schemas, unwrap } from '#sdk'
import { storeKeys } from './stores'

export type SellerScore = Schemas['SellerScore']
export type SellerScoreBrief = Schemas['SellerScoreBrief']

// Public and the same for everyone: under the public stores' root, so it is kept across users and
// offline, with their freshness (sdk/rules/public-reads.ts). The seller's own score with advice is
// the panel's (getMyStoreScore), not here.
export const storeScoreKey = (storeId: number) => [...storeKeys.all, 'score', storeId] as const

/** A store's score and its parts («عملکرد فروشنده»). */
export function storeScoreQueryOptions(storeId: number) {
  return queryOptions({
    queryKey: storeScoreKey(storeId),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/public/stores/{id}/score', { params: { path: { id: storeId } }, signal })),
    meta: { silentError: true },
  })
}
