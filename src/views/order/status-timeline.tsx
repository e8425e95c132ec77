import { css, cx } from 'styled-system/css'
import { mutedText, stack } from 'styled-system/patterns'
import type { PublicOrder } from '#api/orders'
import { formatDateTime } from '#lib/fa'
import { ACTOR_LABELS } from './order-labels'
import { ORDER_STATUS_LABELS as STATUS_LABELS } from './order-status'
import { upcomingSteps } from './order-steps'

const row = css({ display: 'flex', gap: '3', minH: '16' })
const rail = css({ display: 'flex', flexDirection: 'column', alignItems: 'center', flexShrink: 0, pt: '1' })
const dot = css({ w: '3.5', h: '3.5', borderRadius: 'full', borderWidth: '2px', flexShrink: 0 })
const doneDot = css({ bg: 'accent.default', borderColor: 'accent.default' })
const lastDot = css({ boxShadow: '0 0 0 4px {colors.accent.muted}' })
const cancelledDot = css({ bg: 'danger.default', borderColor: 'danger.default' })
const nextDot = css({ bg: 'bg.surface', borderColor: 'border.strong' })
const line = css({ flex: '1', w: '2px', bg: 'border.default', my: '1' })

/** The order's timeline: each change it went through, oldest first, then the steps still ahead. */
export function StatusTimeline({
  order,
  actors = ACTOR_LABELS,
}: {
  order: Pick<PublicOrder, 'status' | 'status_history' | 'payment'>
  /** Who made each change, in the reader's words (the customer's page by default). */
  actors?: Record<PublicOrder['status_history'][number]['by'], string>
}) {
  const history = order.status_history
  const upcoming = upcomingSteps(order)
  const total = history.length + upcoming.length
  return (
    <ol aria-label="مراحل سفارش" className={css({ display: 'flex', flexDirection: 'column' })}>
      {history.map((event, index) => {
        const latest = index === history.length - 1
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a history is append-only and may repeat a status
          <li key={index} className={row} aria-current={latest ? 'step' : undefined}>
            <span className={rail}>
              <span
                aria-hidden="true"
                className={cx(dot, event.status === 'cancelled' ? cancelledDot : doneDot, latest && lastDot)}
              />
              {index < total - 1 ? <span aria-hidden="true" className={line} /> : null}
            </span>
            <div className={stack({ gap: '0.5', pb: '4' })}>
              <span className={css({ fontWeight: latest ? 'bold' : 'semibold' })}>{STATUS_LABELS[event.status]}</span>
              <time dateTime={event.at} className={mutedText()}>
                {formatDateTime(event.at)}
                <span className={css({ color: 'fg.subtle' })}>، {actors[event.by]}</span>
              </time>
              {event.note ? <p className={css({ fontSize: 'sm' })}>{event.note}</p> : null}
            </div>
          </li>
        )
      })}
      {upcoming.map((status, index) => (
        <li key={status} className={row}>
          <span className={rail}>
            <span aria-hidden="true" className={cx(dot, nextDot)} />
            {history.length + index < total - 1 ? <span aria-hidden="true" className={line} /> : null}
          </span>
          <div className={stack({ gap: '0.5', pb: '4', color: 'fg.subtle' })}>
            <span>{STATUS_LABELS[status]}</span>
            <span className={css({ fontSize: 'sm' })}>هنوز انجام نشده</span>
          </div>
        </li>
      ))}
    </ol>
  )
}
