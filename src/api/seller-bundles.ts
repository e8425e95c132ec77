import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#lib/api'
import { type Schemas, unwrap } from '#sdk'
import { bundleKeys } from './bundles'
import { queryKeys } from './query-keys'

// The seller's bundles (the panel's /bundles calls), under a root of their own: not a public read
// (inactive bundles are the seller's business), so the cache treats it as private. A change
// refreshes both the panel's and the storefront's bundle queries in this browser.

export type BundleCreateBody = Schemas['BundleCreate']
export type BundleUpdateBody = Schemas['BundleUpdate']

export interface SellerBundleListParams {
  store_id: number
  skip?: number
  limit?: number
  search?: string
}

export const sellerBundleKeys = queryKeys('seller-bundles', {
  list: (params: SellerBundleListParams) => ['list', params] as const,
  detail: (storeId: number, id: number) => ['detail', storeId, id] as const,
  offers: (storeId: number, search: string) => ['offers', storeId, search] as const,
})

export function sellerBundlesQueryOptions(params: SellerBundleListParams) {
  return queryOptions({
    queryKey: sellerBundleKeys.list(params),
    queryFn: ({ signal }) => unwrap(api.GET('/bundles', { params: { query: params }, signal })),
  })
}

export function sellerBundleQueryOptions(storeId: number, id: number) {
  return queryOptions({
    queryKey: sellerBundleKeys.detail(storeId, id),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/bundles/{id}', { params: { path: { id }, query: { store_id: storeId } }, signal })),
  })
}

/** The store's own offers whose name holds the words, for the bundle's item picker. */
export function storeOffersQueryOptions(storeId: number, search: string) {
  return queryOptions({
    queryKey: sellerBundleKeys.offers(storeId, search),
    queryFn: async ({ signal }) => {
      const query = { store_id: storeId, limit: 20, ...(search.trim() ? { search: search.trim() } : {}) }
      const page = await unwrap(api.GET('/products/', { params: { query }, signal }))
      return page.items.flatMap((p) =>
        p.product_store_id === null ? [] : [{ offerId: p.product_store_id, name: p.name_fa, price: p.price ?? 0 }],
      )
    },
    staleTime: 30_000,
  })
}

function useInvalidateBundles() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: sellerBundleKeys.all }),
      queryClient.invalidateQueries({ queryKey: bundleKeys.all }),
    ])
}

// Online only (networkMode 'always'): the forms wait on the answer and show a 422 on its field.
const online = { networkMode: 'always', meta: { silentError: true } } as const

export function useCreateBundle(storeId: number) {
  const invalidate = useInvalidateBundles()
  return useMutation({
    mutationFn: (body: BundleCreateBody) =>
      unwrap(api.POST('/bundles', { params: { query: { store_id: storeId } }, body })),
    ...online,
    onSuccess: () => invalidate(),
  })
}

export function useUpdateBundle(storeId: number, id: number) {
  const invalidate = useInvalidateBundles()
  return useMutation({
    mutationFn: (body: BundleUpdateBody) =>
      unwrap(api.PUT('/bundles/{id}', { params: { path: { id }, query: { store_id: storeId } }, body })),
    ...online,
    onSuccess: () => invalidate(),
  })
}

export function useDeleteBundle(storeId: number) {
  const invalidate = useInvalidateBundles()
  return useMutation({
    mutationFn: (id: number) =>
      unwrap(api.DELETE('/bundles/{id}', { params: { path: { id }, query: { store_id: storeId } } })),
    ...online,
    onSuccess: () => invalidate(),
  })
}

/** Puts an offer in the bundle (or changes its quantity), or takes it out (quantity 0). */
export function useSetBundleItem(storeId: number, bundleId: number) {
  const invalidate = useInvalidateBundles()
  return useMutation({
    mutationFn: ({ offerId, quantity }: { offerId: number; quantity: number }) => {
      const params = { path: { bundleId }, query: { store_id: storeId } }
      return quantity > 0
        ? unwrap(api.POST('/bundles/{bundleId}/products', { params, body: { product_store_id: offerId, quantity } }))
        : unwrap(api.DELETE('/bundles/{bundleId}/products', { params, body: { product_store_id: offerId } }))
    },
    ...online,
    onSuccess: () => invalidate(),
  })
}
