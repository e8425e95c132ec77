import { createFileRoute } from '@tanstack/react-router'
import { storeListParams, storeListQueryOptions } from '#api/stores'
import { StoreListPage } from '#features/stores/store-list-page'
import { pageSearchSchema } from '#lib/page-search'
import { CardGridSkeleton } from '#ui/card-grid'

export const Route = createFileRoute('/_public/stores/')({
  validateSearch: pageSearchSchema,
  loaderDeps: ({ search }) => ({ page: search.page }),
  loader: ({ context: { queryClient }, deps }) =>
    queryClient.ensureQueryData(storeListQueryOptions(storeListParams(deps.page))),
  pendingComponent: () => <CardGridSkeleton />,
  component: StoresRoute,
})

function StoresRoute() {
  const { page } = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <StoreListPage page={page} onPageChange={(next) => navigate({ search: { page: next > 1 ? next : undefined } })} />
  )
}
