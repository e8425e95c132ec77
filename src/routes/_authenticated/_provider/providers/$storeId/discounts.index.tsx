import { createFileRoute } from '@tanstack/react-router'
import { DiscountsPage } from '#features/providers/discounts/discounts-page'
import { tableSearchSchema } from '#ui/panel/data-table/table-search'

export const Route = createFileRoute('/_authenticated/_provider/providers/$storeId/discounts/')({
  validateSearch: tableSearchSchema,
  component: ProvidersByStoreIdDiscountsPage,
})

function ProvidersByStoreIdDiscountsPage() {
  const { storeId } = Route.useParams()
  return <DiscountsPage storeId={storeId} />
}
