import { createFileRoute } from '@tanstack/react-router'
import { addressListQueryOptions } from '#api/addresses'
import { AddressesPage } from '#features/addresses/addresses-page'

export const Route = createFileRoute('/_public/_authenticated/profile/addresses')({
  // The loader travels with the page: its address and shipping rules stay out of the first script.
  codeSplitGroupings: [['loader', 'component']],
  // Started here, not awaited: the page shows its own loading, empty and error states.
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(addressListQueryOptions)
  },
  component: AddressesPage,
})
