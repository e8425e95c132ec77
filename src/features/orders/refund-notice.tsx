import '#ui/panel/panel.css'
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { stack } from 'styled-system/patterns'
import * as v from 'valibot'
import type { PublicOrder } from '#api/orders'
import { useGiveRefundSheba } from '#api/refunds'
import { formatPrice } from '#lib/fa'
import { accountNameSchema, refundShebaSchema } from '#lib/form-schemas'
import { toast } from '#lib/toast'
import { useApiForm } from '#lib/use-api-form'
import { useOnline } from '#lib/use-online'
import { Button } from '#ui/button'
import { TitledPanel } from '#ui/titled-panel'
import { CopyableCode } from '#views/contact-numbers'
import { ShebaFields, shebaFieldsOf } from '#views/sheba-fields'

type Refund = NonNullable<PublicOrder['refund']>

/**
 * The refund of a cancelled order, in the customer's words: done, on its way, or owed to their
 * Sheba. Owed with no Sheba (the seller or an admin cancelled, and the gateway cannot give it
 * back), it asks for one.
 */
export function RefundNotice({ orderId, refund }: { orderId: number; refund: PublicOrder['refund'] }) {
  if (!refund || refund.amount === 0) return null
  if (refund.status === 'owed' && refund.method === 'sheba' && !refund.sheba)
    return <RefundShebaForm orderId={orderId} refund={refund} />
  const amount = formatPrice(refund.amount)
  const done = refund.status === 'done'
  let text: ReactNode
  if (done) text = `مبلغ ${amount} به حساب شما بازگردانده شد.`
  else if (refund.method === 'gateway') text = `مبلغ ${amount} از راه درگاه پرداخت به حساب شما بازگردانده می‌شود.`
  else
    text = (
      <>
        مبلغ {amount} به شبای{' '}
        {/* Whole on the next line when the rest of this one is too short; broken only on a screen narrower than it. */}
        <CopyableCode
          value={refund.sheba ?? ''}
          className={css({ display: 'inline-block', fontFamily: 'mono', wordBreak: 'break-all' })}
        />{' '}
        واریز می‌شود.
      </>
    )
  return (
    <p
      role="status"
      className={css({
        p: '3',
        borderRadius: 'control',
        fontSize: 'sm',
        bg: done ? 'bg.subtle' : 'accent.subtle',
        color: done ? 'success.default' : 'fg.default',
        fontWeight: 'semibold',
      })}
    >
      {text}
    </p>
  )
}

const schema = v.object({ sheba: refundShebaSchema, account_name: accountNameSchema })

/** «برای بازگرداندن مبلغ، …»: the Sheba and holder of a refund owed without them. */
function RefundShebaForm({ orderId, refund }: { orderId: number; refund: Refund }) {
  const online = useOnline()
  const give = useGiveRefundSheba(orderId)
  const form = useApiForm({
    schema,
    initialValues: { sheba: '', account_name: '' },
    onSubmit: async (values) => {
      await give.mutateAsync(values)
      toast({ title: 'شماره شبا ثبت شد', description: 'مبلغ به همین حساب واریز می‌شود.', variant: 'success' })
    },
  })
  return (
    <TitledPanel id="order-refund-sheba-title" title="برای بازگرداندن مبلغ، شماره شبای خود را وارد کنید">
      <p className={css({ fontSize: 'sm', lineHeight: '1.8' })}>
        این سفارش لغو شده است و مبلغ {formatPrice(refund.amount)} به حساب بانکی شما واریز می‌شود؛ شماره شبای حسابی را که
        به نام خودتان است وارد کنید.
      </p>
      <form className={stack({ gap: '4', maxW: 'md' })} onSubmit={form.handleSubmit} noValidate>
        <ShebaFields {...shebaFieldsOf(form)} />
        {form.formError ? (
          <p role="alert" className={css({ fontSize: 'sm', color: 'danger.default' })}>
            {form.formError}
          </p>
        ) : null}
        {online ? null : (
          <p role="status" className={css({ fontSize: 'sm', color: 'warning.default', fontWeight: 'medium' })}>
            برای ثبت شماره شبا به اینترنت وصل شوید.
          </p>
        )}
        <Button
          type="submit"
          disabled={form.submitting || !online}
          className={css({ alignSelf: 'flex-start', minW: '40' })}
        >
          {form.submitting ? 'در حال ثبت…' : 'ثبت شماره شبا'}
        </Button>
      </form>
    </TitledPanel>
  )
}
