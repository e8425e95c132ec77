import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { stack } from 'styled-system/patterns'
import {
  type FinanceSummary,
  LEDGER_PAGE_SIZE,
  type LedgerEntry,
  type LedgerFilters,
  storeFinanceQueryOptions,
  storeLedgerQueryOptions,
} from '#api/finance'
import { formatDate, toPersianDigits } from '#lib/fa'
import { useDocumentTitle } from '#lib/use-document-title'
import { Button } from '#ui/button'
import { ErrorState } from '#ui/error-state'
import * as Card from '#ui/panel/card'
import { type Column, DataTable, FilterGroup } from '#ui/panel/data-table/data-table'
import { skipOf } from '#ui/panel/data-table/table-search'
import { useTableSearch } from '#ui/panel/data-table/use-table-search'
import { DatePicker } from '#ui/panel/date-picker'
import { PanelHeader } from '#ui/panel/panel-layout'
import { Select } from '#ui/panel/select'
import { Toman } from '#ui/price'
import { Skeleton, SkeletonGroup } from '#ui/skeleton'
import { StaleNote } from '#ui/stale-note'
import type { FinanceSearch } from './finance-search'
import { LedgerCsvButton } from './ledger-csv-button'
import { LEDGER_KIND_LABELS, LedgerStateBadge, SignedToman } from './ledger-labels'
import { OrderBreakdownDialog } from './order-breakdown-dialog'
import { PayoutsList } from './payouts-list'

const ALL = 'all'
const totalsGrid = css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr 1fr', lg: 'repeat(4, 1fr)' } })
const figure = css({ fontSize: 'xl', fontWeight: 'bold' })
const muted = css({ fontSize: 'sm', color: 'fg.muted' })

function Total({ title, value, detail }: { title: string; value: number; detail?: string }) {
  return (
    <Card.Root size="sm">
      <Card.Body>
        <h2 className={css({ fontSize: 'sm', fontWeight: 'semibold' })}>{title}</h2>
        <p className={figure}>
          <SignedToman value={value} />
        </p>
        {detail ? <p className={muted}>{detail}</p> : null}
      </Card.Body>
    </Card.Root>
  )
}

function Totals({ summary }: { summary: FinanceSummary }) {
  return (
    <section aria-label="موجودی‌ها" className={stack({ gap: '3' })}>
      <div className={totalsGrid}>
        <Total
          title="در انتظار"
          value={summary.pending}
          detail={
            summary.next_available_at
              ? `مهلت مرجوعی ۷ روزه؛ نخستین مبلغ ${formatDate(summary.next_available_at)} آزاد می‌شود`
              : 'مهلت مرجوعی ۷ روزه پس از تحویل'
          }
        />
        <Total title="قابل تسویه" value={summary.available} detail="در تسویهٔ بعدی به شبای فروشگاه واریز می‌شود" />
        <Total title="در حال تسویه" value={summary.in_payout} />
        <Total title="تسویه‌شده" value={summary.paid} />
      </div>
      {summary.owed > 0 ? (
        <p
          role="note"
          className={css({ color: 'danger.default', bg: 'danger.subtle', borderRadius: 'control', p: '3' })}
        >
          بدهی فروشگاه به راسته: <Toman value={summary.owed} />؛ از فروش‌های بعدی کسر می‌شود.
        </p>
      ) : null}
    </section>
  )
}

function TotalsSkeleton() {
  return (
    <SkeletonGroup label="در حال بارگذاری موجودی‌ها">
      <div className={totalsGrid}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className={css({ h: '24' })} />
        ))}
      </div>
    </SkeletonGroup>
  )
}

function entryTitle(e: LedgerEntry): string {
  if (e.kind === 'shipping') return `هزینهٔ ارسال سفارش ${toPersianDigits(e.order_id ?? 0)}`
  return e.item_name ?? LEDGER_KIND_LABELS[e.kind]
}

/**
 * /providers/$storeId/finance («مالی»): what the store has earned, summed from its ledger — pending
 * in the return window, available for the next settlement, in a payout, paid — its entries with
 * Jalali day and kind filters, each order's breakdown, the payouts with the bank's references and
 * the ledger as a CSV. Read offline from the persisted cache, marked with its time.
 */
export function FinancePage({ storeId }: { storeId: string }) {
  const id = Number(storeId)
  useDocumentTitle('مالی')
  const { search, update } = useTableSearch<FinanceSearch>()
  const [openOrder, setOpenOrder] = useState<number | null>(null)
  const filters: LedgerFilters = { from: search.from, to: search.to, kind: search.kind }
  const summary = useQuery(storeFinanceQueryOptions(id))
  const ledger = useQuery(storeLedgerQueryOptions(id, filters, skipOf(search.page, LEDGER_PAGE_SIZE)))
  const columns: Column<LedgerEntry>[] = [
    { key: 'title', header: 'شرح', primary: true, cell: entryTitle },
    { key: 'kind', header: 'نوع', cell: (e) => LEDGER_KIND_LABELS[e.kind] },
    { key: 'created_at', header: 'تاریخ', cell: (e) => formatDate(e.created_at) },
    { key: 'amount', header: 'مبلغ', primary: true, cell: (e) => <SignedToman value={e.amount} /> },
    { key: 'state', header: 'وضعیت', cell: (e) => <LedgerStateBadge state={e.state} /> },
    {
      key: 'order',
      header: 'سفارش',
      cell: (e) =>
        e.order_id ? (
          <Button variant="outline" size="sm" onClick={() => setOpenOrder(e.order_id)}>
            {`ریز مبلغ سفارش ${toPersianDigits(e.order_id)}`}
          </Button>
        ) : (
          '—'
        ),
    },
  ]
  const kindOptions = [
    { value: ALL, label: 'همه' },
    ...Object.entries(LEDGER_KIND_LABELS).map(([value, label]) => ({ value, label })),
  ]
  const filtered = Boolean(search.kind || search.from || search.to)
  return (
    <>
      <PanelHeader title="مالی" />
      <div className={stack({ gap: '4' })}>
        <StaleNote updatedAt={summary.dataUpdatedAt} />
        {summary.data ? (
          <Totals summary={summary.data} />
        ) : summary.error ? (
          <ErrorState error={summary.error} onRetry={() => void summary.refetch()} />
        ) : (
          <TotalsSkeleton />
        )}
        <section aria-labelledby="ledger-title" className={stack({ gap: '2' })}>
          <h2 id="ledger-title" className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
            گردش حساب
          </h2>
          <DataTable
            label="گردش حساب فروشگاه"
            columns={columns}
            rows={ledger.data?.items}
            rowKey={(e) => e.id}
            total={ledger.data?.total ?? 0}
            pageSize={LEDGER_PAGE_SIZE}
            isPending={ledger.isPending}
            error={ledger.error}
            onRetry={() => void ledger.refetch()}
            toolbar={
              <>
                <FilterGroup>
                  <Select
                    label="نوع"
                    options={kindOptions}
                    value={search.kind ?? ALL}
                    onValueChange={(v) => update({ kind: v && v !== ALL ? (v as FinanceSearch['kind']) : undefined })}
                  />
                  <LedgerCsvButton storeId={id} filters={filters} />
                </FilterGroup>
                <FilterGroup>
                  <DatePicker
                    label="از تاریخ"
                    value={search.from ?? ''}
                    max={search.to}
                    onValueChange={(d) => update({ from: d || undefined })}
                  />
                  <DatePicker
                    label="تا تاریخ"
                    value={search.to ?? ''}
                    min={search.from}
                    onValueChange={(d) => update({ to: d || undefined })}
                  />
                </FilterGroup>
              </>
            }
            empty={
              filtered
                ? { title: 'تراکنشی با این شرایط پیدا نشد', description: 'بازهٔ تاریخ یا نوع را تغییر دهید.' }
                : { title: 'هنوز تراکنشی ثبت نشده است', description: 'فروش هر سفارش پس از تحویل اینجا ثبت می‌شود.' }
            }
          />
        </section>
        <PayoutsList storeId={id} />
      </div>
      <OrderBreakdownDialog storeId={id} orderId={openOrder} onClose={() => setOpenOrder(null)} />
    </>
  )
}
