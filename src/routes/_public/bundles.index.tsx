import { createFileRoute } from '@tanstack/react-router'
import { bundleListParams, bundleListQueryOptions } from '#api/bundles'
import { BundleListPage } from '#features/bundles/bundle-list-page'
import { pageSearchSchema } from '#lib/page-search'
import { CardGridSkeleton } from '#ui/card-grid'

export const Route = createFileRoute('/_public/bundles/')({
  validateSearch: pageSearchSchema,
  loaderDeps: ({ search }) => ({ page: search.page }),
  loader: ({ context: { queryClient }, deps }) =>
    queryClient.ensureQueryData(bundleListQueryOptions(bundleListParams(deps.page))),
  pendingComponent: () => <CardGridSkeleton />,
  component: BundlesRoute,
})

function BundlesRoute() {
  const { page } = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <BundleListPage page={page} onPageChange={(next) => navigate({ search: { page: next > 1 ? next : undefined } })} />
  )
}
