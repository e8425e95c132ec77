import { css } from 'styled-system/css'
import { wrap } from 'styled-system/patterns'
import { formatNumber } from '#lib/fa'
import { pageWindow } from '#lib/page-window'
import { Button } from './button'
import { Icon } from './icon'

interface PaginationProps {
  page: number
  totalPages: number
  onPageChange: (page: number) => void
}

function Chevron({ next }: { next?: boolean }) {
  // Drawn for left-to-right text and mirrored in Persian: «next» points to the inline end.
  return <Icon directional>{next ? <path d="m9 6 6 6-6 6" /> : <path d="m15 6-6 6 6 6" />}</Icon>
}

/** Pages of a list, Persian digits, previous and next. */
export function Pagination({ page, totalPages, onPageChange }: PaginationProps) {
  if (totalPages <= 1) return null
  return (
    <nav aria-label="صفحه‌بندی" className={css({ display: 'flex', justifyContent: 'center', mt: '6' })}>
      <ul className={wrap({ alignItems: 'center', gap: '1' })}>
        <li>
          <Button
            variant="ghost"
            icon
            aria-label="صفحه قبل"
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
          >
            <Chevron />
          </Button>
        </li>
        {pageWindow(page, totalPages).map((p, i) =>
          p === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
            <li key={`gap-${i}`} aria-hidden="true" className={css({ px: '1', color: 'fg.subtle' })}>
              …
            </li>
          ) : (
            <li key={p}>
              <Button
                variant={p === page ? 'solid' : 'ghost'}
                icon
                aria-label={`صفحه ${formatNumber(p)}`}
                aria-current={p === page ? 'page' : undefined}
                onClick={() => p !== page && onPageChange(p)}
              >
                {formatNumber(p)}
              </Button>
            </li>
          ),
        )}
        <li>
          <Button
            variant="ghost"
            icon
            aria-label="صفحه بعد"
            disabled={page >= totalPages}
            onClick={() => onPageChange(page + 1)}
          >
            <Chevron next />
          </Button>
        </li>
      </ul>
    </nav>
  )
}
