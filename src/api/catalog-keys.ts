import type { ProductListParams } from '../lib/product-list/list-query'

// One key factory per resource (STYLE.md): queries and invalidations use these, never literals.
export const productKeys = {
  all: ['products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (params: ProductListParams) => [...productKeys.lists(), params] as const,
  details: () => [...productKeys.all, 'detail'] as const,
  detail: (id: number) => [...productKeys.details(), id] as const,
  brandSamples: () => [...productKeys.all, 'brand-sample'] as const,
  brandSample: (params: ProductListParams) => [...productKeys.brandSamples(), params] as const,
}

export const categoryKeys = {
  all: ['categories'] as const,
  tree: () => [...categoryKeys.all, 'tree'] as const,
  bySlug: (slug: string) => [...categoryKeys.all, 'slug', slug] as const,
  filters: (id: number) => [...categoryKeys.all, 'filters', id] as const,
}
