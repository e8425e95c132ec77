import { createFileRoute } from '@tanstack/react-router'
import { SellerQuestionsPage } from '#features/providers/questions/seller-questions-page'
import { sellerTrustSearchSchema } from '#features/providers/questions/trust-search'

export const Route = createFileRoute('/_authenticated/_provider/providers/$storeId/questions')({
  validateSearch: sellerTrustSearchSchema,
  component: ProvidersByStoreIdSellerQuestionsPageRoute,
})

function ProvidersByStoreIdSellerQuestionsPageRoute() {
  const { storeId } = Route.useParams()
  return <SellerQuestionsPage storeId={storeId} />
}
