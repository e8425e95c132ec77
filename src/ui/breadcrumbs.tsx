import { Link, type LinkProps } from '@tanstack/react-router'
import { css } from 'styled-system/css'

export interface Crumb {
  label: string
  /** Omitted for the current page (the last crumb). */
  link?: Pick<LinkProps, 'to' | 'params' | 'search'>
}

const list = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '1',
  fontSize: 'sm',
  color: 'fg.muted',
})
const separator = css({ color: 'fg.subtle', mx: '1', userSelect: 'none' })
const linkClass = css({ color: 'fg.muted', textDecoration: 'none', _hover: { color: 'accent.text' } })

/** «خانه / کالای دیجیتال / موبایل»: where this page sits, each ancestor a link. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="مسیر صفحه">
      <ol className={list}>
        {items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a trail is fixed in order; labels may repeat
          <li key={`${item.label}-${index}`} className={css({ display: 'inline-flex', alignItems: 'center' })}>
            {index > 0 ? (
              <span aria-hidden="true" className={separator}>
                /
              </span>
            ) : null}
            {item.link ? (
              <Link {...item.link} className={linkClass}>
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className={css({ color: 'fg.default' })}>
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
