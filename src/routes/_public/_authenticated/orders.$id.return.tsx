import { createFileRoute } from '@tanstack/react-router'
import { loadOrder } from '#api/orders'
import { RequestReturnPage } from '#features/returns/request-return-page'
import { idParam } from '#lib/or-not-found'
import { PageNotFound } from '#views/page-not-found'

export const Route = createFileRoute('/_public/_authenticated/orders/$id/return')({
  // The loader travels with the page: nothing of it in the first script.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context: { queryClient }, params }) => loadOrder(queryClient, idParam(params.id), true),
  notFoundComponent: PageNotFound,
  component: RequestReturnRoute,
})

function RequestReturnRoute() {
  const { id } = Route.useParams()
  return <RequestReturnPage orderId={idParam(id)} />
}
