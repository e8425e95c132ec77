import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#lib/api'
import { type Schemas, unwrap } from '#sdk'
import { queryKeys } from './query-keys'

// The admin's settlement runs (issue 30): the list with the platform's minimum, one run with its
// payouts, starting a run, the bank's transfer file, and marking a payout paid or failed.

export type SettlementRun = Schemas['SettlementRun']
export type AdminPayout = Schemas['AdminPayout']
export type PayoutDecision = Schemas['PayoutDecision']

export const SETTLEMENT_PAGE_SIZE = 20

export const settlementKeys = queryKeys('settlements', {
  lists: () => ['list'] as const,
  list: (skip: number) => ['list', skip] as const,
  detail: (id: number) => ['detail', id] as const,
})

export function settlementRunsQueryOptions(skip: number) {
  return queryOptions({
    queryKey: settlementKeys.list(skip),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/admins/settlement-runs', { params: { query: { skip, limit: SETTLEMENT_PAGE_SIZE } }, signal })),
  })
}

export function settlementRunQueryOptions(id: number) {
  return queryOptions({
    queryKey: settlementKeys.detail(id),
    queryFn: ({ signal }) => unwrap(api.GET('/admins/settlement-runs/{id}', { params: { path: { id } }, signal })),
  })
}

/** Starts a run (online only: the form shows the server's refusal, e.g. no store reached the minimum). */
export function useStartSettlementRun() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (minimum: number | null) =>
      unwrap(api.POST('/admins/settlement-runs', { body: minimum ? { minimum } : {} })),
    networkMode: 'always',
    meta: { silentError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settlementKeys.lists() }),
  })
}

/** Marks a payout paid or failed; the run and the list (their counts) are read again. */
export function useDecidePayout(runId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: PayoutDecision }) =>
      unwrap(api.PUT('/admins/payouts/{id}', { params: { path: { id } }, body: decision })),
    networkMode: 'always',
    meta: { silentError: true },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: settlementKeys.detail(runId) }),
        queryClient.invalidateQueries({ queryKey: settlementKeys.lists() }),
      ]),
  })
}

/**
 * The run's group-transfer file, read through the API client (it carries the admin's bearer token,
 * which a plain link could not) as a Blob.
 */
export async function transferFile(runId: number, format: 'csv' | 'xlsx'): Promise<Blob> {
  const file = await unwrap(
    api.GET('/admins/settlement-runs/{id}/transfer-file', {
      params: { path: { id: runId }, query: { format } },
      parseAs: 'blob',
    }),
  )
  // The contract types the body as text; parseAs 'blob' gives the bytes.
  return file as unknown as Blob
}
