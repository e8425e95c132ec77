import { queryOptions } from '@tanstack/react-query'
import { api } from '#lib/api'
import { type Schemas, unwrap } from '#sdk'
import { HOMEPAGE_LIMIT, homepageRead } from '#sdk/rules/public-reads'
import { queryKeys } from './query-keys'

export type Homepage = Schemas['Homepage']

export const homepageKeys = queryKeys('homepage', {
  global: () => ['global'] as const,
  store: (storeId: number) => ['store', storeId] as const,
})

export const homepageQueryOptions = queryOptions({
  queryKey: homepageKeys.global(),
  // The server embeds this answer in the home page's HTML: the same address (public-reads.ts).
  queryFn: ({ signal }) => unwrap(api.GET('/homepage/', { params: { query: homepageRead().query }, signal })),
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
