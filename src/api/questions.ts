import { type InfiniteData, infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#lib/api'
import { type Schemas, unwrap } from '#sdk'
import { queryKeys } from './query-keys'
import type { TrustReportReason } from './reviews'

export type Question = Schemas['Question']
export type QuestionPage = Schemas['QuestionPage']
export type Answer = Schemas['Answer']

export type QuestionSort = 'newest' | 'helpful'

/** Questions shown per «نمایش بیشتر». */
export const QUESTION_PAGE_SIZE = 5

// A private root like the reviews' (src/api/reviews.ts): each page carries the caller's votes.
export const questionKeys = queryKeys('questions', {
  products: () => ['product'] as const,
  product: (id: number) => ['product', id] as const,
  productList: (id: number, sort: QuestionSort) => ['product', id, sort] as const,
  mine: () => ['mine'] as const,
})

/** A product's published questions with their answers, a page at a time. */
export function productQuestionsQueryOptions(productId: number, sort: QuestionSort) {
  return infiniteQueryOptions({
    queryKey: questionKeys.productList(productId, sort),
    queryFn: ({ pageParam, signal }) =>
      unwrap(
        api.GET('/public/products/{id}/questions', {
          params: { path: { id: productId }, query: { sort, skip: pageParam, limit: QUESTION_PAGE_SIZE } },
          signal,
        }),
      ),
    initialPageParam: 0,
    getNextPageParam: (last: QuestionPage) =>
      last.skip + last.items.length < last.total && last.items.length > 0 ? last.skip + last.items.length : undefined,
    meta: { silentError: true },
  })
}

type Client = ReturnType<typeof useQueryClient>

/** Replaces a question (or changes one) in every cached page of the product lists. */
function patchQuestion(queryClient: Client, id: number, change: (question: Question) => Question) {
  queryClient.setQueriesData<InfiniteData<QuestionPage>>({ queryKey: questionKeys.products() }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.map((question) => (question.id === id ? change(question) : question)),
          })),
        }
      : data,
  )
}

// None of these is queued offline (networkMode 'always'): see src/api/reviews.ts.

/** Asks a question; it waits for an admin, so the public list does not change yet. */
export function useAskQuestion(productId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...questionKeys.all, 'ask'],
    mutationFn: (body: string) =>
      unwrap(api.POST('/products/{id}/questions', { params: { path: { id: productId } }, body: { body } })),
    networkMode: 'always',
    meta: { silentError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: questionKeys.mine() }),
  })
}

/** A buyer's answer (no store): the server says 403 to anyone who has not received the product. */
export function useAnswerQuestion() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...questionKeys.all, 'answer'],
    mutationFn: ({ id, body }: { id: number; body: string }) =>
      unwrap(api.POST('/questions/{id}/answers', { params: { path: { id } }, body: { body } })),
    networkMode: 'always',
    meta: { silentError: true },
    onSuccess: (question) => patchQuestion(queryClient, question.id, () => question),
  })
}

export function useMarkQuestionHelpful() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...questionKeys.all, 'helpful'],
    mutationFn: (id: number) => unwrap(api.POST('/questions/{id}/helpful', { params: { path: { id } } })),
    networkMode: 'always',
    meta: { silentError: true },
    onSuccess: ({ helpful_count }, id) =>
      patchQuestion(queryClient, id, (question) => ({ ...question, helpful_count, voted_helpful: true })),
  })
}

export function useMarkAnswerHelpful() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...questionKeys.all, 'answer-helpful'],
    mutationFn: ({ id }: { id: number; questionId: number }) =>
      unwrap(api.POST('/answers/{id}/helpful', { params: { path: { id } } })),
    networkMode: 'always',
    meta: { silentError: true },
    onSuccess: ({ helpful_count }, { id, questionId }) =>
      patchQuestion(queryClient, questionId, (question) => ({
        ...question,
        answers: question.answers.map((answer) =>
          answer.id === id ? { ...answer, helpful_count, voted_helpful: true } : answer,
        ),
      })),
  })
}

/** Reports a question or an answer (anyone, signed in or not). */
export function useReportQuestionOrAnswer() {
  return useMutation({
    mutationKey: [...questionKeys.all, 'report'],
    mutationFn: ({
      target,
      id,
      reason,
      note,
    }: {
      target: 'question' | 'answer'
      id: number
      reason: TrustReportReason
      note?: string
    }) =>
      target === 'question'
        ? unwrap(api.POST('/public/questions/{id}/report', { params: { path: { id } }, body: { reason, note } }))
        : unwrap(api.POST('/public/answers/{id}/report', { params: { path: { id } }, body: { reason, note } })),
    networkMode: 'always',
    meta: { silentError: true },
  })
}
