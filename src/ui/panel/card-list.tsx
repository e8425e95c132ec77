import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { stack } from 'styled-system/patterns'
import { formatNumber } from '#lib/fa'
import { EmptyState } from '../empty-state'
import { ErrorState } from '../error-state'
import { Pagination } from '../pagination'
import { Skeleton, SkeletonGroup } from '../skeleton'
import { useTableSearch } from './data-table/use-table-search'

export interface CardListProps<Row> {
  /** The list's name for screen readers (e.g. «صف بررسی دیدگاه‌ها»). */
  label: string
  rows: Row[] | undefined
  rowKey: (row: Row) => string | number
  /** One record as a card (an <article>, a Card…), at every width. */
  renderRow: (row: Row) => ReactNode
  total: number
  pageSize: number
  isPending: boolean
  error?: unknown
  onRetry: () => void
  empty: { title: string; description?: string }
  /** Shown above the rows, beside the count (a bulk action) */
  header?: ReactNode
}

const list = stack({ gap: '3', listStyle: 'none', m: 0, p: 0 })
const summary = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3', mb: '3', minH: '11' })

/**
 * DataTable's sibling for records too rich for a row (a review with its text and photos, a
 * question with its answers): one card each at every width, with the same loading, error and
 * empty states and the same paging through the URL's `page`.
 */
export function CardList<Row>(props: CardListProps<Row>) {
  const { label, rows, rowKey, renderRow, total, pageSize, isPending, error, onRetry, empty, header } = props
  const { search, update } = useTableSearch()
  const page = search.page ?? 1
  if (isPending && !rows) {
    return (
      <SkeletonGroup>
        <div className={list}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className={css({ h: '36', borderRadius: 'card' })} />
          ))}
        </div>
      </SkeletonGroup>
    )
  }
  if (error && !rows) return <ErrorState error={error} onRetry={onRetry} />
  if (!rows || rows.length === 0) return <EmptyState title={empty.title} description={empty.description} />
  return (
    <section aria-label={label}>
      <div className={summary}>
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })} aria-live="polite">
          {`${formatNumber(total)} مورد`}
        </p>
        {header}
      </div>
      <ul className={list}>
        {rows.map((row) => (
          <li key={rowKey(row)}>{renderRow(row)}</li>
        ))}
      </ul>
      <Pagination
        page={page}
        totalPages={Math.max(1, Math.ceil(total / pageSize))}
        onPageChange={(next) => update({ page: next > 1 ? next : undefined })}
      />
    </section>
  )
}
