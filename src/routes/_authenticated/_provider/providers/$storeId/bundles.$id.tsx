import { createFileRoute } from '@tanstack/react-router'
import { BundleEditPage } from '#features/providers/bundles/bundle-pages'

export const Route = createFileRoute('/_authenticated/_provider/providers/$storeId/bundles/$id')({
  component: ProvidersByStoreIdBundlesByIdPage,
})

function ProvidersByStoreIdBundlesByIdPage() {
  const { storeId, id } = Route.useParams()
  return <BundleEditPage key={id} storeId={storeId} id={id} />
}
