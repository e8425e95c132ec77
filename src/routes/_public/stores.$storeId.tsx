import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { productListSearchSchema } from '../../features/catalog/list-search'
import { ProductListSkeleton } from '../../features/catalog/list-skeleton'
import { loadProductList } from '../../features/catalog/load-product-list'
import { PageNotFound } from '../../features/catalog/page-not-found'
import { StorePage } from '../../features/stores/store-page'
import { storeQueryOptions } from '../../features/stores/store-queries'
import { idParam, orNotFound } from '../../lib/or-not-found'

export const Route = createFileRoute('/_public/stores/$storeId')({
  validateSearch: productListSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, params, deps, cause }) => {
    const id = idParam(params.storeId)
    await orNotFound(queryClient.ensureQueryData(storeQueryOptions(id)))
    await loadProductList(queryClient, deps, { storeId: id }, cause)
  },
  pendingComponent: ProductListSkeleton,
  notFoundComponent: PageNotFound,
  component: StoreRoute,
})

function StoreRoute() {
  const { storeId } = Route.useParams()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const { data: store } = useSuspenseQuery(storeQueryOptions(Number(storeId)))
  return (
    <StorePage
      store={store}
      search={search}
      onSearchChange={(next) => navigate({ search: next, resetScroll: false })}
    />
  )
}
