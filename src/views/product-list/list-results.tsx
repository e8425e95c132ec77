import { css } from 'styled-system/css'
import { totalPages } from '#lib/product-list/list-query'
import type { Schemas } from '#sdk'
import { Button } from '#ui/button'
import { EmptyState } from '#ui/empty-state'
import { ErrorState } from '#ui/error-state'
import { Pagination } from '#ui/pagination'
import { BoxIcon, SearchIcon } from '#ui/shop-icons'
import { ProductGrid } from './product-grid'
import { ProductGridSkeleton } from './product-grid-skeleton'

interface ListResultsProps {
  data: Schemas['ProductSummaryPage'] | undefined
  error: unknown
  /** Showing the previous filters' results while the new ones load. */
  stale: boolean
  page: number
  hasFilters: boolean
  emptyTitle: string
  emptyDescription?: string
  onRetry: () => void
  onClearFilters: () => void
  onPageChange: (page: number) => void
}

/** The list's body: skeletons, the error with a retry, the empty state, or the cards and pages. */
export function ListResults(props: ListResultsProps) {
  const { data, error, stale, page, hasFilters, onPageChange } = props
  if (!data) {
    return error ? <ErrorState error={error} onRetry={props.onRetry} /> : <ProductGridSkeleton />
  }
  if (!data.items.length) {
    if (page > 1 && data.total > 0) {
      return (
        <EmptyState
          icon={<BoxIcon />}
          title="این صفحه خالی است"
          action={<Button onClick={() => onPageChange(1)}>رفتن به صفحه اول</Button>}
        />
      )
    }
    return (
      <EmptyState
        icon={<SearchIcon />}
        title={props.emptyTitle}
        description={hasFilters ? 'فیلترها را کمتر کنید یا محدوده قیمت را تغییر دهید.' : props.emptyDescription}
        action={
          hasFilters ? (
            <Button variant="outline" onClick={props.onClearFilters}>
              حذف همه فیلترها
            </Button>
          ) : null
        }
      />
    )
  }
  return (
    <div aria-busy={stale} className={css({ transition: 'opacity 0.15s', opacity: stale ? 0.55 : 1 })}>
      <ProductGrid products={data.items} />
      <Pagination page={page} totalPages={totalPages(data.total)} onPageChange={onPageChange} />
    </div>
  )
}
