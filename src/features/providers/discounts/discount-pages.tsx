import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { discountQueryOptions, useCreateDiscount, useUpdateDiscount } from '#api/discounts'
import { isMissing } from '#lib/or-not-found'
import { toast } from '#lib/toast'
import { ErrorState } from '#ui/error-state'
import { PanelHeader } from '#ui/panel/panel-layout'
import { Loading } from '#ui/spinner'
import { ProviderNotFound } from '../provider-not-found'
import { DiscountCodes } from './discount-codes'
import { DiscountForm } from './discount-form'
import { formClass } from './discount-styles'

/** /providers/{storeId}/discounts/add: a new discount, then its page (for codes). */
export function DiscountAddPage({ storeId }: { storeId: string }) {
  const create = useCreateDiscount()
  const navigate = useNavigate()
  return (
    <>
      <PanelHeader title="افزودن تخفیف" />
      <DiscountForm
        storeId={Number(storeId)}
        submitLabel="ساخت تخفیف"
        onSubmit={async ({ body, links }) => {
          const made = await create.mutateAsync({ ...body, ...links, store_id: Number(storeId) })
          toast({ title: 'تخفیف ساخته شد', variant: 'success' })
          await navigate({ to: '/providers/$storeId/discounts/$id', params: { storeId, id: String(made.id) } })
        }}
      />
    </>
  )
}

/** /providers/{storeId}/discounts/{id}: the discount's form and its codes. */
export function DiscountEditPage({ storeId, id }: { storeId: string; id: string }) {
  const discountId = Number(id)
  const query = useQuery(discountQueryOptions(discountId))
  const update = useUpdateDiscount(discountId)
  // The address names something that is not there (or not this seller's): the not-found page.
  if (isMissing(query.error)) return <ProviderNotFound />
  if (query.isPending) return <Loading />
  if (query.error) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />
  const discount = query.data
  return (
    <>
      <PanelHeader title={`ویرایش «${discount.name}»`} />
      <div className={formClass}>
        <DiscountForm
          key={discount.updated_at}
          storeId={Number(storeId)}
          discount={discount}
          submitLabel="ذخیره تغییرات"
          onSubmit={async (save) => {
            await update.mutateAsync(save)
            toast({ title: 'تخفیف ذخیره شد', variant: 'success' })
          }}
        />
        <DiscountCodes discountId={discount.id} requiresCode={discount.requires_code} />
      </div>
    </>
  )
}
