import {
  type DefaultError,
  type FetchQueryOptions,
  onlineManager,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query'

/**
 * A route loader's public read (decision 028). Online: the cached answer only while it is fresh
 * (its staleTime, the resource's freshness), else the server's — so an article unpublished
 * meanwhile is not shown from memory and its 404 gives the not-found page. Offline: whatever the
 * cache holds (or the query waits for the connection).
 */
export function loadFresh<TQueryFnData, TError = DefaultError, TData = TQueryFnData, TKey extends QueryKey = QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<TQueryFnData, TError, TData, TKey>,
): Promise<TData> {
  return onlineManager.isOnline() ? queryClient.fetchQuery(options) : queryClient.ensureQueryData(options)
}
