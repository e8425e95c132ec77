import { createFileRoute } from '@tanstack/react-router'
import { storeReturnsSearchSchema } from '#features/providers/returns/returns-search'
import { StoreReturnsPage } from '#features/providers/returns/store-returns-page'

export const Route = createFileRoute('/_authenticated/_provider/providers/$storeId/returns/')({
  validateSearch: storeReturnsSearchSchema,
  component: StoreReturnsRoute,
})

function StoreReturnsRoute() {
  const { storeId } = Route.useParams()
  return <StoreReturnsPage storeId={storeId} />
}
