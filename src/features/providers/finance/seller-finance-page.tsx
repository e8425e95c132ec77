import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { stack } from 'styled-system/patterns'
import { financeSummaryQueryOptions, LEDGER_KINDS, LEDGER_PAGE_SIZE, ledgerQueryOptions } from '#api/finance'
import { useDocumentTitle } from '#lib/use-document-title'
import { ErrorState } from '#ui/error-state'
import { DataTable, FilterGroup } from '#ui/panel/data-table/data-table'
import { skipOf } from '#ui/panel/data-table/table-search'
import { useTableSearch } from '#ui/panel/data-table/use-table-search'
import { DatePicker } from '#ui/panel/date-picker'
import { PanelHeader } from '#ui/panel/panel-layout'
import { Select } from '#ui/panel/select'
import { Skeleton, SkeletonGroup } from '#ui/skeleton'
import { StaleNote } from '#ui/stale-note'
import { BalanceCards } from './balance-cards'
import { CsvButton } from './csv-button'
import { KIND_LABELS } from './finance-labels'
import type { FinanceSearch } from './finance-search'
import { ledgerColumns } from './ledger-columns'
import { isFiltered, ledgerFilters } from './ledger-filters'
import { OrderBreakdownDialog } from './order-breakdown-dialog'
import { PayoutsSection } from './payouts-section'

const ALL = 'all'
const kindOptions = [
  { value: ALL, label: 'همه' },
  ...LEDGER_KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind] })),
]

function Balances({ storeId }: { storeId: number }) {
  const query = useQuery(financeSummaryQueryOptions(storeId))
  if (query.data) return <BalanceCards summary={query.data} />
  if (query.error) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />
  return (
    <SkeletonGroup>
      <Skeleton className={css({ h: '28', borderRadius: 'card' })} />
    </SkeletonGroup>
  )
}

/**
 * /providers/$storeId/finance («مالی»): the store's balances, its ledger (every sale, shipping
 * fee, commission and refund, newest first, filtered by days and kind, each order's breakdown a
 * click away, and the same as a CSV), and its payouts. Offline it is the copy last read, and says
 * so with its time.
 */
export function SellerFinancePage({ storeId }: { storeId: string }) {
  const id = Number(storeId)
  const { search, update } = useTableSearch<FinanceSearch>()
  const filters = ledgerFilters(search)
  const ledger = useQuery(ledgerQueryOptions(id, filters, skipOf(search.page, LEDGER_PAGE_SIZE)))
  const summaryUpdatedAt = useQuery(financeSummaryQueryOptions(id)).dataUpdatedAt
  const [openOrder, setOpenOrder] = useState<number | null>(null)
  useDocumentTitle('مالی')
  return (
    <div className={stack({ gap: '4' })}>
      <PanelHeader title="مالی" actions={<CsvButton storeId={id} filters={filters} />} />
      <StaleNote updatedAt={Math.min(...[summaryUpdatedAt, ledger.dataUpdatedAt].filter(Boolean)) || 0} />
      <Balances storeId={id} />
      <DataTable
        label="گردش حساب"
        columns={ledgerColumns(setOpenOrder)}
        rows={ledger.data?.items}
        rowKey={(entry) => entry.id}
        total={ledger.data?.total ?? 0}
        pageSize={LEDGER_PAGE_SIZE}
        isPending={ledger.isPending}
        error={ledger.error}
        onRetry={() => void ledger.refetch()}
        toolbar={
          <>
            <Select
              label="نوع تراکنش"
              options={kindOptions}
              value={search.kind ?? ALL}
              onValueChange={(value) =>
                update({ kind: value === ALL || !value ? undefined : (value as FinanceSearch['kind']) })
              }
            />
            <FilterGroup>
              <DatePicker
                label="از تاریخ"
                value={search.from ?? ''}
                max={search.to}
                onValueChange={(day) => update({ from: day || undefined })}
              />
              <DatePicker
                label="تا تاریخ"
                value={search.to ?? ''}
                min={search.from}
                onValueChange={(day) => update({ to: day || undefined })}
              />
            </FilterGroup>
          </>
        }
        empty={
          isFiltered(filters)
            ? { title: 'تراکنشی با این شرایط پیدا نشد', description: 'بازهٔ تاریخ یا نوع تراکنش را تغییر دهید.' }
            : {
                title: 'هنوز تراکنشی ثبت نشده است',
                description: 'پس از تحویل هر سفارش، فروش و کارمزد آن اینجا ثبت می‌شود.',
              }
        }
      />
      <PayoutsSection storeId={id} />
      {openOrder !== null ? (
        <OrderBreakdownDialog storeId={id} orderId={openOrder} onClose={() => setOpenOrder(null)} />
      ) : null}
    </div>
  )
}
