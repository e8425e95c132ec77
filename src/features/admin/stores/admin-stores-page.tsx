import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { dataTable } from 'styled-system/recipes'
import { ADMIN_STORE_PAGE_SIZE, type AdminStore, adminStoresQueryOptions } from '#api/admin-stores'
import { formatDate, formatNumber } from '#lib/fa'
import { useDocumentTitle } from '#lib/use-document-title'
import { CountBadge } from '#ui/badge'
import { type Column, DataTable } from '#ui/panel/data-table/data-table'
import { skipOf } from '#ui/panel/data-table/table-search'
import { TableSearchBox } from '#ui/panel/data-table/table-search-box'
import { useTableSearch } from '#ui/panel/data-table/use-table-search'
import { PanelHeader } from '#ui/panel/panel-layout'
import * as Tabs from '#ui/panel/tabs'
import { PhoneText } from '#views/contact-numbers'
import { UNDER_REVIEW } from '#views/store-review-badge'
import type { AdminStoresSearch } from './admin-stores-search'
import { STORE_KIND_LABELS, StoreStatusBadge } from './store-status'

const columns: Column<AdminStore>[] = [
  {
    key: 'name',
    header: 'فروشگاه',
    primary: true,
    cell: (store) => (
      <Link to="/admin/stores/$id" params={{ id: String(store.id) }} className={dataTable().rowLink}>
        {store.name}
      </Link>
    ),
  },
  {
    key: 'owner',
    header: 'مالک',
    cell: (store) =>
      store.owner ? (
        <span>
          {store.owner.name ? `${store.owner.name}، ` : ''}
          <PhoneText value={store.owner.phone} />
        </span>
      ) : (
        '—'
      ),
  },
  {
    key: 'kind',
    header: 'نوع',
    cell: (store) =>
      store.kind === 'legal_entity'
        ? `${STORE_KIND_LABELS.legal_entity}: ${store.company_name ?? ''}`
        : STORE_KIND_LABELS.individual,
  },
  { key: 'created_at', header: 'تاریخ ثبت', cell: (store) => formatDate(store.created_at) },
  { key: 'status', header: 'وضعیت', primary: true, cell: (store) => <StoreStatusBadge verified={store.verified} /> },
]

const TABS = [
  { value: 'all', label: 'همه' },
  { value: 'awaiting', label: UNDER_REVIEW },
  { value: 'verified', label: 'تأییدشده' },
] as const

/**
 * /admin/stores: every store, newest first, 19 a page; the tabs narrow it to the stores awaiting
 * review or the verified ones, the search box to a name, slug, owner's phone or company.
 */
export function AdminStoresPage() {
  const { search, update } = useTableSearch<AdminStoresSearch>()
  const query = useQuery(
    adminStoresQueryOptions({
      verified: search.status === undefined ? undefined : search.status === 'verified',
      search: search.q || undefined,
      skip: skipOf(search.page, ADMIN_STORE_PAGE_SIZE),
      limit: ADMIN_STORE_PAGE_SIZE,
    }),
  )
  useDocumentTitle('فروشگاه‌ها')
  const awaiting = query.data?.awaiting_review
  return (
    <>
      <PanelHeader title="فروشگاه‌ها" />
      <Tabs.Root
        value={search.status ?? 'all'}
        onValueChange={({ value }) =>
          update({ status: value === 'all' ? undefined : (value as AdminStoresSearch['status']) })
        }
        activationMode="manual"
        className={css({ mb: '2' })}
      >
        <Tabs.List aria-label="وضعیت بررسی">
          {TABS.map((tab) => (
            <Tabs.Trigger key={tab.value} value={tab.value}>
              {tab.label}
              {tab.value === 'awaiting' && awaiting ? (
                <CountBadge count={awaiting} label={`${formatNumber(awaiting)} فروشگاه ${UNDER_REVIEW}`} />
              ) : null}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </Tabs.Root>
      <DataTable
        label="فروشگاه‌ها"
        columns={columns}
        rows={query.data?.items}
        rowKey={(store) => store.id}
        total={query.data?.total ?? 0}
        pageSize={ADMIN_STORE_PAGE_SIZE}
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        toolbar={<TableSearchBox label="جستجو" placeholder="نام، نامک، تلفن مالک یا نام شرکت" />}
        empty={
          search.q || search.status
            ? { title: 'فروشگاهی با این شرایط پیدا نشد', description: 'جستجو یا فیلتر را تغییر دهید.' }
            : {
                title: 'هنوز فروشگاهی ثبت نشده است',
                description: 'فروشگاه‌هایی که فروشندگان ثبت می‌کنند اینجا نمایش داده می‌شود.',
              }
        }
      />
    </>
  )
}
