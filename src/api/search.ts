// Search suggestions (spec sections 4, 5 and 9): asked for only when the phrase, debounced 300 ms,
// has at least 2 characters, and kept 300 s. Only entries with a category id, a phrase and the
// category's name are shown.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '#lib/api'
import { useDebouncedValue } from '#lib/use-debounced-value'
import { type Schemas, unwrap } from '#sdk'
import { queryKeys } from './query-keys'

export type Suggestion = Schemas['Suggestion']

export const SUGGESTION_DEBOUNCE_MS = 300
export const SUGGESTION_MIN_LENGTH = 2
/** Kept as long as it is fresh (its staleTime is the table's: decision 028). */
export const SUGGESTION_STALE_MS = 300_000

export const suggestionKeys = queryKeys('suggestions', {
  phrase: (phrase: string) => [phrase] as const,
})

export function suggestionQueryOptions(phrase: string) {
  return queryOptions({
    queryKey: suggestionKeys.phrase(phrase),
    queryFn: ({ signal }) => unwrap(api.GET('/public/suggestions', { params: { query: { phrase } }, signal })),
    gcTime: SUGGESTION_STALE_MS,
    // Suggestions are a convenience: a failure just shows none.
    meta: { silentError: true },
    select: (data) => data.items.filter(isShowable),
  })
}

/** Whether the typed phrase is long enough to ask for suggestions. */
export function wantsSuggestions(phrase: string): boolean {
  return phrase.trim().length >= SUGGESTION_MIN_LENGTH
}

export function isShowable(item: Partial<Suggestion>): item is Suggestion {
  return Boolean(item.id && item.phrase && item.fname)
}

/** The suggestions for what is typed now (the previous ones stay while the next arrive). */
export function useSuggestions(phrase: string): Suggestion[] {
  const debounced = useDebouncedValue(phrase.trim(), SUGGESTION_DEBOUNCE_MS)
  const query = useQuery({
    ...suggestionQueryOptions(debounced),
    enabled: wantsSuggestions(debounced) && wantsSuggestions(phrase),
    placeholderData: keepPreviousData,
  })
  return wantsSuggestions(phrase) && query.data ? query.data : []
}
