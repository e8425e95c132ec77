import { css } from 'styled-system/css'
import { ORDER_STATUSES, type OrderStatus } from '#api/orders'
import { formatNumber } from '#lib/fa'
import { CountBadge } from '#ui/badge'
import { useTableSearch } from '#ui/panel/data-table/use-table-search'
import { DatePicker } from '#ui/panel/date-picker'
import * as Tabs from '#ui/panel/tabs'
import { ORDER_STATUS_LABELS } from '#views/order/order-status'
import { QueuedCountBadge } from '#views/order/queued-moves'
import type { SellerOrdersSearch } from './seller-orders-search'

const ALL = 'all'
const TODO = 'todo'
const statusOptions = [
  { value: ALL, label: 'همه' },
  { value: TODO, label: 'نیازمند اقدام' },
  ...ORDER_STATUSES.map((status) => ({ value: status, label: ORDER_STATUS_LABELS[status] })),
]

/**
 * The status tabs: every status («همه») or one, from the URL (a tab is a link-like filter; the
 * table below is the one panel they all show). «نیازمند اقدام» (paid online orders and cash ones
 * the store has not moved yet) carries the new-orders count, and how many moves made offline wait
 * to be sent (the count is the server's, which has not seen them yet).
 */
export function OrderStatusTabs({ newOrders, queued = 0 }: { newOrders?: number; queued?: number }) {
  const { search, update } = useTableSearch<SellerOrdersSearch>()
  return (
    <Tabs.Root
      value={search.todo ? TODO : (search.status ?? ALL)}
      onValueChange={({ value }) =>
        update({
          todo: value === TODO ? true : undefined,
          status: value === ALL || value === TODO ? undefined : (value as OrderStatus),
        })
      }
      activationMode="manual"
      className={css({ mb: '2' })}
    >
      <Tabs.List aria-label="وضعیت سفارش">
        {statusOptions.map((option) => (
          <Tabs.Trigger key={option.value} value={option.value}>
            {option.label}
            {option.value === TODO && newOrders ? (
              <CountBadge count={newOrders} label={`${formatNumber(newOrders)} سفارش تازه`} />
            ) : null}
            {option.value === TODO && queued ? <QueuedCountBadge count={queued} /> : null}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
    </Tabs.Root>
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
