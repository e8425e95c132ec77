import { queryOptions } from '@tanstack/react-query'
import { api } from '#lib/api'
import { comparePersian } from '#lib/fa'
import type { ProductListParams } from '#lib/product-list/list-query'
import { type Schemas, unwrap } from '#sdk'
import { listsAndDetails, queryKeys } from './query-keys'

export type ProductSummary = Schemas['ProductSummary']
export type ProductDetail = Schemas['ProductDetail']
export type BrandRef = Schemas['BrandRef']
export type Product = Schemas['Product']

// One key factory per resource (STYLE.md): queries and invalidations use these, never literals.
export const productKeys = queryKeys('products', {
  ...listsAndDetails<ProductListParams>(),
  brandSamples: () => ['brand-sample'] as const,
  brandSample: (params: ProductListParams) => ['brand-sample', params] as const,
})

export function productListQueryOptions(params: ProductListParams) {
  return queryOptions({
    queryKey: productKeys.list(params),
    queryFn: ({ signal }) => unwrap(api.GET('/public/products', { params: { query: params }, signal })),
  })
}

export function productDetailQueryOptions(id: number) {
  return queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: ({ signal }) => unwrap(api.GET('/public/products/{id}', { params: { path: { id } }, signal })),
    // A missing product is the not-found page, not an error toast.
    meta: { silentError: true },
  })
}

/** The brands among a sample of the scope's best sellers, most frequent first. */
export function brandSampleQueryOptions(params: ProductListParams) {
  return queryOptions({
    queryKey: productKeys.brandSample(params),
    queryFn: async ({ signal }) => {
      const page = await unwrap(api.GET('/public/products', { params: { query: params }, signal }))
      return brandsOf(page.items)
    },
    meta: { silentError: true },
  })
}

export function brandsOf(items: readonly Pick<ProductSummary, 'brand'>[]): BrandRef[] {
  const counts = new Map<string, { brand: BrandRef; count: number }>()
  for (const { brand } of items) {
    if (!brand) continue
    const entry = counts.get(brand.slug)
    if (entry) entry.count++
    else counts.set(brand.slug, { brand, count: 1 })
  }
  return [...counts.values()]
    .sort((a, b) => b.count - a.count || comparePersian(a.brand.name_fa, b.brand.name_fa))
    .map((entry) => entry.brand)
}
