import { createFileRoute, notFound } from '@tanstack/react-router'
import { myReturnQueryOptions } from '#api/returns'
import { ReturnPage } from '#features/returns/return-page'
import { idParam, isMissing } from '#lib/or-not-found'
import { PageNotFound } from '#views/page-not-found'

export const Route = createFileRoute('/_public/_authenticated/returns/$id')({
  // The loader travels with the page: nothing of it in the first script.
  codeSplitGroupings: [['loader', 'component']],
  // Someone else's return (404) is the not-found page; another failure is the page's, with a retry.
  loader: async ({ context: { queryClient }, params }) => {
    try {
      await queryClient.fetchQuery(myReturnQueryOptions(idParam(params.id)))
    } catch (error) {
      if (isMissing(error)) throw notFound()
    }
  },
  notFoundComponent: PageNotFound,
  component: ReturnRoute,
})

function ReturnRoute() {
  const { id } = Route.useParams()
  return <ReturnPage id={idParam(id)} />
}
