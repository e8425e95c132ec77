import { useQuery } from '@tanstack/react-query'
import { css } from 'styled-system/css'
import {
  ADMIN_CURATION_PAGE_SIZE,
  ADMIN_PRODUCT_PAGE_SIZE,
  type AdminProductParams,
  type AuditEntry,
  adminProductsQueryOptions,
  discountedProductsQueryOptions,
  storeArticlesQueryOptions,
  storeAuditQueryOptions,
  storeBundlesQueryOptions,
} from '#api/admin-stores'
import { formatDate, formatDateTime, formatNumber } from '#lib/fa'
import type { Schemas } from '#sdk'
import { Badge } from '#ui/badge'
import { type Column, DataTable } from '#ui/panel/data-table/data-table'
import { skipOf } from '#ui/panel/data-table/table-search'
import { useTableSearch } from '#ui/panel/data-table/use-table-search'
import { Toman } from '#ui/price'
import { PhoneText } from '#views/contact-numbers'
import type { AdminStoreSearch } from './admin-store-search'

type Product = Schemas['Product']
type Summary = Schemas['ProductSummary']
type Bundle = Schemas['Bundle']
type Post = Schemas['BlogPost']

const SORTS = ['created_at', 'price', 'stock', 'name'] as const

const productColumns: Column<Product>[] = [
  { key: 'name', header: 'نام کالا', primary: true, sortable: true, cell: (p) => p.name_fa },
  { key: 'category', header: 'دسته‌بندی', cell: (p) => p.category.name_fa },
  { key: 'price', header: 'قیمت', sortable: true, cell: (p) => (p.price === null ? '—' : <Toman value={p.price} />) },
  {
    key: 'stock',
    header: 'موجودی',
    sortable: true,
    cell: (p) => (p.stock ? formatNumber(p.stock) : <Badge variant="danger">ناموجود</Badge>),
  },
  { key: 'created_at', header: 'تاریخ افزودن', sortable: true, cell: (p) => formatDate(p.created_at) },
]

/** The store's products, 20 a page: the in-stock filter and the four sorts, all in the URL. */
export function StoreProducts({ storeId }: { storeId: number }) {
  const { search, update } = useTableSearch<AdminStoreSearch>()
  const sort = SORTS.find((s) => s === search.sort)
  const params: AdminProductParams = {
    store_id: storeId,
    in_stock_only: search.stock === '1' || undefined,
    sort_by: sort,
    sort_order: sort ? (search.order ?? 'desc') : undefined,
    skip: skipOf(search.page, ADMIN_PRODUCT_PAGE_SIZE),
    limit: ADMIN_PRODUCT_PAGE_SIZE,
  }
  const query = useQuery(adminProductsQueryOptions(params))
  return (
    <DataTable
      label="محصولات فروشگاه"
      columns={productColumns}
      rows={query.data?.items}
      rowKey={(p) => p.id}
      total={query.data?.total ?? 0}
      pageSize={ADMIN_PRODUCT_PAGE_SIZE}
      isPending={query.isPending}
      error={query.error}
      onRetry={() => void query.refetch()}
      toolbar={
        <label className={css({ display: 'inline-flex', alignItems: 'center', gap: '2', fontSize: 'sm', minH: '11' })}>
          <input
            type="checkbox"
            checked={search.stock === '1'}
            onChange={(event) => update({ stock: event.currentTarget.checked ? '1' : undefined })}
          />
          فقط کالاهای موجود
        </label>
      }
      empty={
        search.stock
          ? { title: 'کالای موجودی ندارد', description: 'فیلتر «فقط کالاهای موجود» را بردارید.' }
          : { title: 'این فروشگاه هنوز کالایی ندارد' }
      }
    />
  )
}

const summaryColumns: Column<Summary>[] = [
  { key: 'name', header: 'نام کالا', primary: true, cell: (p) => p.name_fa },
  {
    key: 'price',
    header: 'قیمت پس از تخفیف',
    cell: (p) => (p.price === null ? '—' : <Toman value={p.price} />),
  },
  {
    key: 'original',
    header: 'قیمت اصلی',
    cell: (p) => (p.original_price ? <Toman value={p.original_price} /> : '—'),
  },
  {
    key: 'percent',
    header: 'تخفیف',
    cell: (p) => (p.discount_percent ? `${formatNumber(p.discount_percent)}٪` : '—'),
  },
]

export function StoreDiscounted({ storeId }: { storeId: number }) {
  const { search } = useTableSearch<AdminStoreSearch>()
  const query = useQuery(discountedProductsQueryOptions(storeId, skipOf(search.page, ADMIN_CURATION_PAGE_SIZE)))
  return (
    <DataTable
      label="کالاهای تخفیف‌دار"
      columns={summaryColumns}
      rows={query.data?.items}
      rowKey={(p) => p.id}
      total={query.data?.total ?? 0}
      pageSize={ADMIN_CURATION_PAGE_SIZE}
      isPending={query.isPending}
      error={query.error}
      onRetry={() => void query.refetch()}
      empty={{ title: 'کالای تخفیف‌داری ندارد' }}
    />
  )
}

const bundleColumns: Column<Bundle>[] = [
  { key: 'name', header: 'نام بسته', primary: true, cell: (b) => b.name },
  { key: 'items', header: 'تعداد کالا', cell: (b) => formatNumber(b.items.length) },
  { key: 'price', header: 'قیمت بسته', cell: (b) => <Toman value={b.selling_price} /> },
  { key: 'created_at', header: 'تاریخ ساخت', cell: (b) => formatDate(b.created_at) },
]

export function StoreBundles({ storeId }: { storeId: number }) {
  const { search } = useTableSearch<AdminStoreSearch>()
  const query = useQuery(storeBundlesQueryOptions(storeId, skipOf(search.page, ADMIN_CURATION_PAGE_SIZE)))
  return (
    <DataTable
      label="بسته‌های فروشگاه"
      columns={bundleColumns}
      rows={query.data?.items}
      rowKey={(b) => b.id}
      total={query.data?.total ?? 0}
      pageSize={ADMIN_CURATION_PAGE_SIZE}
      isPending={query.isPending}
      error={query.error}
      onRetry={() => void query.refetch()}
      empty={{ title: 'بسته فعالی ندارد' }}
    />
  )
}

const postColumns: Column<Post>[] = [
  { key: 'title', header: 'عنوان', primary: true, cell: (p) => p.title },
  { key: 'published_at', header: 'تاریخ انتشار', cell: (p) => (p.published_at ? formatDate(p.published_at) : '—') },
]

export function StoreArticles({ storeId }: { storeId: number }) {
  const { search } = useTableSearch<AdminStoreSearch>()
  const query = useQuery(storeArticlesQueryOptions(storeId, skipOf(search.page, ADMIN_CURATION_PAGE_SIZE)))
  return (
    <DataTable
      label="مطالب فروشگاه"
      columns={postColumns}
      rows={query.data?.items}
      rowKey={(p) => p.id}
      total={query.data?.total ?? 0}
      pageSize={ADMIN_CURATION_PAGE_SIZE}
      isPending={query.isPending}
      error={query.error}
      onRetry={() => void query.refetch()}
      empty={{ title: 'مطلب منتشرشده‌ای ندارد' }}
    />
  )
}

const ACTION_LABELS: Record<string, string> = {
  'store.verify': 'تأیید فروشگاه',
  'store.unverify': 'لغو تأیید',
}

const auditColumns: Column<AuditEntry>[] = [
  {
    key: 'action',
    header: 'کار',
    primary: true,
    cell: (e) => (
      <Badge variant={e.action === 'store.verify' ? 'success' : e.action === 'store.unverify' ? 'danger' : 'neutral'}>
        {ACTION_LABELS[e.action] ?? e.action}
      </Badge>
    ),
  },
  { key: 'note', header: 'یادداشت', cell: (e) => e.note ?? '—' },
  {
    key: 'admin',
    header: 'مدیر',
    cell: (e) => (e.admin ? (e.admin.name ?? <PhoneText value={e.admin.phone} />) : 'حساب حذف‌شده'),
  },
  { key: 'created_at', header: 'زمان', cell: (e) => formatDateTime(e.created_at) },
]

/** Who verified or unverified the store, when and with what note; newest first. */
export function StoreAudit({ storeId }: { storeId: number }) {
  const { search } = useTableSearch<AdminStoreSearch>()
  const query = useQuery(storeAuditQueryOptions(storeId, skipOf(search.page, 20)))
  return (
    <DataTable
      label="گزارش فعالیت‌ها"
      columns={auditColumns}
      rows={query.data?.items}
      rowKey={(e) => e.id}
      total={query.data?.total ?? 0}
      pageSize={20}
      isPending={query.isPending}
      error={query.error}
      onRetry={() => void query.refetch()}
      empty={{ title: 'هنوز کاری روی این فروشگاه ثبت نشده است' }}
    />
  )
}
