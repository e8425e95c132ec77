import { ORDER_STATUSES, type OrderStatus } from '../../../api/orders'
import { useTableSearch } from '../../../ui/data-table/use-table-search'
import { DatePicker } from '../../../ui/date-picker'
import { ORDER_STATUS_LABELS } from '../../../ui/order-status'
import { Select } from '../../../ui/select'
import type { SellerOrdersSearch } from './seller-orders-search'

const ALL = 'all'
const statusOptions = [
  { value: ALL, label: 'همه' },
  ...ORDER_STATUSES.map((status) => ({ value: status, label: ORDER_STATUS_LABELS[status] })),
]

/** The status filter: one status, or every status («همه»). */
export function OrderStatusFilter() {
  const { search, update } = useTableSearch<SellerOrdersSearch>()
  return (
    <Select
      label="وضعیت"
      options={statusOptions}
      value={search.status ?? ALL}
      onValueChange={(value) => update({ status: value === ALL || !value ? undefined : (value as OrderStatus) })}
    />
  )
}

/** One end of the date range: orders from this day on, or up to and including it. */
export function OrderDateFilter({ edge }: { edge: 'from' | 'to' }) {
  const { search, update } = useTableSearch<SellerOrdersSearch>()
  // The range cannot be turned inside out: each end is bounded by the other.
  return (
    <DatePicker
      label={edge === 'from' ? 'از تاریخ' : 'تا تاریخ'}
      value={search[edge] ?? ''}
      min={edge === 'to' ? search.from : undefined}
      max={edge === 'from' ? search.to : undefined}
      onValueChange={(day) => update({ [edge]: day || undefined })}
    />
  )
}
