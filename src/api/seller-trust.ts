import { keepPreviousData, type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#lib/api'
import { type Schemas, unwrap } from '#sdk'
import { queryKeys } from './query-keys'

// The seller's side of trust (issue 32): the inbox of questions about the store's products and
// their answers, the reviews of the store's order items and the one answer to each, and the
// store's own score with what would raise it.

export type StoreQuestion = Schemas['Question']
export type StoreQuestionPage = Schemas['StoreQuestionPage']
export type StoreReview = Schemas['Review']
export type StoreScore = Schemas['SellerScoreWithAdvice']

export const SELLER_TRUST_PAGE_SIZE = 20
/** The sidebar's count of unanswered questions is read again this often while the panel is open. */
const UNANSWERED_REFRESH_MS = 60_000

export interface StoreTrustParams {
  /** Questions: true by default (the inbox); reviews: only published ones not answered yet */
  unanswered: boolean
  skip: number
  limit: number
}

export const sellerTrustKeys = queryKeys('seller-trust', {
  questions: (storeId: number) => ['questions', storeId] as const,
  questionList: (storeId: number, params: StoreTrustParams) => ['questions', storeId, 'list', params] as const,
  unanswered: (storeId: number) => ['questions', storeId, 'unanswered'] as const,
  reviews: (storeId: number) => ['reviews', storeId] as const,
  reviewList: (storeId: number, params: StoreTrustParams) => ['reviews', storeId, 'list', params] as const,
  score: (storeId: number) => ['score', storeId] as const,
})

export function storeQuestionsQueryOptions(storeId: number, params: StoreTrustParams) {
  return queryOptions({
    queryKey: sellerTrustKeys.questionList(storeId, params),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/stores/{store_id}/questions', { params: { path: { store_id: storeId }, query: params }, signal }),
      ),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  })
}

/** The sidebar's badge: questions the store has not answered (a one-row page's unanswered_total). */
export function unansweredQuestionsQueryOptions(storeId: number) {
  return queryOptions({
    queryKey: sellerTrustKeys.unanswered(storeId),
    queryFn: async ({ signal }) => {
      const query = { unanswered: true, limit: 1 }
      const page = await unwrap(
        api.GET('/stores/{store_id}/questions', { params: { path: { store_id: storeId }, query }, signal }),
      )
      return page.unanswered_total
    },
    staleTime: UNANSWERED_REFRESH_MS / 2,
    refetchInterval: UNANSWERED_REFRESH_MS,
    refetchIntervalInBackground: false,
    meta: { silentError: true },
  })
}

/**
 * An answered question leaves the inbox at once: out of every cached unanswered page, and the
 * badge goes down by one, before the server's lists are read again.
 */
function dropAnswered(queryClient: QueryClient, storeId: number, questionId: number) {
  const lists = queryClient.getQueryCache().findAll({ queryKey: [...sellerTrustKeys.questions(storeId), 'list'] })
  for (const query of lists) {
    const params = query.queryKey[4] as StoreTrustParams
    queryClient.setQueryData<StoreQuestionPage>(query.queryKey, (page) => {
      if (!page) return page
      const had = params.unanswered && page.items.some((q) => q.id === questionId)
      return {
        ...page,
        unanswered_total: Math.max(0, page.unanswered_total - 1),
        ...(had ? { items: page.items.filter((q) => q.id !== questionId), total: Math.max(0, page.total - 1) } : {}),
      }
    })
  }
  queryClient.setQueryData<number>(sellerTrustKeys.unanswered(storeId), (count) =>
    count === undefined ? count : Math.max(0, count - 1),
  )
}

/** Answers a question as the store («فروشنده»); online only, the refusal is shown by the form. */
export function useAnswerQuestion(storeId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: string }) =>
      unwrap(api.POST('/questions/{id}/answers', { params: { path: { id } }, body: { body, store_id: storeId } })),
    networkMode: 'always',
    meta: { silentError: true },
    onSuccess: async (_question, { id }) => {
      dropAnswered(queryClient, storeId, id)
      await queryClient.invalidateQueries({ queryKey: sellerTrustKeys.questions(storeId) })
    },
  })
}

export function storeReviewsQueryOptions(storeId: number, params: StoreTrustParams) {
  const query = { ...params, unanswered: params.unanswered || undefined }
  return queryOptions({
    queryKey: sellerTrustKeys.reviewList(storeId, params),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/stores/{store_id}/reviews', { params: { path: { store_id: storeId }, query }, signal })),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  })
}

/** The store's one public answer to a review; the answered review replaces the cached one. */
export function useAnswerReview(storeId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: string }) =>
      unwrap(api.POST('/reviews/{id}/answer', { params: { path: { id } }, body: { body } })),
    networkMode: 'always',
    meta: { silentError: true },
    onSuccess: async (review) => {
      queryClient.setQueriesData<Schemas['ReviewPage']>({ queryKey: sellerTrustKeys.reviews(storeId) }, (page) =>
        page ? { ...page, items: page.items.map((r) => (r.id === review.id ? review : r)) } : page,
      )
      await queryClient.invalidateQueries({ queryKey: sellerTrustKeys.reviews(storeId) })
    },
  })
}

export function myStoreScoreQueryOptions(storeId: number) {
  return queryOptions({
    queryKey: sellerTrustKeys.score(storeId),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/stores/{store_id}/score', { params: { path: { store_id: storeId } }, signal })),
    staleTime: 60_000,
  })
}
