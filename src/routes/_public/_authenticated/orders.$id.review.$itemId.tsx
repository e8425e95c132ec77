import { createFileRoute } from '@tanstack/react-router'
import { loadOrder } from '#api/orders'
import { WriteReviewPage } from '#features/reviews/write-review-page'
import { idParam } from '#lib/or-not-found'
import { PageNotFound } from '#views/page-not-found'

export const Route = createFileRoute('/_public/_authenticated/orders/$id/review/$itemId')({
  // The loader travels with the page: nothing of it in the first script.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context: { queryClient }, params }) => {
    idParam(params.itemId)
    return loadOrder(queryClient, idParam(params.id))
  },
  notFoundComponent: PageNotFound,
  component: WriteReviewRoute,
})

function WriteReviewRoute() {
  const { id, itemId } = Route.useParams()
  return <WriteReviewPage orderId={idParam(id)} itemId={idParam(itemId)} />
}
