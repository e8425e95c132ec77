import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { css } from 'styled-system/css'
import {
  sellerBundleQueryOptions,
  useCreateBundle,
  useDeleteBundle,
  useSetBundleItem,
  useUpdateBundle,
} from '#api/seller-bundles'
import { isMissing } from '#lib/or-not-found'
import { toast } from '#lib/toast'
import { useDocumentTitle } from '#lib/use-document-title'
import { Button } from '#ui/button'
import { ErrorState } from '#ui/error-state'
import { ConfirmDialog } from '#ui/panel/confirm-dialog'
import { PanelHeader } from '#ui/panel/panel-layout'
import { Loading } from '#ui/spinner'
import { ProviderNotFound } from '../provider-not-found'
import { BundleForm, type BundleFormValues, itemsOf } from './bundle-form'
import { bundleProblem } from './bundle-problem'

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** The description as the server keeps it: paragraphs of plain text. */
const descriptionHtml = (text: string) =>
  text.trim()
    ? text
        .trim()
        .split(/\n+/)
        .map((line) => `<p>${escapeHtml(line)}</p>`)
        .join('')
    : null

const fields = (values: BundleFormValues) => ({
  name: values.name,
  ...(values.slug ? { slug: values.slug } : {}),
  description: descriptionHtml(values.description),
  image_url: values.image_url || null,
  is_active: values.is_active,
})

/** /providers/$storeId/bundles/add */
export function BundleAddPage({ storeId }: { storeId: string }) {
  const create = useCreateBundle(Number(storeId))
  const navigate = useNavigate()
  useDocumentTitle('افزودن سبد ویژه')
  return (
    <>
      <PanelHeader title="افزودن سبد ویژه" />
      <BundleForm
        storeId={Number(storeId)}
        submitLabel="ساخت سبد"
        onSubmit={async (values, items) => {
          const bundle = await create.mutateAsync({
            ...fields(values),
            items: items.map((item) => ({ product_store_id: item.offerId, quantity: item.quantity })),
          })
          toast({ title: 'سبد ویژه ساخته شد', variant: 'success' })
          await navigate({ to: '/providers/$storeId/bundles/$id', params: { storeId, id: String(bundle.id) } })
        }}
      />
    </>
  )
}

const problemClass = css({ color: 'danger.default', bg: 'danger.subtle', borderRadius: 'control', p: '3', mb: '4' })

/** /providers/$storeId/bundles/$id: the bundle's fields and items; delete with confirmation. */
export function BundleEditPage({ storeId, id }: { storeId: string; id: string }) {
  const store = Number(storeId)
  const query = useQuery(sellerBundleQueryOptions(store, Number(id)))
  const update = useUpdateBundle(store, Number(id))
  const setItem = useSetBundleItem(store, Number(id))
  const remove = useDeleteBundle(store)
  const navigate = useNavigate()
  const [confirming, setConfirming] = useState(false)
  useDocumentTitle(query.data ? `ویرایش «${query.data.name}»` : 'ویرایش سبد ویژه')

  // The address names something that is not there (or not this seller's): the not-found page.
  if (isMissing(query.error)) return <ProviderNotFound />
  if (query.isPending) return <Loading />
  if (query.error) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />
  const bundle = query.data
  const problem = bundleProblem(bundle)
  return (
    <>
      <PanelHeader
        title={`ویرایش «${bundle.name}»`}
        actions={
          <Button variant="outline" onClick={() => setConfirming(true)}>
            حذف سبد
          </Button>
        }
      />
      {problem ? (
        <p role="status" className={problemClass}>
          {`این سبد در فروشگاه قابل خرید نیست: ${problem}.`}
          {bundle.removed_items > 0 ? ' کالاهای سبد را بررسی و ذخیره کنید.' : ''}
        </p>
      ) : null}
      <BundleForm
        key={bundle.updated_at}
        storeId={store}
        bundle={bundle}
        submitLabel="ذخیره تغییرات"
        onSubmit={async (values, items) => {
          await update.mutateAsync(fields(values))
          const before = itemsOf(bundle)
          for (const item of items) {
            const was = before.find((x) => x.offerId === item.offerId)
            if (!was || was.quantity !== item.quantity) {
              await setItem.mutateAsync({ offerId: item.offerId, quantity: item.quantity })
            }
          }
          for (const was of before) {
            if (!items.some((x) => x.offerId === was.offerId))
              await setItem.mutateAsync({ offerId: was.offerId, quantity: 0 })
          }
          await query.refetch()
          toast({ title: 'سبد ذخیره شد', variant: 'success' })
        }}
      />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`سبد «${bundle.name}» حذف شود؟`}
        description="سبد از فروشگاه برداشته می‌شود؛ سفارش‌های گذشته تغییری نمی‌کنند."
        confirmLabel="حذف سبد"
        destructive
        onConfirm={async () => {
          await remove.mutateAsync(bundle.id)
          toast({ title: 'سبد حذف شد', variant: 'success' })
          await navigate({ to: '/providers/$storeId/bundles', params: { storeId } })
        }}
      />
    </>
  )
}
