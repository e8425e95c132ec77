import { useNavigate } from '@tanstack/react-router'
import { useCreateStore } from '#api/store-mutations'
import { toast } from '#lib/toast'
import { PanelHeader } from '#ui/panel/panel-layout'
import { StoreForm } from './store-form'
import { createBody } from './store-form-values'

/** /providers/stores/add: another store for the provider; it starts unverified (under review). */
export function StoreAddPage() {
  const create = useCreateStore()
  const navigate = useNavigate()
  return (
    <>
      <PanelHeader title="افزودن فروشگاه" />
      <StoreForm
        submitLabel="ثبت فروشگاه"
        onSubmit={async (values) => {
          await create.mutateAsync(createBody(values))
          toast({
            title: 'فروشگاه ثبت شد',
            description: 'بررسی فروشگاه ۷ تا ۱۰ روز کاری طول می‌کشد.',
            variant: 'success',
          })
          await navigate({ to: '/providers/stores' })
        }}
      />
    </>
  )
}
