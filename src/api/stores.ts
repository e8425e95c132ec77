import { queryOptions } from '@tanstack/react-query'
import { api } from '#lib/api'
import { skipFor } from '#lib/page-search'
import { type Schemas, unwrap } from '#sdk'
import { listsAndDetails, queryKeys } from './query-keys'

// The storefront's public stores: their routes' loaders are in the app's first script, so the
// provider's own stores (./seller-stores.ts) and the methods' labels (#lib/shipping-rules) live
// apart, with the screens that read them.

export type StorePublic = Schemas['StorePublic']

/** The spec's public stores page size. */
export const STORE_PAGE_SIZE = 100

interface StoreListParams {
  skip?: number
  limit?: number
  search?: string
  slug?: string
}

export const storeKeys = queryKeys('public-stores', listsAndDetails<StoreListParams>())

export function storeListQueryOptions(params: StoreListParams) {
  return queryOptions({
    queryKey: storeKeys.list(params),
    queryFn: ({ signal }) => unwrap(api.GET('/public/stores', { params: { query: params }, signal })),
  })
}

/** /store/{storeName}: the store with this slug, through the list's exact `slug` lookup. */
export function storeBySlugQueryOptions(slug: string) {
  return storeListQueryOptions({ slug, limit: 1 })
}

export function storeQueryOptions(id: number) {
  return queryOptions({
    queryKey: storeKeys.detail(id),
    queryFn: ({ signal }) => unwrap(api.GET('/public/stores/{id}', { params: { path: { id } }, signal })),
    meta: { silentError: true },
  })
}

/** One page of the list (?page=…). */
export function storeListParams(page: number | undefined) {
  return { skip: skipFor(page, STORE_PAGE_SIZE), limit: STORE_PAGE_SIZE }
}
