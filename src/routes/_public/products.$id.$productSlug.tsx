import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, redirect } from '@tanstack/react-router'
import { categoryFiltersQueryOptions } from '#api/categories'
import { productDetailQueryOptions } from '#api/products'
import { ProductPage } from '#features/catalog/product/product-page'
import { ProductPageSkeleton } from '#features/catalog/product/product-page-skeleton'
import { idParam, orNotFound } from '#lib/or-not-found'
import { PageNotFound } from '#views/page-not-found'

export const Route = createFileRoute('/_public/products/$id/$productSlug')({
  loader: async ({ context: { queryClient }, params }) => {
    const id = idParam(params.id)
    const detail = await orNotFound(queryClient.ensureQueryData(productDetailQueryOptions(id)))
    // An old or mistyped slug goes to the product's own address.
    if (detail.product.slug !== params.productSlug) {
      throw redirect({
        to: '/products/$id/$productSlug',
        params: { id: params.id, productSlug: detail.product.slug },
        replace: true,
      })
    }
    void queryClient.prefetchQuery(categoryFiltersQueryOptions(detail.product.category.id))
  },
  pendingComponent: ProductPageSkeleton,
  notFoundComponent: PageNotFound,
  component: ProductRoute,
})

function ProductRoute() {
  const { id } = Route.useParams()
  const { data } = useSuspenseQuery(productDetailQueryOptions(Number(id)))
  return <ProductPage detail={data} />
}
