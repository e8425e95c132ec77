import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { css } from 'styled-system/css'
import { pageCount } from '../../lib/page-search'
import { useDocumentTitle } from '../../lib/use-document-title'
import { CardGridSkeleton, cardGridClass } from '../../ui/card-grid'
import { EmptyState } from '../../ui/empty-state'
import { ErrorState } from '../../ui/error-state'
import { Pagination } from '../../ui/pagination'
import { ArticleIcon } from '../../ui/shop-icons'
import { ArticleCard } from './article-card'
import { BLOG_PAGE_SIZE, blogListParams, blogListQueryOptions } from './blog-queries'

/** /blog: the stores' published articles, newest first. */
export function BlogListPage({ page, onPageChange }: { page?: number; onPageChange: (page: number) => void }) {
  useDocumentTitle('مجله راسته')
  const list = useQuery({ ...blogListQueryOptions(blogListParams(page)), placeholderData: keepPreviousData })
  return (
    <div>
      <header className={css({ mb: '5' })}>
        <h1 className={css({ fontSize: { base: 'xl', md: '2xl' }, fontWeight: 'black' })}>مجله راسته</h1>
        <p className={css({ color: 'fg.muted', fontSize: 'sm', mt: '1' })}>
          راهنمای خرید، نکته‌های نگهداری و تازه‌های بازار، به قلم فروشگاه‌های راسته.
        </p>
      </header>
      {list.data ? (
        list.data.items.length ? (
          <div className={css({ opacity: list.isPlaceholderData ? 0.6 : 1 })}>
            <ul className={cardGridClass}>
              {list.data.items.map((post) => (
                <li key={post.id}>
                  <ArticleCard post={post} />
                </li>
              ))}
            </ul>
            <Pagination
              page={page ?? 1}
              totalPages={pageCount(list.data.total, BLOG_PAGE_SIZE)}
              onPageChange={onPageChange}
            />
          </div>
        ) : (
          <EmptyState icon={<ArticleIcon />} title="هنوز مقاله‌ای منتشر نشده است" />
        )
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <CardGridSkeleton />
      )}
    </div>
  )
}
