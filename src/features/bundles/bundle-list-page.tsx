import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { BUNDLE_PAGE_SIZE, bundleListParams, bundleListQueryOptions } from '#api/bundles'
import { PAGE_TITLES, useDocumentTitle } from '#lib/use-document-title'
import { EmptyState } from '#ui/empty-state'
import { PagedCardPage } from '#ui/paged-card-page'
import { LayersIcon } from '#ui/shop-icons'
import { BundleCard } from '#views/bundle-card'

/** /bundles: every active bundle (basket) of the verified stores, newest first. */
export function BundleListPage({ page, onPageChange }: { page?: number; onPageChange: (page: number) => void }) {
  useDocumentTitle(PAGE_TITLES['/bundles'])
  const list = useQuery({ ...bundleListQueryOptions(bundleListParams(page)), placeholderData: keepPreviousData })
  return (
    <PagedCardPage
      title={PAGE_TITLES['/bundles']}
      intro="فروشگاه‌ها چند کالای مکمل را در یک سبد کنار هم گذاشته‌اند تا یک‌جا و با قیمت بهتر بخرید."
      list={list}
      pageSize={BUNDLE_PAGE_SIZE}
      page={page}
      onPageChange={onPageChange}
      renderCard={(bundle) => <BundleCard bundle={bundle} />}
      empty={
        <EmptyState
          icon={<LayersIcon />}
          title="هنوز سبدی برای نمایش نیست"
          description="به‌زودی فروشگاه‌ها سبدهای تازه‌ای می‌چینند."
        />
      }
    />
  )
}
