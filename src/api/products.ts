import { queryOptions } from '@tanstack/react-query'
import { api } from '#lib/api'
import type { ProductListParams } from '#lib/product-list/list-query'
import { type Schemas, unwrap } from '#sdk'
import { listsAndDetails, queryKeys } from './query-keys'

export type ProductSummary = Schemas['ProductSummary']
export type ProductDetail = Schemas['ProductDetail']
export type BrandRef = Schemas['BrandRef']
export type Product = Schemas['Product']

// One key factory per resource (STYLE.md): queries and invalidations use these, never literals.
// (The list and product routes' loaders read this module in the app's first script; the list
// view's brand sample is in ./brand-samples.ts, which loads with the lists.)
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
