import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#lib/api'
import { type Schemas, unwrap } from '#sdk'
import { blogKeys } from './blog'
import { queryKeys } from './query-keys'

// The seller's posts (the panel's /blog calls), drafts included: a private root of their own. A
// change refreshes the panel's and the public blog's queries in this browser.

export type BlogPostCreateBody = Schemas['BlogPostCreate']
export type BlogPostUpdateBody = Schemas['BlogPostUpdate']
export type BlogPostStatus = Schemas['BlogPostStatus']

export interface SellerBlogListParams {
  store_id: number
  skip?: number
  limit?: number
  status?: BlogPostStatus
  search?: string
}

export const sellerBlogKeys = queryKeys('seller-blog', {
  list: (params: SellerBlogListParams) => ['list', params] as const,
  detail: (id: number) => ['detail', id] as const,
})

export function sellerPostsQueryOptions(params: SellerBlogListParams) {
  return queryOptions({
    queryKey: sellerBlogKeys.list(params),
    queryFn: ({ signal }) => unwrap(api.GET('/blog', { params: { query: params }, signal })),
  })
}

export function sellerPostQueryOptions(id: number) {
  return queryOptions({
    queryKey: sellerBlogKeys.detail(id),
    queryFn: ({ signal }) => unwrap(api.GET('/blog/{id}', { params: { path: { id } }, signal })),
  })
}

function useInvalidatePosts() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: sellerBlogKeys.all }),
      queryClient.invalidateQueries({ queryKey: blogKeys.all }),
    ])
}

// Online only (networkMode 'always'): the forms wait on the answer and show a 422 on its field.
const online = { networkMode: 'always', meta: { silentError: true } } as const

export function useCreatePost() {
  const invalidate = useInvalidatePosts()
  return useMutation({
    mutationFn: (body: BlogPostCreateBody) => unwrap(api.POST('/blog', { body })),
    ...online,
    onSuccess: () => invalidate(),
  })
}

export function useUpdatePost(id: number) {
  const invalidate = useInvalidatePosts()
  return useMutation({
    mutationFn: (body: BlogPostUpdateBody) => unwrap(api.PUT('/blog/{id}', { params: { path: { id } }, body })),
    ...online,
    onSuccess: () => invalidate(),
  })
}

export function useDeletePost() {
  const invalidate = useInvalidatePosts()
  return useMutation({
    mutationFn: (id: number) => unwrap(api.DELETE('/blog/{id}', { params: { path: { id } } })),
    ...online,
    onSuccess: () => invalidate(),
  })
}

/** Publishes the post or takes it back to draft. */
export function useSetPostState(storeId: number) {
  const invalidate = useInvalidatePosts()
  return useMutation({
    mutationFn: ({ id, publish }: { id: number; publish: boolean }) => {
      const params = { path: { id }, query: { store_id: storeId } }
      return publish
        ? unwrap(api.POST('/blog/{id}/publish', { params }))
        : unwrap(api.POST('/blog/{id}/unpublish', { params }))
    },
    ...online,
    onSuccess: () => invalidate(),
  })
}
