import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { type AdminStore, adminStoreQueryOptions } from '#api/admin-stores'
import { formatDate, formatDateTime, formatNumber, toPersianDigits } from '#lib/fa'
import { isMissing } from '#lib/or-not-found'
import { shippingMethodLabel } from '#lib/shipping-rules'
import { useDocumentTitle } from '#lib/use-document-title'
import { ErrorState } from '#ui/error-state'
import * as Card from '#ui/panel/card'
import { useTableSearch } from '#ui/panel/data-table/use-table-search'
import { PanelHeader } from '#ui/panel/panel-layout'
import * as Tabs from '#ui/panel/tabs'
import { Toman } from '#ui/price'
import { Loading } from '#ui/spinner'
import { PhoneText, PostalCodeText } from '#views/contact-numbers'
import { AdminNotFound } from '../admin-not-found'
import type { AdminStoreSearch, StoreTab } from './admin-store-search'
import { StoreArticles, StoreAudit, StoreBundles, StoreDiscounted, StoreProducts } from './store-lists'
import { StoreReviewButton } from './store-review'
import { STORE_KIND_LABELS, StoreStatusBadge } from './store-status'

const grid = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', lg: 'repeat(2, minmax(0, 1fr))' } })
const facts = css({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: '4',
  rowGap: '2',
  fontSize: 'sm',
  '& dt': { color: 'fg.muted' },
  '& dd': { overflowWrap: 'anywhere' },
})

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className={facts}>
      {rows.map(([label, value]) => (
        <div key={label} className={css({ display: 'contents' })}>
          <dt>{label}</dt>
          <dd>{value === null || value === undefined || value === '' ? '—' : value}</dd>
        </div>
      ))}
    </dl>
  )
}

function InfoCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card.Root aria-labelledby={id}>
      <Card.Header>
        <Card.Title id={id}>{title}</Card.Title>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  )
}

const digits = (value: string | null | undefined) => (value ? <bdi>{toPersianDigits(value)}</bdi> : null)
const phone = (value: string | null | undefined) => (value ? <PhoneText value={value} /> : null)

function StoreDetails({ store }: { store: AdminStore }) {
  const legal = store.kind === 'legal_entity'
  return (
    <div className={grid}>
      <InfoCard id="store-card" title="فروشگاه">
        <Facts
          rows={[
            ['نام', store.name],
            ['نامک', <bdi key="slug">{store.slug}</bdi>],
            ['وضعیت', <StoreStatusBadge key="status" verified={store.verified} />],
            ['تاریخ تأیید', store.verified_at ? formatDateTime(store.verified_at) : null],
            ['تلفن', phone(store.phone)],
            ['ایمیل', store.email ? <bdi key="email">{store.email}</bdi> : null],
            ['نشانی', toPersianDigits(`${store.province}، ${store.city}، ${store.address}`)],
            ['کد پستی', <PostalCodeText key="postal" value={store.postal_code} />],
            ['تاریخ ثبت', formatDate(store.created_at)],
          ]}
        />
      </InfoCard>
      <InfoCard id="owner-card" title="مالک و هویت">
        <Facts
          rows={[
            ['نام مالک', store.owner?.name ?? null],
            ['تلفن مالک', phone(store.owner?.phone)],
            ['نوع', legal ? STORE_KIND_LABELS.legal_entity : STORE_KIND_LABELS.individual],
            ...(legal
              ? ([
                  ['نام شرکت', store.company_name],
                  ['شناسه ملی شرکت', digits(store.company_national_id)],
                  ['شماره ثبت', digits(store.registration_number)],
                ] as [string, ReactNode][])
              : ([['کد ملی', digits(store.national_code)]] as [string, ReactNode][])),
            ['شماره شبا', digits(store.sheba)],
          ]}
        />
      </InfoCard>
      <InfoCard id="shipping-card" title="ارسال">
        <Facts
          rows={[
            ...store.shipping.methods.map(
              (m) =>
                [
                  shippingMethodLabel(m.method),
                  m.enabled ? (
                    <span key={m.method}>
                      <Toman value={m.fee} />
                      {`، ${formatNumber(m.estimated_days_min)} تا ${formatNumber(m.estimated_days_max)} روز`}
                    </span>
                  ) : (
                    'غیرفعال'
                  ),
                ] as [string, ReactNode],
            ),
            ['پرداخت در محل', store.shipping.cod_allowed ? 'می‌پذیرد' : 'نمی‌پذیرد'],
            ['شهر پیک', store.shipping.courier_city ?? null],
          ]}
        />
      </InfoCard>
    </div>
  )
}

const TAB_LABELS: Record<StoreTab, string> = {
  products: 'محصولات',
  discounted: 'تخفیف‌دارها',
  bundles: 'بسته‌ها',
  articles: 'مطالب',
  audit: 'گزارش فعالیت‌ها',
}

/**
 * /admin/stores/$id: the store, its owner and identity, its shipping; verify or unverify with a
 * note; its products, discounted products, bundles and articles, and the audit log, in tabs.
 */
export function AdminStorePage({ id }: { id: number }) {
  const query = useQuery(adminStoreQueryOptions(id))
  const { search, update } = useTableSearch<AdminStoreSearch>()
  useDocumentTitle(query.data?.name ?? 'فروشگاه')
  // The address names something that is not there (or not this seller's): the not-found page.
  if (isMissing(query.error)) return <AdminNotFound />
  if (query.isPending) return <Loading />
  if (query.error || !query.data) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />
  const store = query.data
  const tab = search.tab ?? 'products'
  return (
    <>
      <nav aria-label="مسیر" className={css({ fontSize: 'sm', mb: '2' })}>
        <Link to="/admin/stores" className={css({ color: 'accent.text' })}>
          فروشگاه‌ها
        </Link>
      </nav>
      <PanelHeader title={store.name} actions={<StoreReviewButton store={store} />} />
      <StoreDetails store={store} />
      <Tabs.Root
        value={tab}
        onValueChange={({ value }) =>
          update({
            tab: value === 'products' ? undefined : (value as StoreTab),
            sort: undefined,
            order: undefined,
            stock: undefined,
          })
        }
        activationMode="manual"
        className={css({ mt: '6' })}
      >
        <Tabs.List aria-label="فهرست‌های فروشگاه">
          {(Object.keys(TAB_LABELS) as StoreTab[]).map((value) => (
            <Tabs.Trigger key={value} value={value}>
              {TAB_LABELS[value]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="products">
          <StoreProducts storeId={id} />
        </Tabs.Content>
        <Tabs.Content value="discounted">
          <StoreDiscounted storeId={id} />
        </Tabs.Content>
        <Tabs.Content value="bundles">
          <StoreBundles storeId={id} />
        </Tabs.Content>
        <Tabs.Content value="articles">
          <StoreArticles storeId={id} />
        </Tabs.Content>
        <Tabs.Content value="audit">
          <StoreAudit storeId={id} />
        </Tabs.Content>
      </Tabs.Root>
    </>
  )
}
