import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { css } from 'styled-system/css'
import { pageCount } from '../../lib/page-search'
import { useDocumentTitle } from '../../lib/use-document-title'
import { CardGridSkeleton, cardGridClass } from '../../ui/card-grid'
import { EmptyState } from '../../ui/empty-state'
import { ErrorState } from '../../ui/error-state'
import { Pagination } from '../../ui/pagination'
import { LayersIcon } from '../../ui/shop-icons'
import { BundleCard } from './bundle-card'
import { BUNDLE_PAGE_SIZE, bundleListParams, bundleListQueryOptions } from './bundle-queries'

/** /bundles: every active bundle (basket) of the verified stores, newest first. */
export function BundleListPage({ page, onPageChange }: { page?: number; onPageChange: (page: number) => void }) {
  useDocumentTitle('سبدهای ویژه')
  const list = useQuery({ ...bundleListQueryOptions(bundleListParams(page)), placeholderData: keepPreviousData })
  return (
    <div>
      <header className={css({ mb: '5' })}>
        <h1 className={css({ fontSize: { base: 'xl', md: '2xl' }, fontWeight: 'black' })}>سبدهای ویژه</h1>
        <p className={css({ color: 'fg.muted', fontSize: 'sm', mt: '1' })}>
          فروشگاه‌ها چند کالای مکمل را در یک سبد کنار هم گذاشته‌اند تا یک‌جا و با قیمت بهتر بخرید.
        </p>
      </header>
      {list.data ? (
        list.data.items.length ? (
          <div className={css({ opacity: list.isPlaceholderData ? 0.6 : 1 })}>
            <ul className={cardGridClass}>
              {list.data.items.map((bundle) => (
                <li key={bundle.id}>
                  <BundleCard bundle={bundle} />
                </li>
              ))}
            </ul>
            <Pagination
              page={page ?? 1}
              totalPages={pageCount(list.data.total, BUNDLE_PAGE_SIZE)}
              onPageChange={onPageChange}
            />
          </div>
        ) : (
          <EmptyState
            icon={<LayersIcon />}
            title="هنوز سبدی برای نمایش نیست"
            description="به‌زودی فروشگاه‌ها سبدهای تازه‌ای می‌چینند."
          />
        )
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <CardGridSkeleton />
      )}
    </div>
  )
}
