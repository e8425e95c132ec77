import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#lib/api'
import { type Schemas, unwrap } from '#sdk'
import { profileKeys } from './profile'
import { myStoreKeys } from './seller-stores'
import { storeKeys } from './stores'

export type StoreCreateBody = Schemas['StoreCreate']
export type StoreUpdateBody = Schemas['StoreUpdate']

// The provider's store changes. Online only (networkMode 'always': a form waiting on a queued
// save would hang); the form shows the server's 422 on its fields, so no toast here.

function useInvalidateStores() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: myStoreKeys.all }),
      // A verified store's new name or logo shows on the storefront at once.
      queryClient.invalidateQueries({ queryKey: storeKeys.all }),
    ])
}

/**
 * A new store. At sign-up (`signup`) through stores/individual or stores/legal-entity, which give
 * the user the provider role (the profile is refetched); a provider's next store through POST /stores.
 */
export function useCreateStore({ signup = false }: { signup?: boolean } = {}) {
  const queryClient = useQueryClient()
  const invalidate = useInvalidateStores()
  return useMutation({
    mutationFn: (body: StoreCreateBody) => {
      if (!signup) return unwrap(api.POST('/stores', { body }))
      return 'national_code' in body
        ? unwrap(api.POST('/stores/individual', { body }))
        : unwrap(api.POST('/stores/legal-entity', { body }))
    },
    networkMode: 'always',
    meta: { silentError: true },
    onSuccess: async () => {
      await invalidate()
      if (signup) await queryClient.invalidateQueries({ queryKey: profileKeys.all })
    },
  })
}

export function useUpdateStore(id: number) {
  const invalidate = useInvalidateStores()
  return useMutation({
    mutationFn: (body: StoreUpdateBody) => unwrap(api.PUT('/stores/{id}', { params: { path: { id } }, body })),
    networkMode: 'always',
    meta: { silentError: true },
    onSuccess: () => invalidate(),
  })
}

/** Deletes a store; the server answers 409 while it has open orders (the caller shows its detail). */
export function useDeleteStore() {
  const invalidate = useInvalidateStores()
  return useMutation({
    mutationFn: (id: number) => unwrap(api.DELETE('/stores/{id}', { params: { path: { id } } })),
    networkMode: 'always',
    meta: { silentError: true },
    onSuccess: () => invalidate(),
  })
}
