import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import type { Category } from '#api/categories'
import { AppImage } from '#ui/app-image'

const item = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '2',
  w: { base: '20', md: '28' },
  textAlign: 'center',
  textDecoration: 'none',
  color: 'fg.default',
  fontSize: { base: 'xs', md: 'sm' },
  fontWeight: 'medium',
  '&:hover img': { transform: 'scale(1.05)' },
})

/** The root categories as round pictures in a row (sideways scrolling on a phone). */
export function CategoryStrip({ categories }: { categories: readonly Category[] }) {
  if (!categories.length) return null
  return (
    <nav aria-label="دسته‌بندی‌ها">
      <ul
        className={css({
          display: 'flex',
          gap: { base: '2', md: '4' },
          justifyContent: { lg: 'center' },
          position: 'relative',
          overflowX: 'auto',
          scrollbarWidth: 'none',
          py: '1',
        })}
      >
        {categories.map((category) => (
          <li key={category.id} className={css({ flexShrink: 0 })}>
            <Link to="/categories/$categorySlug" params={{ categorySlug: category.slug }} className={item}>
              <span
                className={css({
                  display: 'block',
                  w: { base: '16', md: '24' },
                  h: { base: '16', md: '24' },
                  borderRadius: 'full',
                  overflow: 'hidden',
                  bg: 'bg.subtle',
                  borderWidth: '1px',
                  borderColor: 'border.default',
                })}
              >
                <AppImage
                  src={category.image_url}
                  alt=""
                  width={96}
                  height={96}
                  className={css({ w: 'full', h: 'full', objectFit: 'cover', transition: 'transform 0.2s' })}
                />
              </span>
              <span className={css({ lineHeight: '1.5' })}>{category.name_fa}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
