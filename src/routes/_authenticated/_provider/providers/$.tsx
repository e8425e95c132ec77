import { createFileRoute } from '@tanstack/react-router'
import { ProviderNotFound } from '#features/providers/provider-not-found'

// The id-less store pages (/providers/blog/add, /providers/products/3…) are one redirect to the
// same page of the selected store (one-segment ones, /providers/orders, reach it through
// $storeId/index); any other address is the panel's not-found.
export const Route = createFileRoute('/_authenticated/_provider/providers/$')({
  beforeLoad: async ({ params, context, location }) => {
    const { isStorePath, toSelectedStore } = await import('#features/providers/store-redirect')
    const rest = params._splat ?? ''
    if (isStorePath(rest)) await toSelectedStore(context.queryClient, rest, location.search)
  },
  component: ProviderNotFound,
})
