import { type ReactNode, useId } from 'react'
import { css } from 'styled-system/css'
import { stack } from 'styled-system/patterns'

// The titled boxes of the detail pages (an order and a return, as the customer and the panels see
// them) and the two columns they stand in: a wide one for what happened and what to do, a narrow
// one (22rem from lg up) for the facts; one column on a phone.

const titledPanel = css({
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

export const detailColumns = css({
  display: 'grid',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 22rem' },
  gap: { base: '4', lg: '6' },
  alignItems: 'start',
})

export const detailColumn = stack({ gap: '4', minW: '0' })

/** A titled box; its heading names the region for screen readers (`id`: a stable id for the heading). */
export function TitledPanel({ id, title, children }: { id?: string; title: string; children: ReactNode }) {
  const own = useId()
  const headingId = id ?? own
  return (
    <section aria-labelledby={headingId} className={titledPanel}>
      <h2 id={headingId} className={css({ fontWeight: 'bold' })}>
        {title}
      </h2>
      {children}
    </section>
  )
}
