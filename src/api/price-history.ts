import { queryOptions } from '@tanstack/react-query'
import { api } from '#lib/api'
import { type Schemas, unwrap } from '#sdk'
import { productKeys } from './products'

export type PriceHistory = Schemas['PriceHistory']

// A product's best price day by day (90 days) and its lowest of the last 30: a public read under
// the products' root, so it is kept for everyone and offline like the product itself.
export const priceHistoryKey = (productId: number) => [...productKeys.all, 'price-history', productId] as const

export function priceHistoryQueryOptions(productId: number) {
  return queryOptions({
    queryKey: priceHistoryKey(productId),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/public/products/{id}/price-history', { params: { path: { id: productId } }, signal })),
    // A part of the page that can do without it: no toast.
    meta: { silentError: true },
  })
}
