import { css, cx } from 'styled-system/css'
import { mutedText, stack } from 'styled-system/patterns'
import type { OrderReturn } from '#api/returns'
import { formatDateTime } from '#lib/fa'
import { RETURN_STATUS_NAMES } from '#sdk/rules/returns'

const ACTORS: Record<OrderReturn['events'][number]['by'], string> = {
  customer: 'خریدار',
  store: 'فروشنده',
  admin: 'پشتیبانی راسته',
  system: 'راسته',
}

const row = css({ display: 'flex', gap: '3' })
const rail = css({ display: 'flex', flexDirection: 'column', alignItems: 'center', flexShrink: 0, pt: '1' })
const dot = css({ w: '3.5', h: '3.5', borderRadius: 'full', bg: 'accent.default', flexShrink: 0 })
const refused = css({ bg: 'danger.default' })
const line = css({ flex: '1', w: '2px', bg: 'border.default', my: '1' })

/** Each step the return went through, oldest first, with its Jalali time, who made it and the note. */
export function ReturnTimeline({ events }: { events: OrderReturn['events'] }) {
  return (
    <ol aria-label="مراحل مرجوعی" className={css({ display: 'flex', flexDirection: 'column' })}>
      {events.map((event, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a timeline is append-only
        <li key={index} className={row} aria-current={index === events.length - 1 ? 'step' : undefined}>
          <span className={rail}>
            <span
              aria-hidden="true"
              className={cx(dot, (event.status === 'rejected' || event.status === 'closed') && refused)}
            />
            {index < events.length - 1 ? <span aria-hidden="true" className={line} /> : null}
          </span>
          <div className={stack({ gap: '0.5', pb: '4', minW: '0' })}>
            <span className={css({ fontWeight: 'semibold' })}>{RETURN_STATUS_NAMES[event.status]}</span>
            <time dateTime={event.at} className={mutedText()}>
              {formatDateTime(event.at)}
              <span className={css({ color: 'fg.subtle' })}>، {ACTORS[event.by]}</span>
            </time>
            {event.note ? (
              <p className={css({ fontSize: 'sm', whiteSpace: 'pre-line', overflowWrap: 'anywhere' })}>{event.note}</p>
            ) : null}
          </div>
        </li>
      ))}
    </ol>
  )
}
