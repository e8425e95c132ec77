import { createFileRoute } from '@tanstack/react-router'
import { SellerQuestionsPage } from '#features/providers/questions/seller-questions-page'
import { sellerQuestionsSearchSchema } from '#features/providers/questions/seller-questions-search'

export const Route = createFileRoute('/_authenticated/_provider/providers/$storeId/questions')({
  validateSearch: sellerQuestionsSearchSchema,
  component: ProvidersByStoreIdSellerQuestionsPageRoute,
})

function ProvidersByStoreIdSellerQuestionsPageRoute() {
  const { storeId } = Route.useParams()
  return <SellerQuestionsPage storeId={storeId} />
}
