// From a page's scope (its category, brand, store or search words) and the URL's filters to the
// listPublicProducts query. Pure, so the loader, the component and the tests agree on it.
import type { operations } from '#sdk'
import { BRAND_SAMPLE_SIZE } from '#sdk/rules/public-reads'
import { type ListFilters, PAGE_SIZE } from './list-search'
import { type CategoryFilter, specsForApi } from './specs-selection'

export type ProductListParams = NonNullable<operations['listPublicProducts']['parameters']['query']>

/** What the page is about, fixed by its address rather than by the filters. */
export interface ListScope {
  categoryId?: number
  /** A brand slug (the brand pages). */
  brand?: string
  storeId?: number
  /** Search words (/search?q=…, /products?search=…). */
  search?: string
}

/** The attribute facets matter only inside a category and once some are chosen. */
export function needsFacets(filters: Pick<ListFilters, 'specs'>, scope: ListScope): boolean {
  return Boolean(scope.categoryId && filters.specs)
}

function compact<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T
}

/** The query for one page of the list. `facets` are the category's (needed to send specs). */
export function productListParams(
  filters: ListFilters,
  scope: ListScope,
  facets: readonly CategoryFilter[] = [],
): ProductListParams {
  let { min_price, max_price } = filters
  if (min_price != null && max_price != null && min_price > max_price) [min_price, max_price] = [max_price, min_price]
  const search = scope.search?.trim() || undefined
  const sort = filters.sort === 'relevance' && !search ? undefined : filters.sort
  return compact({
    category: scope.categoryId,
    search,
    brand: scope.brand ? [scope.brand] : filters.brand,
    store_id: scope.storeId,
    min_price,
    max_price,
    in_stock: filters.in_stock ? true : undefined,
    specs: scope.categoryId ? specsForApi(filters.specs, facets) : undefined,
    sort,
    skip: ((filters.page ?? 1) - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  })
}

/** Enough of the scope's products to offer its brands as a facet (no brand endpoint exists). */
export function brandSampleParams(scope: ListScope): ProductListParams {
  return compact({
    category: scope.categoryId,
    search: scope.search?.trim() || undefined,
    store_id: scope.storeId,
    sort: 'best_selling' as const,
    limit: BRAND_SAMPLE_SIZE,
  })
}

export function totalPages(total: number): number {
  return Math.max(1, Math.ceil(total / PAGE_SIZE))
}
