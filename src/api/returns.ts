// Returns (issue 30) for the three sides: the customer's requests, the store's returns and the
// admins' disputes. Every move needs the server's answer (a 409 when the return moved on, the
// refund made on receipt), so none is queued offline: networkMode 'always' fails at once.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#lib/api'
import { newIdempotencyKey, type Schemas, unwrap } from '#sdk'
import { orderKeys } from './orders'
import { queryKeys } from './query-keys'

export type OrderReturn = Schemas['OrderReturn']
export type ReturnInput = Schemas['ReturnInput']
export type ReturnStatus = Schemas['ReturnStatus']
export type StoreReturnMove = Schemas['StoreReturnMove']

export const RETURN_PAGE_SIZE = 20

export const returnKeys = queryKeys('returns', {
  mine: (skip: number) => ['mine', skip] as const,
  one: (id: number) => ['one', id] as const,
  store: (storeId: number) => ['store', storeId] as const,
  storeList: (storeId: number, status: ReturnStatus | undefined, skip: number) =>
    ['store', storeId, 'list', status ?? 'all', skip] as const,
  storeOne: (storeId: number, id: number) => ['store', storeId, 'one', id] as const,
  admin: () => ['admin'] as const,
  adminList: (status: ReturnStatus, skip: number) => ['admin', 'list', status, skip] as const,
})

export const myReturnsQueryOptions = (skip = 0) =>
  queryOptions({
    queryKey: returnKeys.mine(skip),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/public/returns', { params: { query: { skip, limit: RETURN_PAGE_SIZE } }, signal })),
    meta: { silentError: true },
  })

export const myReturnQueryOptions = (id: number) =>
  queryOptions({
    queryKey: returnKeys.one(id),
    queryFn: ({ signal }) => unwrap(api.GET('/public/returns/{id}', { params: { path: { id } }, signal })),
    meta: { silentError: true },
  })

export const storeReturnsQueryOptions = (storeId: number, status: ReturnStatus | undefined, skip: number) =>
  queryOptions({
    queryKey: returnKeys.storeList(storeId, status, skip),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/stores/{store_id}/returns', {
          params: { path: { store_id: storeId }, query: { status, skip, limit: RETURN_PAGE_SIZE } },
          signal,
        }),
      ),
    meta: { silentError: true },
  })

export const storeReturnQueryOptions = (storeId: number, id: number) =>
  queryOptions({
    queryKey: returnKeys.storeOne(storeId, id),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/stores/{store_id}/returns/{id}', { params: { path: { store_id: storeId, id } }, signal })),
    meta: { silentError: true },
  })

export const adminReturnsQueryOptions = (status: ReturnStatus, skip: number) =>
  queryOptions({
    queryKey: returnKeys.adminList(status, skip),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/admins/returns', { params: { query: { status, skip, limit: RETURN_PAGE_SIZE } }, signal })),
    meta: { silentError: true },
  })

const key = () => ({ header: { 'Idempotency-Key': newIdempotencyKey() } })

/** «ثبت درخواست مرجوعی»: the new return, and the order (what may still be returned) read again. */
export function useCreateReturn(orderId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...returnKeys.all, 'create'],
    mutationFn: (body: ReturnInput) =>
      unwrap(
        api.POST('/public/orders/{order_id}/returns', { params: { path: { order_id: orderId }, ...key() }, body }),
      ),
    networkMode: 'always',
    meta: { silentError: true },
    onSuccess: (made) => {
      queryClient.setQueryData(returnKeys.one(made.id), made)
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: [...returnKeys.all, 'mine'] }),
        queryClient.invalidateQueries({ queryKey: orderKeys.detail(orderId) }),
      ])
    },
  })
}

/** The customer's moves on their return: escalate a rejection, or send the parcel back. */
export function useCustomerReturnMove(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...returnKeys.all, 'customer-move', id],
    mutationFn: (move: { escalate: { note?: string } } | { tracking_code: string }) =>
      'escalate' in move
        ? unwrap(api.POST('/public/returns/{id}/escalate', { params: { path: { id }, ...key() }, body: move.escalate }))
        : unwrap(api.PUT('/public/returns/{id}/tracking', { params: { path: { id }, ...key() }, body: move })),
    networkMode: 'always',
    meta: { silentError: true },
    onSuccess: (moved) => {
      queryClient.setQueryData(returnKeys.one(id), moved)
      return queryClient.invalidateQueries({ queryKey: [...returnKeys.all, 'mine'] })
    },
  })
}

/** The store's approve, reject (with the reason) and receive (refunding it). */
export function useStoreReturnMove(storeId: number, id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...returnKeys.all, 'store-move', id],
    mutationFn: (body: StoreReturnMove) =>
      unwrap(
        api.PUT('/stores/{store_id}/returns/{id}', { params: { path: { store_id: storeId, id }, ...key() }, body }),
      ),
    networkMode: 'always',
    meta: { silentError: true },
    onSuccess: (moved) => {
      queryClient.setQueryData(returnKeys.storeOne(storeId, id), moved)
      return queryClient.invalidateQueries({ queryKey: returnKeys.store(storeId) })
    },
  })
}

/** An admin's decision on an escalated return. */
export function useDecideReturn() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...returnKeys.all, 'decide'],
    mutationFn: ({ id, ...body }: { id: number } & Schemas['ReturnDecision']) =>
      unwrap(api.PUT('/admins/returns/{id}', { params: { path: { id } }, body })),
    networkMode: 'always',
    meta: { silentError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: returnKeys.admin() }),
  })
}
