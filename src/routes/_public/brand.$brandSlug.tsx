import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { loadProductList } from '#api/load-product-list'
import { BrandPage } from '#features/catalog/brand-page'
import { brandProbeQueryOptions, loadBrand } from '#features/catalog/brand-probe'
import { ProductListSkeleton } from '#features/catalog/list-skeleton'
import { productListSearchSchema } from '#lib/product-list/list-search'
import { PageNotFound } from '#views/page-not-found'

export const Route = createFileRoute('/_public/brand/$brandSlug')({
  validateSearch: productListSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, params, deps, cause }) => {
    await loadBrand(queryClient, params.brandSlug)
    await loadProductList(queryClient, deps, { brand: params.brandSlug }, cause)
  },
  pendingComponent: ProductListSkeleton,
  notFoundComponent: PageNotFound,
  component: BrandRoute,
})

function BrandRoute() {
  const { brandSlug } = Route.useParams()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  // The loader made sure the brand has a product, and takes its name from it.
  const { data: probe } = useSuspenseQuery(brandProbeQueryOptions(brandSlug))
  const brand = probe.items[0]?.brand
  if (!brand) return null
  return (
    <BrandPage
      brand={brand}
      search={search}
      onSearchChange={(next) => navigate({ search: next, resetScroll: false })}
    />
  )
}
