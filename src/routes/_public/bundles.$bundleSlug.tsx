import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { bundleQueryOptions } from '#api/bundles'
import { BundlePage } from '#features/bundles/bundle-page'
import { ProductPageSkeleton } from '#features/catalog/product/product-page-skeleton'
import { orNotFound } from '#lib/or-not-found'
import { PageNotFound } from '#views/page-not-found'

export const Route = createFileRoute('/_public/bundles/$bundleSlug')({
  loader: ({ context: { queryClient }, params }) =>
    orNotFound(queryClient.ensureQueryData(bundleQueryOptions(params.bundleSlug))),
  pendingComponent: ProductPageSkeleton,
  notFoundComponent: PageNotFound,
  component: BundleRoute,
})

function BundleRoute() {
  const { bundleSlug } = Route.useParams()
  const { data } = useSuspenseQuery(bundleQueryOptions(bundleSlug))
  return <BundlePage bundle={data} />
}
