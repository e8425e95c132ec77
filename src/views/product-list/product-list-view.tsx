import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { type ReactNode, useId, useRef } from 'react'
import { css } from 'styled-system/css'
import { visuallyHidden } from 'styled-system/patterns'
import { brandSampleQueryOptions } from '#api/brand-samples'
import { categoryFiltersQueryOptions } from '#api/categories'
import { productListQueryOptions } from '#api/products'
import { formatNumber } from '#lib/fa'
import { activeFilterCount, clearFilters, defaultSort } from '#lib/product-list/list-filters'
import { brandSampleParams, type ListScope, needsFacets, productListParams } from '#lib/product-list/list-query'
import type { ListFilters, ProductListSearch } from '#lib/product-list/list-search'
import { useMediaQuery } from '#lib/use-media-query'
import { ActiveFilters, filterChips } from './active-filters'
import { FacetPanel } from './facets/facet-panel'
import { FacetsDrawer } from './facets/facets-drawer'
import { ListResults } from './list-results'
import { SortBar } from './sort-bar'

export interface ProductListViewProps {
  scope: ListScope
  /** The URL's search params. */
  search: ProductListSearch
  /** Writes new search params to the URL. */
  onSearchChange: (next: ProductListSearch) => void
  /** The brand is fixed by the page (brand pages): no brand facet. */
  fixedBrand?: boolean
  /** Shown above the filters on wide screens (e.g. the subcategories). */
  aside?: ReactNode
  emptyTitle?: string
  emptyDescription?: string
}

const layout = css({
  display: 'grid',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: '17rem minmax(0, 1fr)' },
  gap: { base: '4', lg: '6' },
  alignItems: 'start',
})
const sidebar = css({
  display: { base: 'none', lg: 'flex' },
  flexDirection: 'column',
  gap: '4',
  position: 'sticky',
  top: '32',
  maxH: 'calc(100dvh - 9rem)',
  overflowY: 'auto',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'card',
  px: '4',
  py: '3',
})

/**
 * A product list with its facets, sort and pages, all kept in the URL: /products, a category,
 * a brand, a store's products and the search results share it.
 */
export function ProductListView(props: ProductListViewProps) {
  const { scope, search, onSearchChange, fixedBrand } = props
  const titleId = useId()
  const topRef = useRef<HTMLDivElement>(null)
  const page = search.page ?? 1

  const facetsQuery = useQuery({
    ...categoryFiltersQueryOptions(scope.categoryId ?? 0),
    enabled: Boolean(scope.categoryId),
  })
  const facets = scope.categoryId ? (facetsQuery.data?.items ?? []) : []
  // Specs can only be sent once the category's facets are known (unknown keys answer 422).
  const waiting = needsFacets(search, scope) && !facetsQuery.data && !facetsQuery.isError
  const list = useQuery({
    ...productListQueryOptions(productListParams(search, scope, facets)),
    enabled: !waiting,
    placeholderData: keepPreviousData,
  })
  const brands = useQuery({ ...brandSampleQueryOptions(brandSampleParams(scope)), enabled: !fixedBrand })

  const change = (patch: Partial<ListFilters>) => onSearchChange({ ...search, page: undefined, ...patch })
  const clear = () => onSearchChange(clearFilters(search))
  const goToPage = (next: number) => {
    change({ page: next > 1 ? next : undefined })
    topRef.current?.scrollIntoView({ block: 'start' })
  }

  const activeCount = activeFilterCount(search)
  const chips = filterChips(search, facets, brands.data ?? [])
  const panel = {
    filters: search,
    onChange: change,
    facets,
    facetsLoading: Boolean(scope.categoryId) && facetsQuery.isPending,
    brands: fixedBrand ? undefined : (brands.data ?? []),
    brandsLoading: !fixedBrand && brands.isPending,
  }
  const total = list.data?.total
  // Panda's lg breakpoint: the filters sit beside the list; below it they open in a drawer. Only
  // the one in use is rendered, so a phone does not build a hidden sidebar of every facet.
  const wide = useMediaQuery('(min-width: 64rem)')

  return (
    <div className={layout}>
      {wide ? (
        <aside aria-label="فیلترها" className={sidebar}>
          {props.aside}
          <h2 className={css({ fontWeight: 'bold', pt: '1' })}>فیلترها</h2>
          <FacetPanel {...panel} />
        </aside>
      ) : null}
      {/* In the list's own column even before the sidebar is there (the server's HTML, which
          cannot know the screen's width), so the cards do not move when it appears. */}
      <section
        aria-labelledby={titleId}
        className={css({
          display: 'flex',
          flexDirection: 'column',
          gap: '3',
          minW: '0',
          scrollMarginTop: '32',
          gridColumn: { lg: '2' },
        })}
      >
        {/* The cards' h3 names sit under an h2 even on a phone, where the filters' h2 is hidden. */}
        <h2 id={titleId} className={visuallyHidden()}>
          فهرست کالاها
        </h2>
        <div ref={topRef} className={css({ scrollMarginTop: '36' })} />
        <div
          className={css({
            display: 'flex',
            alignItems: 'center',
            gap: '3',
            bg: { lg: 'bg.surface' },
            borderWidth: { lg: '1px' },
            borderColor: 'border.default',
            borderRadius: 'card',
            px: { lg: '3' },
            py: { lg: '1.5' },
          })}
        >
          {wide ? null : (
            <div className={css({ flexShrink: 0, display: { lg: 'none' } })}>
              <FacetsDrawer {...panel} activeCount={activeCount} total={total} onClear={clear} />
            </div>
          )}
          <div className={css({ flex: { md: '1' }, minW: '0' })}>
            <SortBar
              value={search.sort ?? defaultSort(Boolean(scope.search))}
              withRelevance={Boolean(scope.search)}
              onChange={(sort) => change({ sort })}
            />
          </div>
          <p
            aria-live="polite"
            className={css({
              flexShrink: 0,
              ms: 'auto',
              fontSize: 'sm',
              color: 'fg.muted',
            })}
          >
            {total === undefined ? '' : `${formatNumber(total)} کالا`}
          </p>
        </div>
        <ActiveFilters chips={chips} onChange={change} onClear={clear} />
        <ListResults
          data={list.data}
          error={list.error}
          stale={list.isPlaceholderData || waiting}
          page={page}
          hasFilters={activeCount > 0}
          emptyTitle={props.emptyTitle ?? 'کالایی پیدا نشد'}
          emptyDescription={props.emptyDescription}
          onRetry={() => void list.refetch()}
          onClearFilters={clear}
          onPageChange={goToPage}
        />
      </section>
    </div>
  )
}
