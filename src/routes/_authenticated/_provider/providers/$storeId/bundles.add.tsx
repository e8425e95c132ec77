import { createFileRoute } from '@tanstack/react-router'
import { BundleAddPage } from '#features/providers/bundles/bundle-pages'

export const Route = createFileRoute('/_authenticated/_provider/providers/$storeId/bundles/add')({
  component: ProvidersByStoreIdBundlesAddPage,
})

function ProvidersByStoreIdBundlesAddPage() {
  const { storeId } = Route.useParams()
  return <BundleAddPage storeId={storeId} />
}
