import { createFileRoute } from '@tanstack/react-router'
import { BundlesPage } from '#features/providers/bundles/bundles-page'
import { tableSearchSchema } from '#ui/panel/data-table/table-search'

export const Route = createFileRoute('/_authenticated/_provider/providers/$storeId/bundles/')({
  validateSearch: tableSearchSchema,
  component: ProvidersByStoreIdBundlesPage,
})

function ProvidersByStoreIdBundlesPage() {
  const { storeId } = Route.useParams()
  return <BundlesPage storeId={storeId} />
}
