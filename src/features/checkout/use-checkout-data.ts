import type { QueryClient } from '@tanstack/react-query'
import { useQueries, useQuery } from '@tanstack/react-query'
import { addressListQueryOptions } from '#api/addresses'
import { type Cart, checkoutCartQueryOptions } from '#api/cart/cart'
import { storeQueryOptions } from '#api/stores'
import { selectedAddress } from '#lib/storage'
import type { CheckoutSearch } from './checkout-search'
import { pickAddress, resolveSelection } from './selection'

function storeIdsOf(cart: Pick<Cart, 'items' | 'bundles'> | undefined): number[] {
  const stores = [
    ...(cart?.bundles.map((line) => line.store.id) ?? []),
    ...(cart?.items.map((i) => i.product.store.id) ?? []),
  ]
  return [...new Set(stores)]
}

/** The loaders of /shipping and /checkout: the cart, the addresses, then each store's shipping. */
export async function prefetchCheckout(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.prefetchQuery(checkoutCartQueryOptions),
    queryClient.prefetchQuery(addressListQueryOptions),
  ])
  const cart = queryClient.getQueryData(checkoutCartQueryOptions.queryKey)
  await Promise.all(storeIdsOf(cart).map((id) => queryClient.prefetchQuery(storeQueryOptions(id))))
}

/**
 * The cart, the addresses and the stores' shipping settings, with the choices of the URL applied.
 * A store whose settings fail to load leaves its group without methods (so it cannot continue)
 * rather than failing the page.
 */
export function useCheckoutData(search: CheckoutSearch) {
  const cart = useQuery(checkoutCartQueryOptions)
  const addresses = useQuery(addressListQueryOptions)
  const stores = useQueries({ queries: storeIdsOf(cart.data).map((id) => storeQueryOptions(id)) })

  const retry = () => {
    if (cart.isError) void cart.refetch()
    if (addresses.isError) void addresses.refetch()
    for (const store of stores) if (store.isError) void store.refetch()
  }

  if (cart.isError || addresses.isError) {
    return { state: 'error', error: cart.error ?? addresses.error, retry } as const
  }
  if (!cart.data || !addresses.data || stores.some((store) => store.isPending)) return { state: 'pending' } as const

  const address = pickAddress(addresses.data.items, search.address, selectedAddress.get())
  const shippingOf = (storeId: number) => stores.find((store) => store.data?.id === storeId)?.data?.shipping ?? null
  const selection = resolveSelection({ cart: cart.data, address, shippingOf, wanted: search.ship })
  return {
    state: 'ready',
    cart: cart.data,
    addresses: addresses.data.items,
    selection,
    storesFailed: stores.some((store) => store.isError),
    retry,
  } as const
}
