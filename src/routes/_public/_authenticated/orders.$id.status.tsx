import { createFileRoute } from '@tanstack/react-router'
import { loadOrder } from '#api/orders'
import { orderStatusSearchSchema } from '#features/orders/order-search'
import { OrderPageSkeleton } from '#features/orders/order-skeletons'
import { OrderStatusPage } from '#features/orders/order-status-page'
import { idParam } from '#lib/or-not-found'
import { PageNotFound } from '#views/page-not-found'

export const Route = createFileRoute('/_public/_authenticated/orders/$id/status')({
  // The loader travels with the page: nothing of it in the first script.
  codeSplitGroupings: [['loader', 'component']],
  validateSearch: orderStatusSearchSchema,
  loaderDeps: ({ search }) => ({ payment: search.payment }),
  loader: ({ context: { queryClient }, params, deps }) =>
    loadOrder(queryClient, idParam(params.id), deps.payment !== undefined),
  pendingComponent: OrderPageSkeleton,
  notFoundComponent: PageNotFound,
  component: OrderStatusRoute,
})

function OrderStatusRoute() {
  const { id } = Route.useParams()
  const { payment } = Route.useSearch()
  return <OrderStatusPage id={Number(id)} payment={payment} />
}
