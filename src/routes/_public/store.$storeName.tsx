import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { loadProductList } from '#api/load-product-list'
import { storeBySlugQueryOptions } from '#api/stores'
import { ProductListSkeleton } from '#features/catalog/list-skeleton'
import { StorePage } from '#features/stores/store-page'
import { productListSearchSchema } from '#lib/product-list/list-search'
import { useDocumentTitle } from '#lib/use-document-title'
import { buttonClass } from '#ui/button'
import { EmptyState } from '#ui/empty-state'
import { StoreIcon } from '#ui/shop-icons'

// /store/{storeName}: the store looked up by its slug (listPublicStores?slug=…).
export const Route = createFileRoute('/_public/store/$storeName')({
  validateSearch: productListSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, params, deps, cause }) => {
    const page = await queryClient.ensureQueryData(storeBySlugQueryOptions(params.storeName))
    const store = page.items[0]
    if (store) await loadProductList(queryClient, deps, { storeId: store.id }, cause)
  },
  pendingComponent: ProductListSkeleton,
  component: StoreByNameRoute,
})

function StoreByNameRoute() {
  const { storeName } = Route.useParams()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const { data } = useSuspenseQuery(storeBySlugQueryOptions(storeName))
  const store = data.items[0]
  if (!store) return <NoStore />
  return (
    <StorePage
      store={store}
      search={search}
      onSearchChange={(next) => navigate({ search: next, resetScroll: false })}
    />
  )
}

function NoStore() {
  useDocumentTitle('فروشگاهی یافت نشد')
  return (
    <EmptyState
      icon={<StoreIcon />}
      title="فروشگاهی یافت نشد"
      description="نشانی این فروشگاه درست نیست یا فروشگاه دیگر فعال نیست."
      action={
        <Link to="/stores" className={buttonClass({ variant: 'outline' })}>
          دیدن همه فروشگاه‌ها
        </Link>
      }
    />
  )
}
