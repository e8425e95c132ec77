import { useState } from 'react'
import { type AdminStore, useSetStoreVerified } from '#api/admin-stores'
import { Button } from '#ui/button'
import * as Field from '#ui/field'
import { ConfirmDialog } from '#ui/panel/confirm-dialog'

/**
 * Verify or unverify the store, asking for a short note that the audit log keeps. The seller's
 * dashboard unlocks (or locks) on its next load.
 */
export function StoreReviewButton({ store }: { store: AdminStore }) {
  const [open, setOpen] = useState(false)
  const [note, setNote] = useState('')
  const mutation = useSetStoreVerified(store.id)
  const verifying = !store.verified
  return (
    <>
      <Button variant={verifying ? 'solid' : 'outline'} onClick={() => setOpen(true)}>
        {verifying ? 'تأیید فروشگاه' : 'لغو تأیید'}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next)
          if (!next) setNote('')
        }}
        title={verifying ? `تأیید «${store.name}»` : `لغو تأیید «${store.name}»`}
        description={
          verifying
            ? 'پس از تأیید، پیشخوان فروشنده باز می‌شود و فروشگاه در سایت نمایش داده می‌شود.'
            : 'پس از لغو تأیید، پیشخوان فروشنده قفل می‌شود و فروشگاه از سایت پنهان می‌شود.'
        }
        confirmLabel={verifying ? 'تأیید فروشگاه' : 'لغو تأیید'}
        destructive={!verifying}
        onConfirm={() => mutation.mutateAsync({ verified: verifying, note })}
      >
        <Field.Root>
          <Field.Label>یادداشت (در گزارش فعالیت‌ها می‌ماند)</Field.Label>
          <Field.Textarea
            value={note}
            maxLength={500}
            rows={3}
            onChange={(event) => setNote(event.currentTarget.value)}
            placeholder={verifying ? 'مثلاً: مدارک هویتی بررسی شد' : 'مثلاً: شماره شبا با نام مالک نمی‌خواند'}
          />
        </Field.Root>
      </ConfirmDialog>
    </>
  )
}
