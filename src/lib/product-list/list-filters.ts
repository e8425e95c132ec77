// The list view's sort labels and filter helpers, apart from the search schema (./list-search.ts)
// the routes hold in the app's first script: these load with the product lists.
import type { ProductListSearch, Sort } from './list-search'

export const SORT_LABELS: Record<Sort, string> = {
  relevance: 'مرتبط‌ترین',
  newest: 'جدیدترین',
  best_selling: 'پرفروش‌ترین',
  cheapest: 'ارزان‌ترین',
  most_expensive: 'گران‌ترین',
}

/** The sort the server applies when none is chosen: relevance for a search, else newest. */
export function defaultSort(hasSearch: boolean): Sort {
  return hasSearch ? 'relevance' : 'newest'
}

/** How many filters are on (the badge on the mobile «فیلترها» button). */
export function activeFilterCount(search: Partial<ProductListSearch>): number {
  let count = Object.keys(search.specs ?? {}).length + (search.brand?.length ?? 0)
  if (search.min_price != null || search.max_price != null) count++
  if (search.in_stock) count++
  return count
}

/** The same search with every filter off (scope, sort kept; back to page 1). */
export function clearFilters<T extends Partial<ProductListSearch>>(search: T): T {
  return {
    ...search,
    brand: undefined,
    min_price: undefined,
    max_price: undefined,
    in_stock: undefined,
    specs: undefined,
    page: undefined,
  }
}
