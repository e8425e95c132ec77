import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { CategoryPage } from '../../features/catalog/category-page'
import { categoryBySlugQueryOptions } from '../../features/catalog/category-queries'
import { productListSearchSchema } from '../../features/catalog/list-search'
import { ProductListSkeleton } from '../../features/catalog/list-skeleton'
import { loadProductList } from '../../features/catalog/load-product-list'
import { PageNotFound } from '../../features/catalog/page-not-found'
import { orNotFound } from '../../lib/or-not-found'

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
