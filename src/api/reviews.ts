import {
  type InfiniteData,
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query'
import { api } from '#lib/api'
import { type Schemas, unwrap } from '#sdk'
import { productKeys } from './products'
import { queryKeys } from './query-keys'

export type Review = Schemas['Review']
export type ReviewPage = Schemas['ReviewPage']
export type ReviewInput = Schemas['ReviewInput']
export type ReviewableItem = Schemas['ReviewableItem']
export type RatingSummary = Schemas['RatingSummary']
export type TrustReportReason = Schemas['TrustReport']['reason']

export interface ReviewFilters {
  sort: 'newest' | 'helpful'
  stars?: number
  with_photos?: boolean
}

/** Reviews shown per «نمایش بیشتر». */
export const REVIEW_PAGE_SIZE = 10
/** «دیدگاه‌های من» and the reviewable items: one page holds what a buyer usually has. */
export const MY_REVIEWS_LIMIT = 50

// A private root (lib/private-data.ts): a page of reviews carries `voted_helpful` for the signed-in
// caller, so it is not kept for another user of the device. Offline a visitor still reads it: the
// persisted cache keeps it for the same user, and the service worker keeps an anonymous answer
// (its address is a public read, under /public/products/, sdk/rules/public-reads.ts).
export const reviewKeys = queryKeys('reviews', {
  products: () => ['product'] as const,
  product: (id: number) => ['product', id] as const,
  productList: (id: number, filters: ReviewFilters) => ['product', id, filters] as const,
  mine: () => ['mine'] as const,
  reviewable: () => ['reviewable'] as const,
})

/** A product's published reviews, a page at a time («نمایش بیشتر»). */
export function productReviewsQueryOptions(productId: number, filters: ReviewFilters) {
  return infiniteQueryOptions({
    queryKey: reviewKeys.productList(productId, filters),
    queryFn: ({ pageParam, signal }) =>
      unwrap(
        api.GET('/public/products/{id}/reviews', {
          params: {
            path: { id: productId },
            query: { ...filters, skip: pageParam, limit: REVIEW_PAGE_SIZE },
          },
          signal,
        }),
      ),
    initialPageParam: 0,
    getNextPageParam: (last: ReviewPage) =>
      last.skip + last.items.length < last.total && last.items.length > 0 ? last.skip + last.items.length : undefined,
    // The section shows its own error with a retry.
    meta: { silentError: true },
  })
}

export const myReviewsQueryOptions = queryOptions({
  queryKey: reviewKeys.mine(),
  queryFn: ({ signal }) => unwrap(api.GET('/reviews/mine', { params: { query: { limit: MY_REVIEWS_LIMIT } }, signal })),
  meta: { silentError: true },
})

export const reviewableItemsQueryOptions = queryOptions({
  queryKey: reviewKeys.reviewable(),
  queryFn: ({ signal }) =>
    unwrap(api.GET('/reviews/reviewable', { params: { query: { limit: MY_REVIEWS_LIMIT } }, signal })),
  meta: { silentError: true },
})

// Writing needs the server's answer (a 403, a 409, the moderation state), so none of these is
// queued offline: networkMode 'always' fails at once and the form says it needs a connection.

/** Sends a review; the buyer's lists, and the product's summary when a bare rating is published at once. */
export function useCreateReview() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...reviewKeys.all, 'create'],
    mutationFn: (body: ReviewInput) => unwrap(api.POST('/reviews', { body })),
    networkMode: 'always',
    meta: { silentError: true },
    onSuccess: (review) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewKeys.mine() }),
        queryClient.invalidateQueries({ queryKey: reviewKeys.reviewable() }),
        queryClient.invalidateQueries({ queryKey: reviewKeys.product(review.product.id) }),
        queryClient.invalidateQueries({ queryKey: productKeys.detail(review.product.id) }),
      ]),
  })
}

/** Puts a changed review into every cached page of its product's lists. */
function patchReview(queryClient: ReturnType<typeof useQueryClient>, id: number, change: Partial<Review>) {
  queryClient.setQueriesData<InfiniteData<ReviewPage>>({ queryKey: reviewKeys.products() }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.map((review) => (review.id === id ? { ...review, ...change } : review)),
          })),
        }
      : data,
  )
}

/** «مفید بود»: once per signed-in user; the count shown is the server's after the vote. */
export function useMarkReviewHelpful() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...reviewKeys.all, 'helpful'],
    mutationFn: (id: number) => unwrap(api.POST('/reviews/{id}/helpful', { params: { path: { id } } })),
    networkMode: 'always',
    meta: { silentError: true },
    onSuccess: ({ helpful_count }, id) => patchReview(queryClient, id, { helpful_count, voted_helpful: true }),
  })
}

export function useReportReview() {
  return useMutation({
    mutationKey: [...reviewKeys.all, 'report'],
    mutationFn: ({ id, reason, note }: { id: number; reason: TrustReportReason; note?: string }) =>
      unwrap(api.POST('/public/reviews/{id}/report', { params: { path: { id } }, body: { reason, note } })),
    networkMode: 'always',
    meta: { silentError: true },
  })
}
