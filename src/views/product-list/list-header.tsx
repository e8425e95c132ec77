import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { mutedText } from 'styled-system/patterns'
import type { Category } from '#api/categories'
import { Breadcrumbs, type Crumb } from '#ui/breadcrumbs'

interface ListHeaderProps {
  title: string
  crumbs?: Crumb[]
  description?: ReactNode
}

/** A list page's heading: where it sits, its name and a line about it. */
export function ListHeader({ title, crumbs, description }: ListHeaderProps) {
  return (
    <header className={css({ display: 'flex', flexDirection: 'column', gap: '2', mb: { base: '4', md: '5' } })}>
      {crumbs?.length ? <Breadcrumbs items={crumbs} /> : null}
      <h1 className={css({ fontSize: { base: 'xl', md: '2xl' }, fontWeight: 'black' })}>{title}</h1>
      {description ? <div className={mutedText()}>{description}</div> : null}
    </header>
  )
}

const chip = css({
  display: 'inline-flex',
  alignItems: 'center',
  h: '9',
  px: '4',
  borderRadius: 'full',
  borderWidth: '1px',
  borderColor: 'border.default',
  bg: 'bg.surface',
  fontSize: 'sm',
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  color: 'fg.default',
  _hover: { borderColor: 'accent.default', color: 'accent.text' },
})

/** A category's subcategories as chips: a sideways-scrolling row on a phone. */
export function SubcategoryLinks({ categories }: { categories: readonly Category[] | undefined }) {
  if (!categories?.length) return null
  return (
    <nav aria-label="زیردسته‌ها" className={css({ mb: '4' })}>
      <ul
        className={css({
          display: 'flex',
          gap: '2',
          position: 'relative',
          overflowX: 'auto',
          scrollbarWidth: 'none',
          pb: '1',
        })}
      >
        {categories.map((category) => (
          <li key={category.id}>
            <Link to="/categories/$categorySlug" params={{ categorySlug: category.slug }} className={chip}>
              {category.name_fa}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** «خانه / کالای دیجیتال / موبایل» for a category page: the ancestors link, the category does not. */
export function categoryCrumbs(
  path: readonly Pick<Category, 'slug' | 'name_fa'>[],
  { linkLast = false }: { linkLast?: boolean } = {},
): Crumb[] {
  return [
    { label: 'خانه', link: { to: '/' } },
    ...path.map((category, index) => ({
      label: category.name_fa,
      link:
        index < path.length - 1 || linkLast
          ? { to: '/categories/$categorySlug' as const, params: { categorySlug: category.slug } }
          : undefined,
    })),
  ]
}
