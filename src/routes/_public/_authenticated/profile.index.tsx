import { createFileRoute } from '@tanstack/react-router'
import { orderListQueryOptions } from '#api/orders'
import { orderListParams, orderListSearchSchema } from '#features/orders/order-search'
import { OrderListSkeleton } from '#features/orders/order-skeletons'
import { OrdersListPage } from '#features/orders/orders-list-page'

export const Route = createFileRoute('/_public/_authenticated/profile/')({
  // The loader travels with the page: nothing of it in the first script.
  codeSplitGroupings: [['loader', 'component']],
  validateSearch: orderListSearchSchema,
  loaderDeps: ({ search }) => search,
  // A failure is shown by the page (with a retry), not by the route's error screen.
  loader: ({ context: { queryClient }, deps }) =>
    queryClient.prefetchQuery(orderListQueryOptions(orderListParams(deps))),
  pendingComponent: () => <OrderListSkeleton />,
  component: OrdersRoute,
})

function OrdersRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return <OrdersListPage search={search} onSearchChange={(next) => navigate({ search: next, resetScroll: false })} />
}
