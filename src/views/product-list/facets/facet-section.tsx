import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { ChevronDownIcon } from '#ui/icons'

const details = css({
  borderBottomWidth: '1px',
  borderColor: 'border.default',
  '&[open] > summary svg': { transform: 'rotate(180deg)' },
})
const summary = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '2',
  py: '3',
  cursor: 'pointer',
  fontWeight: 'semibold',
  fontSize: 'sm',
  listStyle: 'none',
  '&::-webkit-details-marker': { display: 'none' },
  '& svg': { color: 'fg.subtle', transition: 'transform 0.15s' },
})

interface FacetSectionProps {
  title: string
  /** e.g. «۲ مورد» when something is chosen. */
  hint?: string
  defaultOpen?: boolean
  children: ReactNode
}

/** One facet, folding open and shut (a native <details>: keyboard and reader support for free). */
export function FacetSection({ title, hint, defaultOpen = true, children }: FacetSectionProps) {
  return (
    <details open={defaultOpen} className={details}>
      <summary className={summary}>
        <span>
          {title}
          {hint ? <span className={css({ color: 'accent.text', fontWeight: 'normal', ms: '2' })}>{hint}</span> : null}
        </span>
        <ChevronDownIcon />
      </summary>
      <div className={css({ pb: '4' })}>{children}</div>
    </details>
  )
}
