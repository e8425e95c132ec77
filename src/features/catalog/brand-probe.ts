import type { QueryClient } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import { productListQueryOptions } from '#api/products'

/**
 * There is no brand endpoint: a brand page asks for one of the brand's products (in the category,
 * for a category-plus-brand page) and takes the brand's name from it. None means no such page.
 */
export function brandProbeQueryOptions(slug: string, categoryId?: number) {
  return productListQueryOptions({
    brand: [slug],
    ...(categoryId ? { category: categoryId } : {}),
    limit: 1,
  })
}

export async function loadBrand(queryClient: QueryClient, slug: string, categoryId?: number) {
  const probe = await queryClient.ensureQueryData(brandProbeQueryOptions(slug, categoryId))
  const brand = probe.items[0]?.brand
  if (!brand) throw notFound()
  return brand
}
