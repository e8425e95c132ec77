import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { BLOG_PAGE_SIZE, blogListParams, blogListQueryOptions } from '#api/blog'
import { PAGE_TITLES, useDocumentTitle } from '#lib/use-document-title'
import { EmptyState } from '#ui/empty-state'
import { PagedCardPage } from '#ui/paged-card-page'
import { ArticleIcon } from '#ui/shop-icons'
import { ArticleCard } from '#views/article-card'

/** /blog: the stores' published articles, newest first. */
export function BlogListPage({ page, onPageChange }: { page?: number; onPageChange: (page: number) => void }) {
  useDocumentTitle(PAGE_TITLES['/blog'])
  const list = useQuery({ ...blogListQueryOptions(blogListParams(page)), placeholderData: keepPreviousData })
  return (
    <PagedCardPage
      title="مجله راسته"
      intro="راهنمای خرید، نکته‌های نگهداری و تازه‌های بازار، به قلم فروشگاه‌های راسته."
      list={list}
      pageSize={BLOG_PAGE_SIZE}
      page={page}
      onPageChange={onPageChange}
      renderCard={(post) => <ArticleCard post={post} />}
      empty={<EmptyState icon={<ArticleIcon />} title="هنوز مقاله‌ای منتشر نشده است" />}
    />
  )
}
