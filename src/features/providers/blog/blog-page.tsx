import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { dataTable } from 'styled-system/recipes'
import { BLOG_PAGE_SIZE, type BlogPost } from '#api/blog'
import { sellerPostsQueryOptions } from '#api/seller-blog'
import { formatDate } from '#lib/fa'
import { useDocumentTitle } from '#lib/use-document-title'
import { Badge } from '#ui/badge'
import { buttonClass } from '#ui/button'
import { type Column, DataTable } from '#ui/panel/data-table/data-table'
import { skipOf } from '#ui/panel/data-table/table-search'
import { TableSearchBox } from '#ui/panel/data-table/table-search-box'
import { useTableSearch } from '#ui/panel/data-table/use-table-search'
import { PanelHeader } from '#ui/panel/panel-layout'
import * as Tabs from '#ui/panel/tabs'
import type { SellerBlogSearch } from './blog-search'

export const POST_STATUS_LABEL = { draft: 'پیش‌نویس', published: 'منتشرشده' } as const

export function PostStatusBadge({ status }: { status: BlogPost['status'] }) {
  return (
    <Badge variant={status === 'published' ? 'success' : 'neutral'} size="md">
      {POST_STATUS_LABEL[status]}
    </Badge>
  )
}

function columns(storeId: string): Column<BlogPost>[] {
  return [
    {
      key: 'title',
      header: 'عنوان',
      primary: true,
      cell: (post) => (
        <Link
          to="/providers/$storeId/blog/$id"
          params={{ storeId, id: String(post.id) }}
          className={dataTable().rowLink}
        >
          {post.title}
        </Link>
      ),
    },
    { key: 'status', header: 'وضعیت', primary: true, cell: (post) => <PostStatusBadge status={post.status} /> },
    {
      key: 'published_at',
      header: 'نخستین انتشار',
      cell: (post) => (post.published_at ? formatDate(post.published_at) : '—'),
    },
    { key: 'updated_at', header: 'آخرین ویرایش', cell: (post) => formatDate(post.updated_at) },
  ]
}

/** /providers/$storeId/blog: the store's articles, drafts and published, 20 a page, with search. */
export function BlogPage({ storeId }: { storeId: string }) {
  const { search, update } = useTableSearch<SellerBlogSearch>()
  const query = useQuery(
    sellerPostsQueryOptions({
      store_id: Number(storeId),
      skip: skipOf(search.page, BLOG_PAGE_SIZE),
      limit: BLOG_PAGE_SIZE,
      ...(search.status ? { status: search.status } : {}),
      ...(search.q ? { search: search.q } : {}),
    }),
  )
  useDocumentTitle('مقاله‌های وبلاگ')
  return (
    <>
      <PanelHeader
        title="مقاله‌های وبلاگ"
        actions={
          <Link to="/providers/$storeId/blog/add" params={{ storeId }} className={buttonClass()}>
            نوشتن مقاله
          </Link>
        }
      />
      <Tabs.Root
        className={css({ mb: '2' })}
        value={search.status ?? 'all'}
        onValueChange={(d) => update({ status: d.value === 'all' ? undefined : (d.value as 'draft' | 'published') })}
      >
        <Tabs.List aria-label="وضعیت مقاله">
          <Tabs.Trigger value="all">همه</Tabs.Trigger>
          <Tabs.Trigger value="draft">{POST_STATUS_LABEL.draft}</Tabs.Trigger>
          <Tabs.Trigger value="published">{POST_STATUS_LABEL.published}</Tabs.Trigger>
        </Tabs.List>
      </Tabs.Root>
      <DataTable
        label="مقاله‌های فروشگاه"
        columns={columns(storeId)}
        rows={query.data?.items}
        rowKey={(post) => post.id}
        total={query.data?.total ?? 0}
        pageSize={BLOG_PAGE_SIZE}
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        toolbar={<TableSearchBox label="جستجو" placeholder="عنوان یا خلاصه مقاله" />}
        empty={
          search.q || search.status
            ? { title: 'مقاله‌ای با این شرایط پیدا نشد', description: 'جستجو یا وضعیت را تغییر دهید.' }
            : { title: 'هنوز مقاله‌ای ننوشته‌اید', description: 'راهنمای خرید و خبرهای فروشگاه را برای مشتریان بنویسید.' }
        }
      />
    </>
  )
}
