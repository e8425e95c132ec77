import { createFileRoute } from '@tanstack/react-router'
import { FinancePage } from '#features/providers/finance/finance-page'
import { financeSearchSchema } from '#features/providers/finance/finance-search'

export const Route = createFileRoute('/_authenticated/_provider/providers/$storeId/finance')({
  validateSearch: financeSearchSchema,
  component: ProvidersByStoreIdFinanceRoute,
})

function ProvidersByStoreIdFinanceRoute() {
  const { storeId } = Route.useParams()
  return <FinancePage storeId={storeId} />
}
