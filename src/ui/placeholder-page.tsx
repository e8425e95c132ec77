import type { ReactNode } from 'react'
import { css } from 'styled-system/css'

interface PlaceholderPageProps {
  title: string
  /** What this page will show, e.g. «فهرست محصولات فروشگاه شما اینجا نمایش داده می‌شود». */
  description: string
  children?: ReactNode
}

const box = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderStyle: 'dashed',
  borderColor: 'border.strong',
  borderRadius: 'card',
  p: { base: '5', md: '8' },
})

/** A page whose content a later issue builds: a clear title and a sentence on what will be here. */
export function PlaceholderPage({ title, description, children }: PlaceholderPageProps) {
  return (
    <section aria-labelledby="page-title" className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <h1 id="page-title" className={css({ fontSize: { base: 'xl', md: '2xl' }, fontWeight: 'bold' })}>
        {title}
      </h1>
      <div className={box}>
        <p className={css({ color: 'fg.muted' })}>{description}</p>
        {children}
      </div>
    </section>
  )
}
