import { createFileRoute } from '@tanstack/react-router'
import { addressListQueryOptions } from '../../../features/addresses/address-queries'
import { AddressesPage } from '../../../features/addresses/addresses-page'

export const Route = createFileRoute('/_public/_authenticated/profile/addresses')({
  // Started here, not awaited: the page shows its own loading, empty and error states.
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(addressListQueryOptions)
  },
  component: AddressesPage,
})
