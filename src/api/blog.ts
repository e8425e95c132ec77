import { queryOptions } from '@tanstack/react-query'
import { api } from '#lib/api'
import { skipFor } from '#lib/page-search'
import { type Schemas, unwrap } from '#sdk'
import { listsAndDetails, queryKeys } from './query-keys'

export type BlogPost = Schemas['BlogPost']

/** The spec's blog page size. */
export const BLOG_PAGE_SIZE = 20

interface BlogListParams {
  skip?: number
  limit?: number
  store_id?: number
}

export const blogKeys = queryKeys('blog-posts', listsAndDetails<BlogListParams>())

export function blogListQueryOptions(params: BlogListParams) {
  return queryOptions({
    queryKey: blogKeys.list(params),
    queryFn: ({ signal }) => unwrap(api.GET('/public/blog-posts', { params: { query: params }, signal })),
  })
}

export function blogPostQueryOptions(id: number) {
  return queryOptions({
    queryKey: blogKeys.detail(id),
    queryFn: ({ signal }) => unwrap(api.GET('/public/blog-posts/{id}', { params: { path: { id } }, signal })),
    meta: { silentError: true },
  })
}

/** One page of the list (?page=…). */
export function blogListParams(page: number | undefined) {
  return { skip: skipFor(page, BLOG_PAGE_SIZE), limit: BLOG_PAGE_SIZE }
}
