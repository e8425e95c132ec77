import { useState } from 'react'
import { type AdminRefund, useMarkRefundPaid } from '#api/refunds'
import { formatPrice, toPersianDigits } from '#lib/fa'
import { toast } from '#lib/toast'
import { BidiText } from '#ui/bidi-text'
import * as Field from '#ui/field'
import { ConfirmDialog, STAY_OPEN } from '#ui/panel/confirm-dialog'
import { PhoneText } from '#views/contact-numbers'

/** «ثبت واریز»: the admin transferred an owed refund to the customer's Sheba; the bank's reference is kept. */
export function MarkPaidDialog({ refund, onClose }: { refund: AdminRefund; onClose: () => void }) {
  const mark = useMarkRefundPaid()
  const [reference, setReference] = useState('')
  const [missing, setMissing] = useState(false)
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => (open ? null : onClose())}
      title={`واریز بازپرداخت سفارش ${toPersianDigits(refund.order_id)}`}
      description={
        <>
          {formatPrice(refund.amount)}{' '}
          {refund.sheba ? (
            <>
              به شبای <BidiText text={refund.sheba} />
              {refund.account_name ? (
                <>
                  {' '}
                  به نام <BidiText text={refund.account_name} />
                </>
              ) : null}
            </>
          ) : (
            <>
              به حساب مشتری (<PhoneText value={refund.customer.phone} />)
            </>
          )}{' '}
          واریز شد؟
        </>
      }
      confirmLabel="ثبت واریز"
      onConfirm={async () => {
        if (!reference.trim()) {
          setMissing(true)
          return STAY_OPEN
        }
        await mark.mutateAsync({ id: refund.id, reference: reference.trim() })
        toast({ title: 'واریز ثبت شد', variant: 'success' })
      }}
    >
      <Field.Root invalid={missing}>
        <Field.Label>شماره پیگیری واریز</Field.Label>
        <Field.Input value={reference} maxLength={100} onChange={(event) => setReference(event.target.value)} />
        <Field.ErrorText>شماره پیگیری واریز را وارد کنید</Field.ErrorText>
      </Field.Root>
    </ConfirmDialog>
  )
}
