import { createFileRoute } from '@tanstack/react-router'
import { CheckoutPage } from '#features/checkout/checkout-page'
import { checkoutSearchSchema } from '#features/checkout/checkout-search'
import { CheckoutSkeleton } from '#features/checkout/checkout-skeleton'
import { prefetchCheckout } from '#features/checkout/use-checkout-data'

export const Route = createFileRoute('/_public/_authenticated/checkout')({
  // The loader travels with the page: its address and shipping rules stay out of the first script.
  codeSplitGroupings: [['loader', 'component']],
  validateSearch: checkoutSearchSchema,
  loader: ({ context: { queryClient } }) => prefetchCheckout(queryClient),
  pendingComponent: CheckoutSkeleton,
  component: CheckoutRoute,
})

function CheckoutRoute() {
  return <CheckoutPage search={Route.useSearch()} />
}
