import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { wrap } from 'styled-system/patterns'
import { sellerPostQueryOptions, useCreatePost, useDeletePost, useSetPostState, useUpdatePost } from '#api/seller-blog'
import { errorDetail } from '#lib/errors'
import { formatDate } from '#lib/fa'
import { isMissing } from '#lib/or-not-found'
import { toast, toastError } from '#lib/toast'
import { useDocumentTitle } from '#lib/use-document-title'
import { Button, buttonClass } from '#ui/button'
import { ErrorState } from '#ui/error-state'
import { ConfirmDialog } from '#ui/panel/confirm-dialog'
import { PanelHeader } from '#ui/panel/panel-layout'
import { Loading } from '#ui/spinner'
import { ProviderNotFound } from '../provider-not-found'
import { PostStatusBadge } from './blog-page'
import { PostForm, type PostFormValues } from './post-form'

const body = (values: PostFormValues) => ({
  title: values.title,
  ...(values.slug ? { slug: values.slug } : {}),
  excerpt: values.excerpt || null,
  cover_url: values.cover_url || null,
  body_html: values.body_html,
})

/** /providers/$storeId/blog/add: a new article, saved as a draft. */
export function PostAddPage({ storeId }: { storeId: string }) {
  const create = useCreatePost()
  const navigate = useNavigate()
  useDocumentTitle('نوشتن مقاله')
  return (
    <>
      <PanelHeader title="نوشتن مقاله" />
      <PostForm
        submitLabel="ذخیره پیش‌نویس"
        onSubmit={async (values) => {
          const post = await create.mutateAsync({ store_id: Number(storeId), status: 'draft', ...body(values) })
          toast({ title: 'پیش‌نویس ذخیره شد', variant: 'success' })
          await navigate({ to: '/providers/$storeId/blog/$id', params: { storeId, id: String(post.id) } })
        }}
      />
    </>
  )
}

const stateRow = wrap({ alignItems: 'center', gap: '3', mb: '4', fontSize: 'sm' })

/** /providers/$storeId/blog/$id: edit, publish or take back to draft, delete with confirmation. */
export function PostEditPage({ storeId, id }: { storeId: string; id: string }) {
  const query = useQuery(sellerPostQueryOptions(Number(id)))
  const update = useUpdatePost(Number(id))
  const state = useSetPostState(Number(storeId))
  const remove = useDeletePost()
  const navigate = useNavigate()
  const [confirming, setConfirming] = useState(false)
  useDocumentTitle(query.data ? `ویرایش «${query.data.title}»` : 'ویرایش مقاله')

  // The address names something that is not there (or not this seller's): the not-found page.
  if (isMissing(query.error)) return <ProviderNotFound />
  if (query.isPending) return <Loading />
  if (query.error) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />
  const post = query.data
  const published = post.status === 'published'
  const togglePublished = async () => {
    try {
      await state.mutateAsync({ id: post.id, publish: !published })
      toast({ title: published ? 'مقاله به پیش‌نویس برگشت' : 'مقاله منتشر شد', variant: 'success' })
    } catch (e) {
      toastError(errorDetail(e))
    }
  }
  return (
    <>
      <PanelHeader
        title={`ویرایش «${post.title}»`}
        actions={
          <>
            <Button
              variant={published ? 'outline' : 'solid'}
              disabled={state.isPending}
              onClick={() => void togglePublished()}
            >
              {published ? 'لغو انتشار' : 'انتشار'}
            </Button>
            <Button variant="ghost" onClick={() => setConfirming(true)}>
              حذف
            </Button>
          </>
        }
      />
      <div className={stateRow}>
        <span>وضعیت:</span>
        <PostStatusBadge status={post.status} />
        {published && post.published_at ? <span>{`منتشرشده در ${formatDate(post.published_at)}`}</span> : null}
        {published ? (
          <Link
            to="/blog/$id/$slug"
            params={{ id: String(post.id), slug: post.slug }}
            className={buttonClass({ variant: 'link', size: 'sm' })}
          >
            دیدن در وبلاگ
          </Link>
        ) : null}
      </div>
      <PostForm
        key={post.id}
        post={post}
        submitLabel="ذخیره تغییرات"
        onSubmit={async (values) => {
          await update.mutateAsync(body(values))
          toast({ title: 'مقاله ذخیره شد', variant: 'success' })
        }}
      />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`مقاله «${post.title}» حذف شود؟`}
        description="مقاله برای همیشه حذف می‌شود و از وبلاگ و صفحه فروشگاه برداشته می‌شود."
        confirmLabel="حذف مقاله"
        destructive
        onConfirm={async () => {
          await remove.mutateAsync(post.id)
          toast({ title: 'مقاله حذف شد', variant: 'success' })
          await navigate({ to: '/providers/$storeId/blog', params: { storeId } })
        }}
      />
    </>
  )
}
