import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { stack, wrap } from 'styled-system/patterns'
import { faqGroups } from '#sdk/rules/faq'
import { ChevronDownIcon } from '#ui/icons'
import { InfoLayout } from './info-layout'

const item = css({
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'card',
  '&[open] > summary svg': { transform: 'rotate(180deg)' },
})
const summary = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
  px: '4',
  py: '3.5',
  cursor: 'pointer',
  fontWeight: 'semibold',
  listStyle: 'none',
  '&::-webkit-details-marker': { display: 'none' },
  '& svg': { flexShrink: 0, color: 'fg.subtle', transition: 'transform 0.15s' },
})

/** /faq: the questions by group; each opens in place and has its own page. */
export function FaqPage() {
  return (
    <InfoLayout
      title="پرسش‌های متداول"
      lead="پاسخ پرسش‌های رایج درباره خرید، ارسال، بازگشت کالا و فروشندگی در راسته. پاسخ خود را پیدا نکردید؟ از صفحه تماس با ما بپرسید."
    >
      <nav aria-label="گروه‌های پرسش" className={wrap({ gap: '2' })}>
        {faqGroups.map((group) => (
          <a
            key={group.id}
            href={`#${group.id}`}
            className={css({
              px: '4',
              h: '9',
              display: 'inline-flex',
              alignItems: 'center',
              borderRadius: 'full',
              bg: 'accent.subtle',
              color: 'accent.text',
              fontSize: 'sm',
              fontWeight: 'medium',
            })}
          >
            {group.title}
          </a>
        ))}
      </nav>
      {faqGroups.map((group) => (
        <section
          key={group.id}
          id={group.id}
          aria-labelledby={`${group.id}-title`}
          className={css({ scrollMarginTop: '32' })}
        >
          <h2 id={`${group.id}-title`} className={css({ fontSize: 'xl', fontWeight: 'bold', mb: '3' })}>
            {group.title}
          </h2>
          <div className={stack({ gap: '2' })}>
            {group.entries.map((entry) => (
              <details key={entry.slug} className={item}>
                <summary className={summary}>
                  {entry.question}
                  <ChevronDownIcon />
                </summary>
                <div
                  className={css({
                    px: '4',
                    pb: '4',
                    display: 'flex',
                    flexDirection: 'column',
                    gap: '2',
                    lineHeight: '2',
                    color: 'fg.muted',
                  })}
                >
                  {entry.answer.map((paragraph) => (
                    <p key={paragraph.slice(0, 40)}>{paragraph}</p>
                  ))}
                  <Link
                    to="/faq/$slug"
                    params={{ slug: entry.slug }}
                    className={css({ alignSelf: 'flex-start', fontSize: 'sm', color: 'accent.text' })}
                  >
                    صفحه این پرسش
                  </Link>
                </div>
              </details>
            ))}
          </div>
        </section>
      ))}
    </InfoLayout>
  )
}
