import { queryOptions } from '@tanstack/react-query'
import { type Schemas, unwrap } from '../../sdk'
import { api } from '../lib/api'

export type Homepage = Schemas['Homepage']

/** The spec's homepage limit: at most this many entries of each kind. */
export const HOMEPAGE_LIMIT = 5

export const homepageKeys = {
  all: ['homepage'] as const,
  global: () => [...homepageKeys.all, 'global'] as const,
  store: (storeId: number) => [...homepageKeys.all, 'store', storeId] as const,
}

export const homepageQueryOptions = queryOptions({
  queryKey: homepageKeys.global(),
  queryFn: ({ signal }) => unwrap(api.GET('/homepage/', { params: { query: { limit: HOMEPAGE_LIMIT } }, signal })),
})

export function storeHomepageQueryOptions(storeId: number) {
  return queryOptions({
    queryKey: homepageKeys.store(storeId),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/homepage/store/{store_id}', {
          params: { path: { store_id: storeId }, query: { limit: HOMEPAGE_LIMIT } },
          signal,
        }),
      ),
  })
}

export function isEmptyHomepage(homepage: Homepage): boolean {
  return (
    !homepage.products.length && !homepage.bundles.length && !homepage.articles.length && !homepage.discounts.length
  )
}
