import { createFileRoute } from '@tanstack/react-router'
import { financeSearchSchema } from '#features/providers/finance/finance-search'
import { SellerFinancePage } from '#features/providers/finance/seller-finance-page'

export const Route = createFileRoute('/_authenticated/_provider/providers/$storeId/finance')({
  validateSearch: financeSearchSchema,
  component: ProvidersByStoreIdSellerFinancePageRoute,
})

function ProvidersByStoreIdSellerFinancePageRoute() {
  const { storeId } = Route.useParams()
  return <SellerFinancePage storeId={storeId} />
}
