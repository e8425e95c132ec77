import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { css } from 'styled-system/css'
import { pageCount } from '../../lib/page-search'
import { useDocumentTitle } from '../../lib/use-document-title'
import { CardGridSkeleton, cardGridClass } from '../../ui/card-grid'
import { EmptyState } from '../../ui/empty-state'
import { ErrorState } from '../../ui/error-state'
import { Pagination } from '../../ui/pagination'
import { StoreIcon } from '../../ui/shop-icons'
import { StoreCard } from './store-card'
import { STORE_PAGE_SIZE, storeListParams, storeListQueryOptions } from './store-queries'

/** /stores: the verified stores, newest first, 100 a page (spec section 9). */
export function StoreListPage({ page, onPageChange }: { page?: number; onPageChange: (page: number) => void }) {
  useDocumentTitle('فروشگاه‌ها')
  const list = useQuery({ ...storeListQueryOptions(storeListParams(page)), placeholderData: keepPreviousData })
  return (
    <div>
      <header className={css({ mb: '5' })}>
        <h1 className={css({ fontSize: { base: 'xl', md: '2xl' }, fontWeight: 'black' })}>فروشگاه‌های راسته</h1>
        <p className={css({ color: 'fg.muted', fontSize: 'sm', mt: '1' })}>
          همه فروشگاه‌ها پیش از فروش بررسی و تأیید شده‌اند.
        </p>
      </header>
      {list.data ? (
        list.data.items.length ? (
          <div className={css({ opacity: list.isPlaceholderData ? 0.6 : 1 })}>
            <ul className={cardGridClass}>
              {list.data.items.map((store) => (
                <li key={store.id}>
                  <StoreCard store={store} />
                </li>
              ))}
            </ul>
            <Pagination
              page={page ?? 1}
              totalPages={pageCount(list.data.total, STORE_PAGE_SIZE)}
              onPageChange={onPageChange}
            />
          </div>
        ) : (
          <EmptyState icon={<StoreIcon />} title="فروشگاهی یافت نشد" />
        )
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <CardGridSkeleton />
      )}
    </div>
  )
}
