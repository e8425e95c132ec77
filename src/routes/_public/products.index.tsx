import { useQuery } from '@tanstack/react-query'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { categoryTreeQueryOptions, findCategory } from '#api/categories'
import { loadProductList } from '#api/load-product-list'
import { ProductListSkeleton } from '#features/catalog/list-skeleton'
import { ProductsPage } from '#features/catalog/products-page'
import { productsPageSearchSchema } from '#lib/product-list/list-search'

export const Route = createFileRoute('/_public/products/')({
  validateSearch: productsPageSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, deps, cause }) => {
    let categoryId = typeof deps.category === 'number' ? deps.category : undefined
    if (typeof deps.category === 'string') {
      // ?category=<slug>: the tree names its id (an unknown slug is a page that does not exist).
      const roots = (await queryClient.ensureQueryData(categoryTreeQueryOptions)).items
      categoryId = findCategory(roots, deps.category)?.id
      if (categoryId === undefined) throw notFound()
    } else void queryClient.prefetchQuery(categoryTreeQueryOptions)
    return loadProductList(queryClient, deps, { categoryId, search: deps.search }, cause)
  },
  pendingComponent: ProductListSkeleton,
  component: ProductsRoute,
})

function ProductsRoute() {
  const { category, ...search } = Route.useSearch()
  const navigate = Route.useNavigate()
  const tree = useQuery(categoryTreeQueryOptions)
  const categoryId = typeof category === 'string' ? findCategory(tree.data?.items ?? [], category)?.id : category
  return (
    <ProductsPage
      search={{ ...search, category: categoryId }}
      onSearchChange={(next) => navigate({ search: next, resetScroll: false })}
    />
  )
}
