import '#ui/panel/panel.css'
import { Portal } from '@ark-ui/react/portal'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { stack } from 'styled-system/patterns'
import * as v from 'valibot'
import type { PublicOrder } from '#api/orders'
import { useCancelOrder } from '#api/refunds'
import { errorDetail } from '#lib/errors'
import { formatPrice, toPersianDigits } from '#lib/fa'
import { validationMessages } from '#lib/form-errors'
import { accountNameSchema, refundShebaSchema } from '#lib/form-schemas'
import { toast } from '#lib/toast'
import { DEFAULT_ERROR_DETAIL } from '#sdk'
import { Button } from '#ui/button'
import * as Dialog from '#ui/dialog'
import * as Field from '#ui/field'
import { ShebaFields } from '#views/sheba-fields'

const REASON_MAX = 500

/** The Sheba and holder a refund by hand is paid to, by the rules every such form shares. */
const payeeSchema = v.object({ sheba: refundShebaSchema, account_name: accountNameSchema })

interface Errors {
  sheba?: string
  account_name?: string
  form?: string
}

/**
 * «لغو سفارش» on the customer's order page (issue 30): shown while the order may be cancelled.
 * The dialog says what comes back and how — through the gateway to the card that paid, or to the
 * Sheba the customer gives when the gateway cannot refund — then cancels.
 */
export function CancelOrderButton({ order }: { order: PublicOrder }) {
  const [open, setOpen] = useState(false)
  if (!order.cancel?.allowed) return null
  return (
    <>
      <Button type="button" size="sm" variant="outline" onClick={() => setOpen(true)}>
        لغو سفارش
      </Button>
      {open ? <CancelOrderDialog order={order} onClose={() => setOpen(false)} /> : null}
    </>
  )
}

function CancelOrderDialog({ order, onClose }: { order: PublicOrder; onClose: () => void }) {
  const info = order.cancel as NonNullable<PublicOrder['cancel']>
  const cancel = useCancelOrder(order.id)
  const [reason, setReason] = useState('')
  const [sheba, setSheba] = useState('')
  const [accountName, setAccountName] = useState('')
  const [errors, setErrors] = useState<Errors>({})

  const submit = async () => {
    const given = { sheba, account_name: accountName }
    const payee = info.needs_sheba ? v.safeParse(payeeSchema, given) : null
    if (payee && !payee.success) {
      setErrors(validationMessages(payeeSchema, given))
      return
    }
    setErrors({})
    try {
      await cancel.mutateAsync({ reason: reason.trim() || undefined, ...(payee?.output ?? {}) })
      toast({ title: 'سفارش لغو شد', variant: 'success' })
      onClose()
    } catch (failure) {
      const fields = (failure as { errors?: { field: string; message: string }[] }).errors ?? []
      const byField = (name: string) => fields.find((f) => f.field === `body.${name}`)?.message
      setErrors({
        sheba: byField('sheba'),
        account_name: byField('account_name'),
        form: errorDetail(failure) ?? DEFAULT_ERROR_DETAIL,
      })
    }
  }

  return (
    <Dialog.Root open onOpenChange={(details) => (details.open ? null : onClose())}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Title>لغو سفارش {toPersianDigits(order.id)}</Dialog.Title>
            <Dialog.Description>{refundExplanation(info)}</Dialog.Description>
            <form
              className={stack({ gap: '4', mt: '4' })}
              onSubmit={(event) => {
                event.preventDefault()
                void submit()
              }}
              noValidate
            >
              {info.needs_sheba ? (
                <ShebaFields
                  sheba={{ value: sheba, error: errors.sheba, onChange: setSheba }}
                  accountName={{ value: accountName, error: errors.account_name, onChange: setAccountName }}
                />
              ) : null}
              <Field.Root>
                <Field.Label>دلیل لغو (اختیاری)</Field.Label>
                <Field.Textarea
                  value={reason}
                  maxLength={REASON_MAX}
                  onChange={(event) => setReason(event.target.value)}
                />
              </Field.Root>
              {errors.form ? (
                <p role="alert" className={css({ fontSize: 'sm', color: 'danger.default' })}>
                  {errors.form}
                </p>
              ) : null}
              <Dialog.Footer>
                <Button type="button" variant="outline" onClick={onClose}>
                  انصراف
                </Button>
                <Button type="submit" variant="danger" disabled={cancel.isPending}>
                  {cancel.isPending ? 'در حال لغو…' : 'تأیید لغو سفارش'}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}

function refundExplanation(info: NonNullable<PublicOrder['cancel']>): string {
  if (info.refund_amount === 0)
    return 'این سفارش لغو می‌شود. هزینه‌ای برای آن پرداخت نکرده‌اید، پس مبلغی هم بازگردانده نمی‌شود.'
  const amount = formatPrice(info.refund_amount)
  if (info.needs_sheba) return `این سفارش لغو می‌شود و ${amount} به حساب بانکی‌ای که شبای آن را وارد می‌کنید واریز می‌شود.`
  return `این سفارش لغو می‌شود و ${amount} از راه درگاه پرداخت به همان کارتی که با آن پرداخت کردید بازمی‌گردد.`
}
