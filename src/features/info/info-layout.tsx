import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { stack } from 'styled-system/patterns'
import { useDocumentTitle } from '#lib/use-document-title'
import { Breadcrumbs, type Crumb } from '#ui/breadcrumbs'
import type { InfoSection } from './info-types'

interface InfoLayoutProps {
  title: string
  lead?: string
  crumbs?: Crumb[]
  children: ReactNode
}

/** An informational page: a readable column with a heading and an opening paragraph. */
export function InfoLayout({ title, lead, crumbs, children }: InfoLayoutProps) {
  useDocumentTitle(title)
  return (
    <article className={stack({ maxW: '3xl', mx: 'auto', gap: '6' })}>
      <header className={stack({ gap: '3' })}>
        <Breadcrumbs items={crumbs ?? [{ label: 'خانه', link: { to: '/' } }, { label: title }]} />
        <h1 className={css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'black' })}>{title}</h1>
        {lead ? (
          <p className={css({ fontSize: { base: 'md', md: 'lg' }, color: 'fg.muted', lineHeight: '2' })}>{lead}</p>
        ) : null}
      </header>
      {children}
    </article>
  )
}

const card = css({
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'card',
  p: { base: '4', md: '6' },
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  lineHeight: '2',
})

/** The titled parts of an informational page, each on its own card. */
export function InfoSections({ sections }: { sections: readonly InfoSection[] }) {
  return (
    <>
      {sections.map((section) => (
        <section key={section.title} className={card}>
          <h2 className={css({ fontSize: 'lg', fontWeight: 'bold' })}>{section.title}</h2>
          {section.paragraphs?.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
          {section.bullets ? (
            <ul className={stack({ listStyleType: 'disc', ps: '5', gap: '1.5' })}>
              {section.bullets.map((bullet) => (
                <li key={bullet}>{bullet}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </>
  )
}
