import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { useDocumentTitle } from '#lib/use-document-title'
import { buttonClass } from '#ui/button'

interface NotFoundProps {
  /** Where "back" leads: the site, or a panel's home. */
  homeHref?: '/' | '/admin/stores' | '/providers'
  homeLabel?: string
}

/** The catch-all page: Persian, with a way back. */
export function NotFound({ homeHref = '/', homeLabel = 'بازگشت به صفحه اصلی' }: NotFoundProps) {
  // The same title as the server's 404 answer for the address (server/plugins/seo.ts).
  useDocumentTitle('صفحه پیدا نشد')
  return (
    <section
      aria-labelledby="not-found-title"
      className={css({
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: '4',
        py: { base: '12', md: '20' },
        px: '4',
      })}
    >
      <p aria-hidden="true" className={css({ fontSize: '6xl', fontWeight: 'black', color: 'accent.default' })}>
        ۴۰۴
      </p>
      <h1 id="not-found-title" className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
        صفحه پیدا نشد
      </h1>
      <p className={css({ color: 'fg.muted', maxW: 'md' })}>
        صفحه‌ای که دنبالش بودید وجود ندارد یا جابه‌جا شده است. نشانی را بررسی کنید یا به صفحه اصلی برگردید.
      </p>
      <Link to={homeHref} className={buttonClass()}>
        {homeLabel}
      </Link>
    </section>
  )
}
