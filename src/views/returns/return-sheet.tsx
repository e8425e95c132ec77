import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { stack } from 'styled-system/patterns'
import type { OrderReturn } from '#api/returns'
import { formatDateTime, toPersianDigits } from '#lib/fa'
import { BidiText } from '#ui/bidi-text'
import { detailColumn, detailColumns, TitledPanel } from '#ui/titled-panel'
import { ReturnFacts, ReturnItems } from './return-details'
import { ReturnStatusBadge } from './return-status'
import { ReturnTimeline } from './return-timeline'

/**
 * A return's boxes, as the customer's page and the panels show them: the items and money and the
 * details in the wide column (after `first`: what the customer can do now), the timeline beside.
 */
export function ReturnPanels({ value, first }: { value: OrderReturn; first?: ReactNode }) {
  return (
    <div className={detailColumns}>
      <div className={detailColumn}>
        {first}
        <TitledPanel title="کالاهای مرجوعی">
          <ReturnItems value={value} />
        </TitledPanel>
        <TitledPanel title="جزئیات">
          <ReturnFacts value={value} />
        </TitledPanel>
      </div>
      <TitledPanel title="مراحل مرجوعی">
        <ReturnTimeline events={value.events} />
      </TitledPanel>
    </div>
  )
}

/** One return as a panel shows it: who, the items and money, the details, and its timeline. */
export function ReturnSheet({ value }: { value: OrderReturn }) {
  return (
    <div className={stack({ gap: '4' })}>
      <p className={css({ display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap', color: 'fg.muted' })}>
        <ReturnStatusBadge status={value.status} />
        <span>
          <BidiText text={value.customer_name?.trim() || 'خریدار'} />، سفارش {toPersianDigits(value.order_id)} از{' '}
          <BidiText text={value.store.name} />، ثبت‌شده در {formatDateTime(value.created_at)}
        </span>
      </p>
      <ReturnPanels value={value} />
    </div>
  )
}
