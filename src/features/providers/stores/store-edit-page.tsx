import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { myStoreQueryOptions } from '#api/seller-stores'
import { useUpdateStore } from '#api/store-mutations'
import { isMissing } from '#lib/or-not-found'
import { toast } from '#lib/toast'
import { ErrorState } from '#ui/error-state'
import { ConfirmDialog } from '#ui/panel/confirm-dialog'
import { PanelHeader } from '#ui/panel/panel-layout'
import { Loading } from '#ui/spinner'
import { ProviderNotFound } from '../provider-not-found'
import { StoreForm } from './store-form'
import type { StoreFormOutput } from './store-form-rules'
import { changesIdentity, updateBody } from './store-form-values'

interface Waiting {
  values: StoreFormOutput
  resolve: () => void
  reject: (error: unknown) => void
}

/**
 * /providers/stores/edit/$id. Changing the identity fields of a verified store (Sheba, national
 * code, company) sends it back to review: the seller confirms that first.
 */
export function StoreEditPage({ id }: { id: number }) {
  const query = useQuery(myStoreQueryOptions(id))
  const update = useUpdateStore(id)
  const navigate = useNavigate()
  const [waiting, setWaiting] = useState<Waiting | null>(null)

  const save = async (values: StoreFormOutput) => {
    await update.mutateAsync(updateBody(values))
    toast({ title: 'فروشگاه ذخیره شد', variant: 'success' })
    await navigate({ to: '/providers/stores' })
  }

  // The address names something that is not there (or not this seller's): the not-found page.
  if (isMissing(query.error)) return <ProviderNotFound />
  if (query.isPending) return <Loading />
  if (query.error) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />
  const store = query.data
  return (
    <>
      <PanelHeader title={`ویرایش «${store.name}»`} />
      <StoreForm
        key={store.id}
        store={store}
        submitLabel="ذخیره تغییرات"
        onSubmit={(values) =>
          store.verified && changesIdentity(store, values)
            ? new Promise<void>((resolve, reject) => setWaiting({ values, resolve, reject }))
            : save(values)
        }
      />
      <ConfirmDialog
        open={waiting !== null}
        onOpenChange={(open) => {
          if (open || !waiting) return
          waiting.resolve()
          setWaiting(null)
        }}
        title="فروشگاه دوباره بررسی می‌شود"
        description="با تغییر شماره شبا یا اطلاعات هویتی، فروشگاه تا تأیید دوباره (۷ تا ۱۰ روز کاری) در حال بررسی می‌ماند و پنل آن قفل می‌شود. ادامه می‌دهید؟"
        confirmLabel="ذخیره و ارسال برای بررسی"
        onConfirm={() => {
          if (!waiting) return undefined
          setWaiting(null)
          // The form waits on this save and shows its errors (422 on the fields).
          save(waiting.values).then(waiting.resolve, waiting.reject)
          return undefined
        }}
      />
    </>
  )
}
