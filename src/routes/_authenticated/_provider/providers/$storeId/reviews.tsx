import { createFileRoute } from '@tanstack/react-router'
import { sellerTrustSearchSchema } from '#features/providers/questions/trust-search'
import { SellerReviewsPage } from '#features/providers/reviews/seller-reviews-page'

export const Route = createFileRoute('/_authenticated/_provider/providers/$storeId/reviews')({
  validateSearch: sellerTrustSearchSchema,
  component: ProvidersByStoreIdSellerReviewsPageRoute,
})

function ProvidersByStoreIdSellerReviewsPageRoute() {
  const { storeId } = Route.useParams()
  return <SellerReviewsPage storeId={storeId} />
}
