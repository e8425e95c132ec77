import { createFileRoute } from '@tanstack/react-router'
import { cartQueryOptions } from '#api/cart/cart'
import { CartPage } from '#features/cart/cart-page'

export const Route = createFileRoute('/_public/_authenticated/cart')({
  // Not awaited: the page shows the cart's own loading and error states (spec section 2).
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(cartQueryOptions(true))
  },
  component: CartPage,
})
