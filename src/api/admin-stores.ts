import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#lib/api'
import { type Schemas, unwrap } from '#sdk'
import { queryKeys } from './query-keys'
import { storeKeys } from './stores'

// The admin's stores (GET /stores/all, /stores/{id}), their review (verify / unverify with a note,
// the audit log) and one store's lists (products, discounted products, bundles, articles).

export type AdminStore = Schemas['Store']
export type AuditEntry = Schemas['AdminAuditEntry']

/** The spec's page sizes (section 9): stores 19, products 20, curation lists 10. */
export const ADMIN_STORE_PAGE_SIZE = 19
export const ADMIN_PRODUCT_PAGE_SIZE = 20
export const ADMIN_CURATION_PAGE_SIZE = 10

export interface AdminStoreListParams {
  skip?: number
  limit?: number
  verified?: boolean
  search?: string
}

export interface AdminProductParams {
  store_id?: number
  skip?: number
  limit?: number
  in_stock_only?: boolean
  sort_by?: 'created_at' | 'price' | 'stock' | 'name'
  sort_order?: 'asc' | 'desc'
}

export const adminStoreKeys = queryKeys('admin-stores', {
  lists: () => ['list'] as const,
  list: (params: AdminStoreListParams) => ['list', params] as const,
  awaiting: () => ['awaiting'] as const,
  detail: (id: number) => ['detail', id] as const,
  audit: (id: number, skip: number) => ['audit', id, skip] as const,
  products: (params: AdminProductParams) => ['products', params] as const,
  curation: (id: number, kind: 'discounted' | 'bundles' | 'articles', skip: number) => [kind, id, skip] as const,
})

export function adminStoresQueryOptions(params: AdminStoreListParams) {
  return queryOptions({
    queryKey: adminStoreKeys.list(params),
    queryFn: ({ signal }) => unwrap(api.GET('/stores/all', { params: { query: params }, signal })),
  })
}

/** How many stores await review: the sidebar's badge (one row read, the count is in the page). */
export function awaitingReviewQueryOptions() {
  return queryOptions({
    queryKey: adminStoreKeys.awaiting(),
    queryFn: async ({ signal }) =>
      (await unwrap(api.GET('/stores/all', { params: { query: { limit: 1 } }, signal }))).awaiting_review ?? 0,
    staleTime: 60_000,
    meta: { silentError: true },
  })
}

export function adminStoreQueryOptions(id: number) {
  return queryOptions({
    queryKey: adminStoreKeys.detail(id),
    queryFn: ({ signal }) => unwrap(api.GET('/stores/{id}', { params: { path: { id } }, signal })),
  })
}

export function storeAuditQueryOptions(id: number, skip = 0) {
  return queryOptions({
    queryKey: adminStoreKeys.audit(id, skip),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/admins/store/{id}/audit', { params: { path: { id }, query: { skip, limit: 20 } }, signal })),
  })
}

export function adminProductsQueryOptions(params: AdminProductParams) {
  return queryOptions({
    queryKey: adminStoreKeys.products(params),
    queryFn: ({ signal }) => unwrap(api.GET('/admins/products', { params: { query: params }, signal })),
  })
}

export function discountedProductsQueryOptions(id: number, skip = 0) {
  return queryOptions({
    queryKey: adminStoreKeys.curation(id, 'discounted', skip),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/admins/store/{id}/discounted_products', {
          params: { path: { id }, query: { skip, limit: ADMIN_CURATION_PAGE_SIZE } },
          signal,
        }),
      ),
  })
}

export function storeBundlesQueryOptions(id: number, skip = 0) {
  return queryOptions({
    queryKey: adminStoreKeys.curation(id, 'bundles', skip),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/admins/store/{id}/bundles', {
          params: { path: { id }, query: { skip, limit: ADMIN_CURATION_PAGE_SIZE } },
          signal,
        }),
      ),
  })
}

export function storeArticlesQueryOptions(id: number, skip = 0) {
  return queryOptions({
    queryKey: adminStoreKeys.curation(id, 'articles', skip),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/admins/store/{id}/articles', {
          params: { path: { id }, query: { skip, limit: ADMIN_CURATION_PAGE_SIZE } },
          signal,
        }),
      ),
  })
}

/**
 * Verifies (true) or unverifies (false) a store with the admin's note. Online only; the dialog
 * shows the server's refusal. The stores list, the badge, the audit log and the storefront's
 * stores are read again.
 */
export function useSetStoreVerified(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ verified, note }: { verified: boolean; note: string }) => {
      const body = note.trim() ? { note: note.trim() } : {}
      const path = { params: { path: { id } }, body }
      return unwrap(verified ? api.POST('/stores/{id}/verify', path) : api.POST('/stores/{id}/unverify', path))
    },
    networkMode: 'always',
    meta: { silentError: true },
    onSuccess: async (store) => {
      queryClient.setQueryData(adminStoreKeys.detail(id), store)
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminStoreKeys.all }),
        queryClient.invalidateQueries({ queryKey: storeKeys.all }),
      ])
    },
  })
}
