import { createFileRoute } from '@tanstack/react-router'
import { ProviderPage } from '../../../../../features/providers/provider-page'

export const Route = createFileRoute('/_authenticated/_provider/providers/$storeId/discounts/add')({
  component: ProvidersByStoreIdDiscountsAddPage,
})

function ProvidersByStoreIdDiscountsAddPage() {
  const { storeId } = Route.useParams()
  return <ProviderPage page="discounts.add" storeId={storeId} />
}
