// The seller's discounts, their codes and customer groups (discounts.yaml). Online only
// (networkMode 'always'): a form waiting on a queued save would hang; forms show the server's 422
// on their fields, so no toast here.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#lib/api'
import { type Schemas, unwrap } from '#sdk'
import { queryKeys } from './query-keys'

export type Discount = Schemas['Discount']
export type DiscountCreate = Schemas['DiscountCreate']
export type DiscountUpdate = Schemas['DiscountUpdate']
export type DiscountCode = Schemas['DiscountCode']
export type UserGroup = Schemas['UserGroup']

export const DISCOUNT_PAGE_SIZE = 20

export const discountKeys = queryKeys('discounts', {
  lists: () => ['list'] as const,
  list: (params: { store_id: number; skip: number; search?: string }) => ['list', params] as const,
  detail: (id: number) => ['detail', id] as const,
  codes: (discountId: number, skip: number) => ['codes', discountId, skip] as const,
  groups: (storeId: number, search: string) => ['groups', storeId, search] as const,
  group: (id: number) => ['group', id] as const,
  products: (storeId: number, search: string) => ['products', storeId, search] as const,
  bundles: (storeId: number) => ['bundles', storeId] as const,
})

export function discountListQueryOptions(params: { store_id: number; skip: number; search?: string }) {
  return queryOptions({
    queryKey: discountKeys.list(params),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/discounts/', { params: { query: { ...params, limit: DISCOUNT_PAGE_SIZE } }, signal })),
  })
}

export function discountQueryOptions(id: number) {
  return queryOptions({
    queryKey: discountKeys.detail(id),
    queryFn: ({ signal }) => unwrap(api.GET('/discounts/{id}', { params: { path: { id } }, signal })),
    meta: { silentError: true },
  })
}

export function discountCodesQueryOptions(discountId: number, skip = 0) {
  return queryOptions({
    queryKey: discountKeys.codes(discountId, skip),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/discounts/codes/', { params: { query: { discount_id: discountId, skip, limit: 50 } }, signal })),
  })
}

export function userGroupsQueryOptions(storeId: number, search = '') {
  return queryOptions({
    queryKey: discountKeys.groups(storeId, search),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/discounts/user-groups/', {
          params: { query: { store_id: storeId, limit: 100, ...(search ? { search } : {}) } },
          signal,
        }),
      ),
  })
}

/** The store's products for the link picker (the seller's products list, searched). */
export function storeProductsQueryOptions(storeId: number, search: string) {
  return queryOptions({
    queryKey: discountKeys.products(storeId, search),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/products/', {
          params: { query: { store_id: storeId, limit: 20, ...(search ? { search } : {}) } },
          signal,
        }),
      ),
  })
}

/** The store's bundles for the link picker (its published ones). */
export function storeBundlesQueryOptions(storeId: number) {
  return queryOptions({
    queryKey: discountKeys.bundles(storeId),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/public/bundles', { params: { query: { store_id: storeId, limit: 100 } }, signal })),
    meta: { silentError: true },
  })
}

function useInvalidate() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: discountKeys.all })
}

const online = { networkMode: 'always', meta: { silentError: true } } as const

export function useCreateDiscount() {
  const invalidate = useInvalidate()
  return useMutation({
    mutationFn: (body: DiscountCreate) => unwrap(api.POST('/discounts/', { body })),
    onSuccess: invalidate,
    ...online,
  })
}

export function useUpdateDiscount(id: number) {
  const invalidate = useInvalidate()
  return useMutation({
    mutationFn: async ({ body, links }: { body: DiscountUpdate; links: Schemas['DiscountRelationships'] }) => {
      await unwrap(api.PUT('/discounts/{id}', { params: { path: { id } }, body }))
      return unwrap(api.PUT('/discounts/{id}/relationships', { params: { path: { id } }, body: links }))
    },
    onSuccess: invalidate,
    ...online,
  })
}

export function useDeleteDiscount() {
  const invalidate = useInvalidate()
  return useMutation({
    mutationFn: (id: number) => unwrap(api.DELETE('/discounts/{id}', { params: { path: { id } } })),
    onSuccess: invalidate,
    ...online,
  })
}

export function useCreateCode() {
  const invalidate = useInvalidate()
  return useMutation({
    mutationFn: (body: Schemas['DiscountCodeCreate']) => unwrap(api.POST('/discounts/codes/', { body })),
    onSuccess: invalidate,
    ...online,
  })
}

export function useGenerateCodes() {
  const invalidate = useInvalidate()
  return useMutation({
    mutationFn: (body: Schemas['DiscountCodeBatch']) => unwrap(api.POST('/discounts/codes/batch', { body })),
    onSuccess: invalidate,
    ...online,
  })
}

export function useUpdateCode() {
  const invalidate = useInvalidate()
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: Schemas['DiscountCodeUpdate'] }) =>
      unwrap(api.PUT('/discounts/codes/{code_id}', { params: { path: { code_id: id } }, body })),
    onSuccess: invalidate,
    ...online,
  })
}

export function useDeleteCode() {
  const invalidate = useInvalidate()
  return useMutation({
    mutationFn: (id: number) => unwrap(api.DELETE('/discounts/codes/{code_id}', { params: { path: { code_id: id } } })),
    onSuccess: invalidate,
    ...online,
  })
}

export function useCreateGroup() {
  const invalidate = useInvalidate()
  return useMutation({
    mutationFn: (body: Schemas['UserGroupCreate']) => unwrap(api.POST('/discounts/user-groups/', { body })),
    onSuccess: invalidate,
    ...online,
  })
}

export function useRenameGroup() {
  const invalidate = useInvalidate()
  return useMutation({
    mutationFn: ({ id, name }: { id: number; name: string }) =>
      unwrap(api.PUT('/discounts/user-groups/{id}', { params: { path: { id } }, body: { name } })),
    onSuccess: invalidate,
    ...online,
  })
}

export function useDeleteGroup() {
  const invalidate = useInvalidate()
  return useMutation({
    mutationFn: (id: number) => unwrap(api.DELETE('/discounts/user-groups/{id}', { params: { path: { id } } })),
    onSuccess: invalidate,
    ...online,
  })
}

export function useAddMember() {
  const invalidate = useInvalidate()
  return useMutation({
    mutationFn: ({ groupId, phone }: { groupId: number; phone: string }) =>
      unwrap(api.POST('/discounts/user-groups/{gid}/users', { params: { path: { gid: groupId } }, body: { phone } })),
    onSuccess: invalidate,
    ...online,
  })
}

export function useRemoveMember() {
  const invalidate = useInvalidate()
  return useMutation({
    mutationFn: ({ groupId, userId }: { groupId: number; userId: number }) =>
      unwrap(
        api.DELETE('/discounts/user-groups/{gid}/users/{uid}', { params: { path: { gid: groupId, uid: userId } } }),
      ),
    onSuccess: invalidate,
    ...online,
  })
}
