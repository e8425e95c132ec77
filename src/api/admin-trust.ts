import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#lib/api'
import { type Schemas, unwrap } from '#sdk'
import { queryKeys } from './query-keys'

// The admins' moderation queues of issue 32: buyers' reviews and product questions (with their
// answers), by status, reported first when asked; a decision on one, a bulk approval, and the
// removal of a reported answer. Every decision is in the server's audit log.

export type ModeratedReview = Schemas['Review']
export type ModeratedQuestion = Schemas['Question']
export type ModerationStatus = Schemas['ModerationStatus']

/** The contract's largest trust page (TrustLimit): an admin sees as many as the server gives. */
export const MODERATION_PAGE_SIZE = 20

export interface ModerationParams {
  status: ModerationStatus
  reported?: boolean
  /** Reviews only */
  stars?: number
  product_id?: number
  skip: number
  limit: number
}

export const adminTrustKeys = queryKeys('admin-trust', {
  reviews: (params: ModerationParams) => ['reviews', params] as const,
  questions: (params: ModerationParams) => ['questions', params] as const,
  pending: (kind: 'reviews' | 'questions') => ['pending', kind] as const,
})

export function moderationReviewsQueryOptions(params: ModerationParams) {
  return queryOptions({
    queryKey: adminTrustKeys.reviews(params),
    queryFn: ({ signal }) => unwrap(api.GET('/admins/reviews', { params: { query: params }, signal })),
    placeholderData: keepPreviousData,
  })
}

export function moderationQuestionsQueryOptions({ stars: _, ...params }: ModerationParams) {
  return queryOptions({
    queryKey: adminTrustKeys.questions(params),
    queryFn: ({ signal }) => unwrap(api.GET('/admins/questions', { params: { query: params }, signal })),
    placeholderData: keepPreviousData,
  })
}

/** How many reviews or questions wait for a decision: the sidebar's badges (a one-row page's total). */
export function pendingModerationQueryOptions(kind: 'reviews' | 'questions') {
  return queryOptions({
    queryKey: adminTrustKeys.pending(kind),
    queryFn: async ({ signal }) => {
      const query = { status: 'pending' as const, limit: 1 }
      const page =
        kind === 'reviews'
          ? await unwrap(api.GET('/admins/reviews', { params: { query }, signal }))
          : await unwrap(api.GET('/admins/questions', { params: { query }, signal }))
      return page.total
    },
    staleTime: 60_000,
    meta: { silentError: true },
  })
}

export interface Decision {
  id: number
  decision: 'approve' | 'reject'
  /** Required to reject: the author sees it */
  reason?: string
}

/** Online only (a decision is an admin's, now); the queue and the badges are read again. */
function useTrustMutation<In, Out>(mutationFn: (input: In) => Promise<Out>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    networkMode: 'always',
    meta: { silentError: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminTrustKeys.all }),
  })
}

export function useModerateReview() {
  return useTrustMutation(({ id, ...body }: Decision) =>
    unwrap(api.POST('/admins/reviews/{id}/moderate', { params: { path: { id } }, body })),
  )
}

export function useApproveReviews() {
  return useTrustMutation((ids: number[]) => unwrap(api.POST('/admins/reviews/approve', { body: { ids } })))
}

export function useModerateQuestion() {
  return useTrustMutation(({ id, ...body }: Decision) =>
    unwrap(api.POST('/admins/questions/{id}/moderate', { params: { path: { id } }, body })),
  )
}

export function useApproveQuestions() {
  return useTrustMutation((ids: number[]) => unwrap(api.POST('/admins/questions/approve', { body: { ids } })))
}

/** Removes a (reported) answer; the reason stays in the audit log. */
export function useDeleteAnswer() {
  return useTrustMutation(({ id, reason }: { id: number; reason: string }) =>
    unwrap(api.DELETE('/admins/answers/{id}', { params: { path: { id }, query: { reason } } })),
  )
}
