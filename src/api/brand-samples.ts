import { queryOptions } from '@tanstack/react-query'
import { api } from '#lib/api'
import { comparePersian } from '#lib/fa'
import type { ProductListParams } from '#lib/product-list/list-query'
import { unwrap } from '#sdk'
import { type BrandRef, type ProductSummary, productKeys } from './products'

// The product lists' brand facet: its choices are the brands of a sample of the scope's best
// sellers. Apart from the product queries the routes' loaders need in the app's first script.

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
