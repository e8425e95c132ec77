import { queryOptions } from '@tanstack/react-query'
import { ApiError, type Schemas, unwrap } from '../../sdk'
import { api } from '../lib/api'

// The signed-in provider's own stores (GET /stores). The storefront's public stores
// ('public-stores') are another resource; this one needs the session, so it stays private.
export type MyStore = Schemas['Store']

export interface MyStoreListParams {
  skip?: number
  limit?: number
}

export const myStoreKeys = {
  all: ['my-stores'] as const,
  lists: () => [...myStoreKeys.all, 'list'] as const,
  list: (params: MyStoreListParams) => [...myStoreKeys.lists(), params] as const,
}

/** The provider's stores, oldest first: the first one is the default selected store (spec section 4). */
export function myStoresQueryOptions(params: MyStoreListParams = {}) {
  return queryOptions({
    queryKey: myStoreKeys.list(params),
    queryFn: ({ signal }) => unwrap(api.GET('/stores', { params: { query: params }, signal })),
    staleTime: 60_000,
    // Its one reader, the id-less addresses' redirect, handles a failure (501 until the stores
    // issue builds GET /stores): no toast, and no retrying an operation that is not there.
    retry: (failures, error) => !(error instanceof ApiError && error.status === 501) && failures < 2,
    meta: { silentError: true },
  })
}
