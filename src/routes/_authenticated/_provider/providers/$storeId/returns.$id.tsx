import { createFileRoute } from '@tanstack/react-router'
import { StoreReturnPage } from '#features/providers/returns/store-return-page'
import { idParam } from '#lib/or-not-found'

export const Route = createFileRoute('/_authenticated/_provider/providers/$storeId/returns/$id')({
  component: StoreReturnRoute,
})

function StoreReturnRoute() {
  const { storeId, id } = Route.useParams()
  return <StoreReturnPage storeId={storeId} id={idParam(id)} />
}
