import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { categoryBySlugQueryOptions } from '#api/categories'
import { loadProductList } from '#api/load-product-list'
import { CategoryPage } from '#features/catalog/category-page'
import { ProductListSkeleton } from '#features/catalog/list-skeleton'
import { orNotFound } from '#lib/or-not-found'
import { productListSearchSchema } from '#lib/product-list/list-search'
import { PageNotFound } from '#views/page-not-found'

export const Route = createFileRoute('/_public/categories/$categorySlug/')({
  validateSearch: productListSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, params, deps, cause }) => {
    const category = await orNotFound(queryClient.ensureQueryData(categoryBySlugQueryOptions(params.categorySlug)))
    await loadProductList(queryClient, deps, { categoryId: category.id }, cause)
  },
  pendingComponent: ProductListSkeleton,
  notFoundComponent: PageNotFound,
  component: CategoryRoute,
})

function CategoryRoute() {
  const { categorySlug } = Route.useParams()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const { data: category } = useSuspenseQuery(categoryBySlugQueryOptions(categorySlug))
  return (
    <CategoryPage
      category={category}
      search={search}
      onSearchChange={(next) => navigate({ search: next, resetScroll: false })}
    />
  )
}
