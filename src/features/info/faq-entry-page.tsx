import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { stack } from 'styled-system/patterns'
import type { FaqEntry, FaqGroup } from '#sdk/rules/faq'
import { buttonClass } from '#ui/button'
import { InfoLayout } from './info-layout'

/** /faq/{slug}: one question and its answer, with the rest of its group below. */
export function FaqEntryPage({ entry }: { entry: FaqEntry & { group: FaqGroup } }) {
  const related = entry.group.entries.filter((other) => other.slug !== entry.slug)
  return (
    <InfoLayout
      title={entry.question}
      crumbs={[
        { label: 'خانه', link: { to: '/' } },
        { label: 'پرسش‌های متداول', link: { to: '/faq' } },
        { label: entry.group.title },
      ]}
    >
      <div
        className={css({
          bg: 'bg.surface',
          borderWidth: '1px',
          borderColor: 'border.default',
          borderRadius: 'card',
          p: { base: '4', md: '6' },
          display: 'flex',
          flexDirection: 'column',
          gap: '3',
          lineHeight: '2',
        })}
      >
        {entry.answer.map((paragraph) => (
          <p key={paragraph.slice(0, 40)}>{paragraph}</p>
        ))}
      </div>
      {related.length ? (
        <section aria-labelledby="related-questions">
          <h2 id="related-questions" className={css({ fontSize: 'lg', fontWeight: 'bold', mb: '3' })}>
            پرسش‌های دیگر درباره {entry.group.title}
          </h2>
          <ul className={stack({ gap: '2' })}>
            {related.map((other) => (
              <li key={other.slug}>
                <Link to="/faq/$slug" params={{ slug: other.slug }} className={css({ color: 'accent.text' })}>
                  {other.question}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <Link to="/faq" className={`${buttonClass({ variant: 'outline' })} ${css({ alignSelf: 'flex-start' })}`}>
        همه پرسش‌های متداول
      </Link>
    </InfoLayout>
  )
}
