import { queryOptions } from '@tanstack/react-query'
import { type Schemas, unwrap } from '../../sdk'
import { MAX_ADDRESSES } from '../../sdk/rules/address'
import { api } from '../lib/api'

export type Address = Schemas['Address']
export type AddressPage = Schemas['AddressPage']

// ['addresses', 'list'] is also the key /shipping reads, so a change here shows there too.
export const addressKeys = {
  all: ['addresses'] as const,
  lists: () => [...addressKeys.all, 'list'] as const,
  mutations: {
    save: ['addresses', 'save'] as const,
    remove: ['addresses', 'remove'] as const,
    makeDefault: ['addresses', 'make-default'] as const,
  },
}

/** A customer keeps at most 20 addresses, so one page holds them all (the default first). */
export const addressListQueryOptions = queryOptions({
  queryKey: addressKeys.lists(),
  queryFn: ({ signal }) =>
    unwrap(api.GET('/customers/addresses', { params: { query: { limit: MAX_ADDRESSES } }, signal })),
  // The page shows its own error state with a retry.
  meta: { silentError: true },
})
