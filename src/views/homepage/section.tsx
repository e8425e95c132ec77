import { Link, type LinkProps } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { mutedText } from 'styled-system/patterns'
import { Icon } from '#ui/icon'

interface HomeSectionProps {
  id: string
  title: string
  subtitle?: ReactNode
  more?: { label: string; link: Pick<LinkProps, 'to' | 'params' | 'search'> }
  children: ReactNode
}

/** A homepage section: a heading with an optional «مشاهده همه» link, then its cards. */
// Contained (`contain: content`), so a change inside a section (a picture arriving, the app
// hydrating a card) lays out and paints that section alone. Not `content-visibility: auto`: Chrome
// lays such an element out only after a first layout has found it near the screen, and its margin
// is wide (at a phone's 412 × 823 every section but the last was within it), so it cost the first
// paint a second style and layout pass and saved almost nothing (decision 044). The footer, further
// down, keeps it.
const sectionClass = css({ display: 'flex', flexDirection: 'column', gap: '4', contain: 'content' })

export function HomeSection({ id, title, subtitle, more, children }: HomeSectionProps) {
  return (
    <section aria-labelledby={id} className={sectionClass}>
      <div className={css({ display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', gap: '3' })}>
        <div>
          <h2 id={id} className={css({ fontSize: { base: 'lg', md: 'xl' }, fontWeight: 'black' })}>
            {title}
          </h2>
          {subtitle ? <div className={mutedText()}>{subtitle}</div> : null}
        </div>
        {more ? (
          <Link
            {...more.link}
            className={css({
              display: 'inline-flex',
              alignItems: 'center',
              gap: '1',
              flexShrink: 0,
              fontSize: 'sm',
              fontWeight: 'semibold',
              color: 'accent.text',
              textDecoration: 'none',
              _hover: { textDecoration: 'underline' },
            })}
          >
            {more.label}
            <Icon directional>
              <path d="m9 6 6 6-6 6" />
            </Icon>
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  )
}

/** Cards in a row: sideways scrolling with snap on a phone, a grid of `columns` on a wide screen. */
export const railClass = css({
  // Positioned, so absolutely placed descendants (screen-reader-only text) stay inside the scroller.
  position: 'relative',
  display: 'grid',
  gridAutoFlow: { base: 'column', md: 'row' },
  gridAutoColumns: { base: '44%', sm: '30%', md: 'auto' },
  gridTemplateColumns: { md: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(5, minmax(0, 1fr))' },
  gap: { base: '3', md: '4' },
  overflowX: { base: 'auto', md: 'visible' },
  scrollSnapType: 'x mandatory',
  scrollbarWidth: 'none',
  pb: '1',
  '& > *': { scrollSnapAlign: 'start' },
})

export const wideRailClass = css({
  position: 'relative',
  display: 'grid',
  gridAutoFlow: { base: 'column', md: 'row' },
  gridAutoColumns: { base: '80%', sm: '45%', md: 'auto' },
  gridTemplateColumns: { md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
  gap: { base: '3', md: '4' },
  overflowX: { base: 'auto', md: 'visible' },
  scrollSnapType: 'x mandatory',
  scrollbarWidth: 'none',
  pb: '1',
  '& > *': { scrollSnapAlign: 'start' },
})
