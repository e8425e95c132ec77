import { createFileRoute } from '@tanstack/react-router'
import { checkoutSearchSchema } from '#features/checkout/checkout-search'
import { CheckoutSkeleton } from '#features/checkout/checkout-skeleton'
import { ShippingPage } from '#features/checkout/shipping-page'
import { prefetchCheckout } from '#features/checkout/use-checkout-data'

export const Route = createFileRoute('/_public/_authenticated/shipping')({
  // The loader travels with the page: its address and shipping rules stay out of the first script.
  codeSplitGroupings: [['loader', 'component']],
  validateSearch: checkoutSearchSchema,
  loader: ({ context: { queryClient } }) => prefetchCheckout(queryClient),
  pendingComponent: CheckoutSkeleton,
  component: ShippingRoute,
})

function ShippingRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <ShippingPage
      search={search}
      onSearchChange={(next) => navigate({ search: next, replace: true, resetScroll: false })}
    />
  )
}
