import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#lib/api'
import { type Schemas, unwrap } from '#sdk'
import { queryKeys } from './query-keys'

// A store's money (issue 30): its balances, ledger (and the ledger as a CSV), one order's frozen
// breakdown, its payouts; and the admin's commission rates and finance settings. Every read is
// kept in the persisted cache like the panels' other reads, so the page opens offline.

export type FinanceSummary = Schemas['FinanceSummary']
export type LedgerEntry = Schemas['LedgerEntry']
export type LedgerKind = Schemas['LedgerKind']
export type LedgerState = Schemas['LedgerState']
export type OrderFinance = Schemas['OrderFinance']
export type StorePayout = Schemas['StorePayout']
export type CommissionRate = Schemas['CommissionRate']
export type CommissionRates = Schemas['CommissionRates']
export type FinanceSettings = Schemas['FinanceSettings']

export const LEDGER_KINDS = ['sale', 'shipping', 'commission', 'refund'] as const satisfies readonly LedgerKind[]
export const LEDGER_PAGE_SIZE = 20
export const PAYOUT_PAGE_SIZE = 20

/** The ledger's filters as the server reads them: Tehran days ('2026-11-01') and a kind. */
export interface LedgerFilters {
  from?: string
  to?: string
  kind?: LedgerKind
}

export const financeKeys = queryKeys('finance', {
  store: (storeId: number) => [storeId] as const,
  summary: (storeId: number) => [storeId, 'summary'] as const,
  ledger: (storeId: number, filters: LedgerFilters, skip: number) => [storeId, 'ledger', filters, skip] as const,
  order: (storeId: number, orderId: number) => [storeId, 'order', orderId] as const,
  payouts: (storeId: number, skip: number) => [storeId, 'payouts', skip] as const,
  rates: () => ['admin', 'rates'] as const,
  settings: () => ['admin', 'settings'] as const,
})

const path = (storeId: number) => ({ store_id: storeId })

export function financeSummaryQueryOptions(storeId: number) {
  return queryOptions({
    queryKey: financeKeys.summary(storeId),
    queryFn: ({ signal }) => unwrap(api.GET('/stores/{store_id}/finance', { params: { path: path(storeId) }, signal })),
    staleTime: 10_000,
  })
}

export function ledgerQueryOptions(storeId: number, filters: LedgerFilters, skip: number) {
  return queryOptions({
    queryKey: financeKeys.ledger(storeId, filters, skip),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/stores/{store_id}/finance/ledger', {
          params: { path: path(storeId), query: { ...filters, skip, limit: LEDGER_PAGE_SIZE } },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  })
}

export function orderFinanceQueryOptions(storeId: number, orderId: number) {
  return queryOptions({
    queryKey: financeKeys.order(storeId, orderId),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/stores/{store_id}/finance/orders/{order_id}', {
          params: { path: { store_id: storeId, order_id: orderId } },
          signal,
        }),
      ),
    staleTime: 60_000,
  })
}

export function payoutsQueryOptions(storeId: number, skip: number) {
  return queryOptions({
    queryKey: financeKeys.payouts(storeId, skip),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/stores/{store_id}/finance/payouts', {
          params: { path: path(storeId), query: { skip, limit: PAYOUT_PAGE_SIZE } },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  })
}

/**
 * The ledger as the server's CSV, with the same filters: fetched through the API client (its
 * bearer header and refresh), so a plain link, which carries no token, is not used. Resolves to
 * the file and the name the server gave it.
 */
export async function fetchLedgerCsv(storeId: number, filters: LedgerFilters): Promise<{ blob: Blob; name: string }> {
  const call = api.GET('/stores/{store_id}/finance/ledger.csv', {
    params: { path: path(storeId), query: filters },
    parseAs: 'blob',
  })
  const blob = (await unwrap(call)) as unknown as Blob
  const { response } = await call
  const named = /filename="?([^";]+)"?/.exec(response.headers.get('content-disposition') ?? '')
  return { blob, name: named?.[1] ?? `ledger-${storeId}.csv` }
}

export function commissionRatesQueryOptions() {
  return queryOptions({
    queryKey: financeKeys.rates(),
    queryFn: ({ signal }) => unwrap(api.GET('/admins/commission-rates', { signal })),
  })
}

export function financeSettingsQueryOptions() {
  return queryOptions({
    queryKey: financeKeys.settings(),
    queryFn: ({ signal }) => unwrap(api.GET('/admins/finance-settings', { signal })),
  })
}

/** Sets (a number) or clears (null) a category's own rate; the tree is read again (children inherit). */
export function useSetCommissionRate() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ categoryId, rateBp }: { categoryId: number; rateBp: number | null }) => {
      const params = { path: { category_id: categoryId } }
      return rateBp === null
        ? unwrap(api.DELETE('/admins/commission-rates/{category_id}', { params }))
        : unwrap(api.PUT('/admins/commission-rates/{category_id}', { params, body: { rate_bp: rateBp } }))
    },
    meta: { silentError: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: financeKeys.rates() }),
  })
}

export function useUpdateFinanceSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: FinanceSettings) => unwrap(api.PUT('/admins/finance-settings', { body })),
    meta: { silentError: true },
    onSuccess: (settings) => {
      queryClient.setQueryData(financeKeys.settings(), settings)
      // The default is what categories without a rate of their own take.
      void queryClient.invalidateQueries({ queryKey: financeKeys.rates() })
    },
  })
}
