import { useQuery } from '@tanstack/react-query'
import { unansweredQuestionsQueryOptions } from '#api/seller-trust'

/**
 * Published questions about the store's products it has not answered (0 while unknown or with no
 * store): the sidebar's badge and the inbox's title, read again every minute while the panel is
 * open; answering one takes it down at once.
 */
export function useUnansweredQuestions(storeId: number | null): number {
  const query = useQuery({ ...unansweredQuestionsQueryOptions(storeId ?? 0), enabled: storeId !== null })
  return query.data ?? 0
}
