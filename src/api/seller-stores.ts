import { queryOptions } from '@tanstack/react-query'
import { api } from '#lib/api'
import { ApiError, type Schemas, unwrap } from '#sdk'
import { queryKeys } from './query-keys'

// The signed-in provider's own stores (GET /stores). The storefront's public stores
// ('public-stores') are another resource; this one needs the session, so it stays private.
export type MyStore = Schemas['Store']

export interface MyStoreListParams {
  skip?: number
  limit?: number
}

export const myStoreKeys = queryKeys('my-stores', {
  lists: () => ['list'] as const,
  list: (params: MyStoreListParams) => ['list', params] as const,
})

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

/** GET /stores is paged by 20 (spec section 7); the switcher reads the first 100 in one page. */
export const MY_STORE_PAGE_SIZE = 20

/** One of the provider's stores (GET /stores/by-id/{id}): the layout reads `verified` for the locked dashboard. */
export function myStoreQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...myStoreKeys.all, 'detail', id] as const,
    queryFn: ({ signal }) => unwrap(api.GET('/stores/by-id/{id}', { params: { path: { id } }, signal })),
    // Read afresh whenever the panel opens: a verification must unlock it at once (the
    // persisted copy shows meanwhile).
    staleTime: 0,
    // The layout shows the page only once this read has answered, and the pages read it too: a
    // page mounting after a failure must not ask again, or page and layout would take turns
    // forever (a request storm on a wrong store id). A retry is the user's or the next focus's.
    retryOnMount: false,
    meta: { silentError: true },
  })
}

/**
 * The same store read by a page of /providers/$storeId/…: the layout has just read it on this
 * navigation (it shows the page only then), so mounting asks nothing again. A second read per
 * navigation was a wasted round trip, and an answer landing mid-click swapped the sidebar's links.
 */
export function panelStoreQueryOptions(id: number) {
  return { ...myStoreQueryOptions(id), refetchOnMount: false } as const
}

/** The switcher's and the layout's read: the provider's stores in one page (GET /stores takes 100 at most). */
export const myStoresForSwitcher = () => myStoresQueryOptions({ limit: 100 })
