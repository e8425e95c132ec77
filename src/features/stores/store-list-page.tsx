import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { STORE_PAGE_SIZE, storeListParams, storeListQueryOptions } from '#api/stores'
import { PAGE_TITLES, useDocumentTitle } from '#lib/use-document-title'
import { EmptyState } from '#ui/empty-state'
import { PagedCardPage } from '#ui/paged-card-page'
import { StoreIcon } from '#ui/shop-icons'
import { StoreCard } from './store-card'

/** /stores: the verified stores, newest first, 100 a page (spec section 9). */
export function StoreListPage({ page, onPageChange }: { page?: number; onPageChange: (page: number) => void }) {
  useDocumentTitle(PAGE_TITLES['/stores'])
  const list = useQuery({ ...storeListQueryOptions(storeListParams(page)), placeholderData: keepPreviousData })
  return (
    <PagedCardPage
      title="فروشگاه‌های راسته"
      intro="همه فروشگاه‌ها پیش از فروش بررسی و تأیید شده‌اند."
      list={list}
      pageSize={STORE_PAGE_SIZE}
      page={page}
      onPageChange={onPageChange}
      renderCard={(store) => <StoreCard store={store} />}
      empty={<EmptyState icon={<StoreIcon />} title="فروشگاهی یافت نشد" />}
    />
  )
}
