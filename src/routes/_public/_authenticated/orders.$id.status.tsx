import { createFileRoute } from '@tanstack/react-router'
import { PageNotFound } from '../../../features/catalog/page-not-found'
import { loadOrder } from '../../../features/orders/order-queries'
import { orderStatusSearchSchema } from '../../../features/orders/order-search'
import { OrderPageSkeleton } from '../../../features/orders/order-skeletons'
import { OrderStatusPage } from '../../../features/orders/order-status-page'
import { idParam } from '../../../lib/or-not-found'

export const Route = createFileRoute('/_public/_authenticated/orders/$id/status')({
  validateSearch: orderStatusSearchSchema,
  loader: ({ context: { queryClient }, params }) => loadOrder(queryClient, idParam(params.id)),
  pendingComponent: OrderPageSkeleton,
  notFoundComponent: PageNotFound,
  component: OrderStatusRoute,
})

function OrderStatusRoute() {
  const { id } = Route.useParams()
  const { payment } = Route.useSearch()
  return <OrderStatusPage id={Number(id)} payment={payment} />
}
