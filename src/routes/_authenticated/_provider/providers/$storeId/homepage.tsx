import { createFileRoute } from '@tanstack/react-router'
import { StoreHomepagePage } from '#features/providers/homepage/store-homepage-page'

export const Route = createFileRoute('/_authenticated/_provider/providers/$storeId/homepage')({
  component: ProvidersByStoreIdHomepagePage,
})

function ProvidersByStoreIdHomepagePage() {
  const { storeId } = Route.useParams()
  return <StoreHomepagePage storeId={Number(storeId)} />
}
