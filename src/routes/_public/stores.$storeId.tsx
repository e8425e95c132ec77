import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { loadProductList } from '#api/load-product-list'
import { storeQueryOptions } from '#api/stores'
import { ProductListSkeleton } from '#features/catalog/list-skeleton'
import { StorePage } from '#features/stores/store-page'
import { idParam, orNotFound } from '#lib/or-not-found'
import { productListSearchSchema } from '#lib/product-list/list-search'
import { PageNotFound } from '#views/page-not-found'

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
