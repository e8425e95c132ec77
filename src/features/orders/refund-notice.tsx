import '#ui/panel/panel.css'
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import type { PublicOrder } from '#api/orders'
import { formatPrice, toPersianDigits } from '#lib/fa'

/** The refund of a cancelled order, in the customer's words: done, on its way, or owed to their Sheba. */
export function RefundNotice({ refund }: { refund: PublicOrder['refund'] }) {
  if (!refund || refund.amount === 0) return null
  const amount = formatPrice(refund.amount)
  const done = refund.status === 'done'
  let text: ReactNode
  if (done) text = `مبلغ ${amount} به حساب شما بازگردانده شد.`
  else if (refund.method === 'gateway') text = `مبلغ ${amount} از راه درگاه پرداخت به حساب شما بازگردانده می‌شود.`
  else
    text = (
      <>
        مبلغ {amount} به شبای{' '}
        <bdi dir="ltr" className={css({ fontFamily: 'mono', wordBreak: 'break-all' })}>
          {toPersianDigits(refund.sheba ?? '')}
        </bdi>{' '}
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
