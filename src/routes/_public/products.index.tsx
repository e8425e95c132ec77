import { createFileRoute } from '@tanstack/react-router'
import { categoryTreeQueryOptions } from '../../api/categories'
import { loadProductList } from '../../api/load-product-list'
import { ProductListSkeleton } from '../../features/catalog/list-skeleton'
import { ProductsPage } from '../../features/catalog/products-page'
import { productListSearchSchema } from '../../lib/product-list/list-search'

export const Route = createFileRoute('/_public/products/')({
  validateSearch: productListSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps, cause }) => {
    void queryClient.prefetchQuery(categoryTreeQueryOptions)
    return loadProductList(queryClient, deps, { categoryId: deps.category, search: deps.search }, cause)
  },
  pendingComponent: ProductListSkeleton,
  component: ProductsRoute,
})

function ProductsRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return <ProductsPage search={search} onSearchChange={(next) => navigate({ search: next, resetScroll: false })} />
}
