import { createFileRoute } from '@tanstack/react-router'
import { loadOrder } from '#api/orders'
import { OrderDetailsPage } from '#features/orders/order-details-page'
import { OrderPageSkeleton } from '#features/orders/order-skeletons'
import { idParam } from '#lib/or-not-found'
import { PageNotFound } from '#views/page-not-found'

export const Route = createFileRoute('/_public/_authenticated/orders/$id/')({
  // The loader travels with the page: nothing of it in the first script.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context: { queryClient }, params }) => loadOrder(queryClient, idParam(params.id)),
  pendingComponent: OrderPageSkeleton,
  notFoundComponent: PageNotFound,
  component: OrderDetailsRoute,
})

function OrderDetailsRoute() {
  const { id } = Route.useParams()
  return <OrderDetailsPage id={Number(id)} />
}
