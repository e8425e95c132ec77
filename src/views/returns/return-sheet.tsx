import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { stack } from 'styled-system/patterns'
import type { OrderReturn } from '#api/returns'
import { formatDateTime, toPersianDigits } from '#lib/fa'
import { ReturnFacts, ReturnItems } from './return-details'
import { ReturnStatusBadge } from './return-status'
import { ReturnTimeline } from './return-timeline'

const panel = css({
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'card',
  p: { base: '4', md: '5' },
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  minW: '0',
})

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className={panel}>
      <h2 className={css({ fontWeight: 'bold' })}>{title}</h2>
      {children}
    </section>
  )
}

/** One return as a panel shows it: who, the items and money, the details, and its timeline. */
export function ReturnSheet({ value }: { value: OrderReturn }) {
  return (
    <div className={stack({ gap: '4' })}>
      <p className={css({ display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap', color: 'fg.muted' })}>
        <ReturnStatusBadge status={value.status} />
        <span>
          {value.customer_name?.trim() || 'خریدار'}، سفارش {toPersianDigits(value.order_id)} از {value.store.name}،
          ثبت‌شده در {formatDateTime(value.created_at)}
        </span>
      </p>
      <div
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 22rem' },
          gap: { base: '4', lg: '6' },
          alignItems: 'start',
        })}
      >
        <div className={stack({ gap: '4', minW: '0' })}>
          <Panel title="کالاهای مرجوعی">
            <ReturnItems value={value} />
          </Panel>
          <Panel title="جزئیات">
            <ReturnFacts value={value} />
          </Panel>
        </div>
        <Panel title="مراحل مرجوعی">
          <ReturnTimeline events={value.events} />
        </Panel>
      </div>
    </div>
  )
}
