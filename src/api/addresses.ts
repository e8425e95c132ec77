import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#lib/api'
import { toast } from '#lib/toast'
import { type Schemas, unwrap } from '#sdk'
import { type AddressBody, MAX_ADDRESSES } from '#sdk/rules/address'

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

// Address changes. They run only online (networkMode 'always' fails at once offline with
// «ارتباط با سرور برقرار نشد» instead of pausing): a form waiting on a queued save would hang,
// and a default or delete replayed later could undo a newer choice. Delete and set-default show
// their result at once and roll back on failure; every change refetches the list (and /shipping's).

/** Creates (no id) or changes an address; 422 field errors are the form's to show. */
export function useSaveAddress() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: addressKeys.mutations.save,
    mutationFn: ({ id, body }: { id?: number; body: AddressBody }) =>
      id
        ? unwrap(api.PUT('/customers/addresses/{id}', { params: { path: { id } }, body }))
        : unwrap(api.POST('/customers/addresses', { body: { ...body, is_default: body.is_default ?? false } })),
    networkMode: 'always',
    meta: { silentError: true },
    // Awaited, so whoever gets the saved address (e.g. /shipping) finds it in the list.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressKeys.all }),
  })
}

/** Applies a change to the cached list and hands back what to restore on failure. */
async function changeList(queryClient: QueryClient, change: (items: Address[]) => Address[]) {
  await queryClient.cancelQueries({ queryKey: addressKeys.lists() })
  const previous = queryClient.getQueryData<AddressPage>(addressKeys.lists())
  if (previous) {
    const items = change(previous.items)
    queryClient.setQueryData<AddressPage>(addressKeys.lists(), { ...previous, items, total: items.length })
  }
  return { previous }
}

function restore(queryClient: QueryClient, context: { previous?: AddressPage } | undefined) {
  if (context?.previous) queryClient.setQueryData(addressKeys.lists(), context.previous)
}

const newestFirst = (a: Address, b: Address) => b.created_at.localeCompare(a.created_at) || b.id - a.id
/** The server's order: the default first, then the newest. */
const serverOrder = (items: Address[]) =>
  [...items].sort((a, b) => Number(b.is_default) - Number(a.is_default) || newestFirst(a, b))

export function useDeleteAddress() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: addressKeys.mutations.remove,
    mutationFn: (id: number) => unwrap(api.DELETE('/customers/addresses/{id}', { params: { path: { id } } })),
    networkMode: 'always',
    // As the server does: deleting the default makes the newest remaining one the default.
    onMutate: (id) =>
      changeList(queryClient, (items) => {
        const gone = items.find((a) => a.id === id)
        const rest = items.filter((a) => a.id !== id)
        if (!gone?.is_default || rest.length === 0) return rest
        const newest = [...rest].sort(newestFirst)[0]
        return serverOrder(rest.map((a) => (a.id === newest.id ? { ...a, is_default: true } : a)))
      }),
    onError: (_error, _id, context) => restore(queryClient, context),
    onSuccess: () => toast({ title: 'نشانی حذف شد', variant: 'success' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: addressKeys.all }),
  })
}

export function useMakeDefaultAddress() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: addressKeys.mutations.makeDefault,
    mutationFn: (id: number) =>
      unwrap(api.PUT('/customers/addresses/{id}', { params: { path: { id } }, body: { is_default: true } })),
    networkMode: 'always',
    onMutate: (id) =>
      changeList(queryClient, (items) => serverOrder(items.map((a) => ({ ...a, is_default: a.id === id })))),
    onError: (_error, _id, context) => restore(queryClient, context),
    onSuccess: () => toast({ title: 'نشانی پیش‌فرض تغییر کرد', variant: 'success' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: addressKeys.all }),
  })
}
