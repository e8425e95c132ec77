import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { filterQueryOptions, useCreateFilter, useDeleteFilter, useUpdateFilter } from '#api/filterable-attributes'
import { toPersianDigits } from '#lib/fa'
import { isMissing } from '#lib/or-not-found'
import { useDocumentTitle } from '#lib/use-document-title'
import { Button, buttonClass } from '#ui/button'
import { ErrorState } from '#ui/error-state'
import { ConfirmDialog } from '#ui/panel/confirm-dialog'
import { PanelHeader } from '#ui/panel/panel-layout'
import { Skeleton, SkeletonGroup } from '#ui/skeleton'
import { AdminNotFound } from '../admin-not-found'
import { FilterForm } from './filter-form'

const back = (
  <Link to="/admin/filters" className={buttonClass({ variant: 'outline' })}>
    بازگشت به فیلترها
  </Link>
)

/** /admin/filters/add */
export function AdminFilterAddPage() {
  useDocumentTitle('افزودن فیلتر')
  const create = useCreateFilter()
  const navigate = useNavigate()
  return (
    <>
      <PanelHeader title="افزودن فیلتر" actions={back} />
      <FilterForm
        submitLabel="ساخت فیلتر"
        onSubmit={async (body) => {
          await create.mutateAsync(body)
          await navigate({ to: '/admin/filters', search: { category: body.category_id } })
        }}
      />
    </>
  )
}

/** /admin/filters/edit/$id: the form, and delete behind a confirmation. */
export function AdminFilterEditPage({ id }: { id: number }) {
  const query = useQuery(filterQueryOptions(id))
  const update = useUpdateFilter(id)
  const remove = useDeleteFilter()
  const navigate = useNavigate()
  const [confirming, setConfirming] = useState(false)
  const title = query.data ? `ویرایش فیلتر «${query.data.label_fa}»` : `ویرایش فیلتر ${toPersianDigits(id)}`
  useDocumentTitle(title)
  if (isMissing(query.error)) return <AdminNotFound />
  return (
    <>
      <PanelHeader title={title} actions={back} />
      {query.isPending ? (
        <SkeletonGroup>
          <Skeleton className={css({ h: '80', maxW: '3xl', borderRadius: 'card' })} />
        </SkeletonGroup>
      ) : query.error || !query.data ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <FilterForm
            initial={query.data}
            submitLabel="ذخیرهٔ تغییرات"
            onSubmit={async (body) => {
              await update.mutateAsync(body)
              await navigate({ to: '/admin/filters', search: { category: body.category_id } })
            }}
            extra={
              <Button variant="danger" onClick={() => setConfirming(true)}>
                حذف فیلتر
              </Button>
            }
          />
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title={`حذف فیلتر «${query.data.label_fa}»؟`}
            description="این فیلتر از صفحهٔ دسته‌بندی و فرم محصول برداشته می‌شود؛ مشخصات محصولات دست نمی‌خورد."
            confirmLabel="حذف فیلتر"
            destructive
            onConfirm={async () => {
              await remove.mutateAsync(id)
              await navigate({ to: '/admin/filters' })
            }}
          />
        </>
      )}
    </>
  )
}
