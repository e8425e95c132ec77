import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { categoryBySlugQueryOptions } from '#api/categories'
import { loadProductList } from '#api/load-product-list'
import { brandProbeQueryOptions, loadBrand } from '#features/catalog/brand-probe'
import { CategoryPage } from '#features/catalog/category-page'
import { ProductListSkeleton } from '#features/catalog/list-skeleton'
import { orNotFound } from '#lib/or-not-found'
import { productListSearchSchema } from '#lib/product-list/list-search'
import { PageNotFound } from '#views/page-not-found'

export const Route = createFileRoute('/_public/categories/$categorySlug/$brandSlug')({
  validateSearch: productListSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, params, deps, cause }) => {
    const category = await orNotFound(queryClient.ensureQueryData(categoryBySlugQueryOptions(params.categorySlug)))
    await loadBrand(queryClient, params.brandSlug, category.id)
    await loadProductList(queryClient, deps, { categoryId: category.id, brand: params.brandSlug }, cause)
  },
  pendingComponent: ProductListSkeleton,
  notFoundComponent: PageNotFound,
  component: CategoryBrandRoute,
})

function CategoryBrandRoute() {
  const { categorySlug, brandSlug } = Route.useParams()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const { data: category } = useSuspenseQuery(categoryBySlugQueryOptions(categorySlug))
  // The loader made sure the probe found a product of this brand here.
  const { data: probe } = useSuspenseQuery(brandProbeQueryOptions(brandSlug, category.id))
  const brand = probe.items[0]?.brand
  if (!brand) return null
  return (
    <CategoryPage
      category={category}
      brand={brand}
      search={search}
      onSearchChange={(next) => navigate({ search: next, resetScroll: false })}
    />
  )
}
