// A store's money (issue 30): its balances, ledger, one order's breakdown and its payouts for the
// seller's «مالی»; the commission rates and finance settings for the admin's «کارمزدها». Reads
// only: every change here needs the server's answer (a rate out of range is refused), so none is
// queued offline. The seller's reads are persisted with the panel (readable offline, with their time).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#lib/api'
import { type Schemas, unwrap } from '#sdk'
import { queryKeys } from './query-keys'

export type FinanceSummary = Schemas['FinanceSummary']
export type LedgerEntry = Schemas['LedgerEntry']
export type LedgerKind = Schemas['LedgerKind']
export type OrderFinance = Schemas['OrderFinance']
export type StorePayout = Schemas['StorePayout']
export type CommissionRate = Schemas['CommissionRate']
export type FinanceSettings = Schemas['FinanceSettings']

export const LEDGER_PAGE_SIZE = 20

export interface LedgerFilters {
  from?: string
  to?: string
  kind?: LedgerKind
}

export const financeKeys = queryKeys('finance', {
  store: (storeId: number) => ['store', storeId] as const,
  summary: (storeId: number) => ['store', storeId, 'summary'] as const,
  ledger: (storeId: number, filters: LedgerFilters, skip: number) =>
    ['store', storeId, 'ledger', filters, skip] as const,
  order: (storeId: number, orderId: number) => ['store', storeId, 'order', orderId] as const,
  payouts: (storeId: number) => ['store', storeId, 'payouts'] as const,
  rates: () => ['admin', 'rates'] as const,
  settings: () => ['admin', 'settings'] as const,
})

const storePath = (storeId: number) => ({ path: { store_id: storeId } })

export const storeFinanceQueryOptions = (storeId: number) =>
  queryOptions({
    queryKey: financeKeys.summary(storeId),
    queryFn: ({ signal }) => unwrap(api.GET('/stores/{store_id}/finance', { params: storePath(storeId), signal })),
    meta: { silentError: true },
  })

export const storeLedgerQueryOptions = (storeId: number, filters: LedgerFilters, skip: number) =>
  queryOptions({
    queryKey: financeKeys.ledger(storeId, filters, skip),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/stores/{store_id}/finance/ledger', {
          params: { ...storePath(storeId), query: { ...filters, skip, limit: LEDGER_PAGE_SIZE } },
          signal,
        }),
      ),
    meta: { silentError: true },
  })

export const storeOrderFinanceQueryOptions = (storeId: number, orderId: number) =>
  queryOptions({
    queryKey: financeKeys.order(storeId, orderId),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/stores/{store_id}/finance/orders/{order_id}', {
          params: { path: { store_id: storeId, order_id: orderId } },
          signal,
        }),
      ),
    meta: { silentError: true },
  })

export const storePayoutsQueryOptions = (storeId: number) =>
  queryOptions({
    queryKey: financeKeys.payouts(storeId),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/stores/{store_id}/finance/payouts', {
          params: { ...storePath(storeId), query: { skip: 0, limit: 50 } },
          signal,
        }),
      ),
    meta: { silentError: true },
  })

/** The ledger's entries the filters match, as the server's CSV file (read with the seller's token). */
export async function ledgerCsv(storeId: number, filters: LedgerFilters): Promise<Blob> {
  return unwrap(
    api.GET('/stores/{store_id}/finance/ledger.csv', {
      params: { ...storePath(storeId), query: filters },
      parseAs: 'blob',
    }),
  ) as Promise<Blob>
}

export const commissionRatesQueryOptions = () =>
  queryOptions({
    queryKey: financeKeys.rates(),
    queryFn: ({ signal }) => unwrap(api.GET('/admins/commission-rates', { signal })),
  })

export const financeSettingsQueryOptions = () =>
  queryOptions({
    queryKey: financeKeys.settings(),
    queryFn: ({ signal }) => unwrap(api.GET('/admins/finance-settings', { signal })),
  })

/** Sets a category's own rate (basis points), or clears it back to inherited (`null`). */
export function useSetCommissionRate() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ categoryId, rateBp }: { categoryId: number; rateBp: number | null }) =>
      rateBp === null
        ? unwrap(
            api.DELETE('/admins/commission-rates/{category_id}', { params: { path: { category_id: categoryId } } }),
          )
        : unwrap(
            api.PUT('/admins/commission-rates/{category_id}', {
              params: { path: { category_id: categoryId } },
              body: { rate_bp: rateBp },
            }),
          ),
    networkMode: 'always',
    meta: { silentError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: financeKeys.rates() }),
  })
}

export function useUpdateFinanceSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: FinanceSettings) => unwrap(api.PUT('/admins/finance-settings', { body })),
    networkMode: 'always',
    meta: { silentError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: financeKeys.all }),
  })
}
