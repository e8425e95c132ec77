import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { BundlePage } from '../../features/bundles/bundle-page'
import { bundleQueryOptions } from '../../features/bundles/bundle-queries'
import { PageNotFound } from '../../features/catalog/page-not-found'
import { ProductPageSkeleton } from '../../features/catalog/product/product-page-skeleton'
import { orNotFound } from '../../lib/or-not-found'

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
