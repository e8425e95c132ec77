import { createFileRoute } from '@tanstack/react-router'
import { ProviderPage } from '../../../../../features/providers/provider-page'

export const Route = createFileRoute('/_authenticated/_provider/providers/$storeId/bundles/$id')({
  component: ProvidersByStoreIdBundlesByIdPage,
})

function ProvidersByStoreIdBundlesByIdPage() {
  const { storeId, id } = Route.useParams()
  return <ProviderPage page="bundles.edit" storeId={storeId} id={id} />
}
