import type { QueryClient } from '@tanstack/react-query'
import { type ListScope, productListParams } from '#lib/product-list/list-query'
import type { ListFilters } from '#lib/product-list/list-search'
import { categoryFiltersQueryOptions } from './categories'
import { productListQueryOptions } from './products'

/**
 * The list routes' loader: the facets (awaited only when specs must be sent with them), then the
 * page of products. On a filter change within the same page (`stay`) the view keeps showing the
 * previous results while the new ones load, so the loader does not hold the navigation.
 */
export function loadProductList(
  queryClient: QueryClient,
  filters: ListFilters,
  scope: ListScope,
  cause: 'preload' | 'enter' | 'stay',
): Promise<void> | undefined {
  const load = async () => {
    const facets = scope.categoryId ? queryClient.ensureQueryData(categoryFiltersQueryOptions(scope.categoryId)) : null
    facets?.catch(() => {}) // the view shows the facets' own failure
    const items = filters.specs && facets ? (await facets).items : []
    await queryClient.ensureQueryData(productListQueryOptions(productListParams(filters, scope, items)))
  }
  const loading = load()
  if (cause !== 'stay') return loading
  loading.catch(() => {})
  return undefined
}
