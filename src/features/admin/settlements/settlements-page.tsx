import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { stack } from 'styled-system/patterns'
import { dataTable } from 'styled-system/recipes'
import { SETTLEMENT_PAGE_SIZE, type SettlementRun, settlementRunsQueryOptions } from '#api/settlements'
import { formatDateTime, formatNumber, toPersianDigits } from '#lib/fa'
import { useDocumentTitle } from '#lib/use-document-title'
import { type Column, DataTable } from '#ui/panel/data-table/data-table'
import { skipOf, type TableSearch } from '#ui/panel/data-table/table-search'
import { useTableSearch } from '#ui/panel/data-table/use-table-search'
import { PanelHeader } from '#ui/panel/panel-layout'
import { Toman } from '#ui/price'
import { StartRunForm } from './start-run-form'

const columns: Column<SettlementRun>[] = [
  {
    key: 'id',
    header: 'دوره',
    primary: true,
    cell: (r) => (
      <Link to="/admin/settlements/$id" params={{ id: String(r.id) }} className={dataTable().rowLink}>
        دوره {toPersianDigits(r.id)}
      </Link>
    ),
  },
  { key: 'created_at', header: 'تاریخ', cell: (r) => formatDateTime(r.created_at) },
  { key: 'minimum', header: 'حداقل', cell: (r) => <Toman value={r.minimum} /> },
  { key: 'payout_count', header: 'پرداخت‌ها', cell: (r) => formatNumber(r.payout_count) },
  { key: 'total', header: 'جمع', cell: (r) => <Toman value={r.total} /> },
  {
    key: 'counts',
    header: 'وضعیت',
    cell: (r) =>
      `${formatNumber(r.counts.paid)} پرداخت‌شده، ${formatNumber(r.counts.pending)} در انتظار، ${formatNumber(r.counts.failed)} ناموفق`,
  },
]

/** /admin/settlements: the settlement runs, newest first, and the form that starts one. */
export function SettlementsPage() {
  useDocumentTitle('تسویه‌ها')
  const { search } = useTableSearch<TableSearch>()
  const query = useQuery(settlementRunsQueryOptions(skipOf(search.page, SETTLEMENT_PAGE_SIZE)))
  return (
    <div className={stack({ gap: '4' })}>
      <PanelHeader title="تسویه‌ها" />
      <StartRunForm defaultMinimum={query.data?.default_minimum} />
      <DataTable
        label="دوره‌های تسویه"
        columns={columns}
        rows={query.data?.items}
        rowKey={(r) => r.id}
        total={query.data?.total ?? 0}
        pageSize={SETTLEMENT_PAGE_SIZE}
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        empty={{ title: 'هنوز دوره تسویه‌ای شروع نشده است' }}
      />
    </div>
  )
}
