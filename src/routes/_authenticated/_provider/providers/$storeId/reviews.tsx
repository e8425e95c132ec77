import { createFileRoute } from '@tanstack/react-router'
import { SellerReviewsPage } from '#features/providers/reviews/seller-reviews-page'
import { sellerReviewsSearchSchema } from '#features/providers/reviews/seller-reviews-search'

export const Route = createFileRoute('/_authenticated/_provider/providers/$storeId/reviews')({
  validateSearch: sellerReviewsSearchSchema,
  component: ProvidersByStoreIdSellerReviewsPageRoute,
})

function ProvidersByStoreIdSellerReviewsPageRoute() {
  const { storeId } = Route.useParams()
  return <SellerReviewsPage storeId={storeId} />
}
