import { createFileRoute } from '@tanstack/react-router'
import { loadProductList } from '#api/load-product-list'
import { ProductListSkeleton } from '#features/catalog/list-skeleton'
import { SearchPage } from '#features/search/search-page'
import { searchPageSchema } from '#features/search/search-params'

export const Route = createFileRoute('/_public/search')({
  validateSearch: searchPageSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps, cause }) =>
    deps.q ? loadProductList(queryClient, deps, { search: deps.q }, cause) : undefined,
  pendingComponent: ProductListSkeleton,
  component: SearchRoute,
})

function SearchRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <SearchPage
      search={search}
      onSearchChange={(next) => navigate({ search: { ...next, q: search.q }, resetScroll: false })}
    />
  )
}
