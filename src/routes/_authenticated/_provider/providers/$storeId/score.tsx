import { createFileRoute } from '@tanstack/react-router'
import { SellerScorePage } from '#features/providers/score/seller-score-page'

export const Route = createFileRoute('/_authenticated/_provider/providers/$storeId/score')({
  component: ProvidersByStoreIdSellerScorePageRoute,
})

function ProvidersByStoreIdSellerScorePageRoute() {
  const { storeId } = Route.useParams()
  return <SellerScorePage storeId={storeId} />
}
