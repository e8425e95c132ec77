import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { stack } from 'styled-system/patterns'
import type { OrderReturn } from '#api/returns'
import { formatDate, formatNumber, toPersianDigits } from '#lib/fa'
import { RETURN_REASON_NAMES } from '#sdk/rules/returns'
import { BidiText } from '#ui/bidi-text'
import { Toman } from '#ui/price'
import { ReturnStatusBadge } from './return-status'

const card = css({
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'card',
  p: '4',
})

/** A return in a panel's list: number, status, customer, order, reason, amount; `action` opens it. */
export function ReturnCard({ value, action }: { value: OrderReturn; action: ReactNode }) {
  const count = value.items.reduce((sum, item) => sum + item.quantity, 0)
  return (
    <article aria-label={`مرجوعی ${toPersianDigits(value.id)}`} className={card}>
      <div className={css({ display: 'flex', gap: '3', alignItems: 'flex-start', flexWrap: 'wrap' })}>
        <div className={stack({ gap: '1.5', flex: '1', minW: '56' })}>
          <span className={css({ display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap' })}>
            <span className={css({ fontWeight: 'bold' })}>مرجوعی {toPersianDigits(value.id)}</span>
            <ReturnStatusBadge status={value.status} />
          </span>
          <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>
            <BidiText text={value.customer_name?.trim() || 'خریدار'} />، سفارش {toPersianDigits(value.order_id)}،{' '}
            <BidiText text={value.store.name} />، {formatDate(value.created_at)}
          </span>
          <span className={css({ fontSize: 'sm' })}>
            {formatNumber(count)} کالا، {RETURN_REASON_NAMES[value.reason]}، <Toman value={value.refund_amount} />
          </span>
        </div>
        {action}
      </div>
    </article>
  )
}
