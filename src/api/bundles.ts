import { queryOptions } from '@tanstack/react-query'
import { api } from '#lib/api'
import { skipFor } from '#lib/page-search'
import { type Schemas, unwrap } from '#sdk'
import { listsAndDetails, queryKeys } from './query-keys'

export type Bundle = Schemas['Bundle']

/** The spec's bundle page size. */
export const BUNDLE_PAGE_SIZE = 20

interface BundleListParams {
  skip?: number
  limit?: number
  store_id?: number
}

export const bundleKeys = queryKeys('bundles', listsAndDetails<BundleListParams, string>())

export function bundleListQueryOptions(params: BundleListParams) {
  return queryOptions({
    queryKey: bundleKeys.list(params),
    queryFn: ({ signal }) => unwrap(api.GET('/public/bundles', { params: { query: params }, signal })),
  })
}

/** One bundle by its slug (or id: the API takes either). */
export function bundleQueryOptions(idOrSlug: string) {
  return queryOptions({
    queryKey: bundleKeys.detail(idOrSlug),
    queryFn: ({ signal }) => unwrap(api.GET('/public/bundles/{id}', { params: { path: { id: idOrSlug } }, signal })),
    meta: { silentError: true },
  })
}

/** The bundle's picture: its own, else its first item's. */
export function bundleImage(bundle: Pick<Bundle, 'image_url' | 'items'>): string | null {
  return bundle.image_url ?? bundle.items.find((item) => item.image_url)?.image_url ?? null
}

/** One page of the list (?page=…). */
export function bundleListParams(page: number | undefined) {
  return { skip: skipFor(page, BUNDLE_PAGE_SIZE), limit: BUNDLE_PAGE_SIZE }
}
