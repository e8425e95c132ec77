import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { dataTable } from 'styled-system/recipes'
import { adminStoresQueryOptions } from '#api/admin-stores'
import { type OrderStatus, SELLER_ORDER_PAGE_SIZE, type SellerOrder, sellerOrdersQueryOptions } from '#api/orders'
import { formatDate, toPersianDigits } from '#lib/fa'
import { dayEndTimestamp, dayStartTimestamp } from '#lib/jalali'
import { useDocumentTitle } from '#lib/use-document-title'
import { type Column, DataTable, FilterGroup } from '#ui/panel/data-table/data-table'
import { skipOf } from '#ui/panel/data-table/table-search'
import { TableSearchBox } from '#ui/panel/data-table/table-search-box'
import { useTableSearch } from '#ui/panel/data-table/use-table-search'
import { DatePicker } from '#ui/panel/date-picker'
import { PanelHeader } from '#ui/panel/panel-layout'
import { Select } from '#ui/panel/select'
import { Toman } from '#ui/price'
import { PhoneText } from '#views/contact-numbers'
import { ORDER_STATUS_LABELS, OrderStatusBadge } from '#views/order/order-status'
import type { AdminOrdersSearch } from './admin-orders-search'

const ALL = 'all'

const columns: Column<SellerOrder>[] = [
  {
    key: 'id',
    header: 'شماره سفارش',
    primary: true,
    // The whole row opens the order (the link's area covers the row, as on the stores list).
    cell: (o) => (
      <Link to="/admin/orders/$id" params={{ id: String(o.id) }} className={dataTable().rowLink}>
        سفارش {toPersianDigits(o.id)}
      </Link>
    ),
  },
  { key: 'store', header: 'فروشگاه', cell: (o) => o.store.name },
  { key: 'customer', header: 'مشتری', cell: (o) => o.customer.name ?? <PhoneText value={o.customer.phone} /> },
  { key: 'created_at', header: 'تاریخ ثبت', cell: (o) => formatDate(o.created_at) },
  { key: 'total', header: 'مبلغ کل', cell: (o) => <Toman value={o.total} /> },
  { key: 'status', header: 'وضعیت', primary: true, cell: (o) => <OrderStatusBadge status={o.status} /> },
]

/**
 * /admin/orders: every store's orders, newest first, narrowed by store, status, a range of
 * (Jalali) days and a phrase; the state is in the URL.
 */
export function AdminOrdersPage() {
  useDocumentTitle('سفارش‌ها')
  const { search, update } = useTableSearch<AdminOrdersSearch>()
  const stores = useQuery(adminStoresQueryOptions({ limit: 100 }))
  const query = useQuery(
    sellerOrdersQueryOptions({
      store_id: search.store ? Number(search.store) : undefined,
      status: search.status as OrderStatus | undefined,
      search: search.q || undefined,
      created_from: search.from ? dayStartTimestamp(search.from) : undefined,
      created_to: search.to ? dayEndTimestamp(search.to) : undefined,
      skip: skipOf(search.page, SELLER_ORDER_PAGE_SIZE),
      limit: SELLER_ORDER_PAGE_SIZE,
    }),
  )
  const storeOptions = [
    { value: ALL, label: 'همه فروشگاه‌ها' },
    ...(stores.data?.items ?? []).map((s) => ({ value: String(s.id), label: s.name })),
  ]
  const statusOptions = [
    { value: ALL, label: 'همه وضعیت‌ها' },
    ...Object.entries(ORDER_STATUS_LABELS).map(([value, label]) => ({ value, label })),
  ]
  return (
    <>
      <PanelHeader title="سفارش‌ها" />
      <DataTable
        label="سفارش‌های همه فروشگاه‌ها"
        columns={columns}
        rows={query.data?.items}
        rowKey={(o) => o.id}
        total={query.data?.total ?? 0}
        pageSize={SELLER_ORDER_PAGE_SIZE}
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        toolbar={
          <>
            <TableSearchBox label="جستجو" placeholder="شماره سفارش، مشتری یا کالا" />
            <FilterGroup>
              <Select
                label="فروشگاه"
                options={storeOptions}
                value={search.store ?? ALL}
                onValueChange={(v) => update({ store: v && v !== ALL ? v : undefined })}
              />
              <Select
                label="وضعیت"
                options={statusOptions}
                value={search.status ?? ALL}
                onValueChange={(v) => update({ status: v && v !== ALL ? (v as OrderStatus) : undefined })}
              />
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
          search.q || search.status || search.from || search.to || search.store
            ? { title: 'سفارشی با این شرایط پیدا نشد', description: 'جستجو یا فیلترها را تغییر دهید.' }
            : { title: 'هنوز سفارشی ثبت نشده است' }
        }
      />
    </>
  )
}
