import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#lib/api'
import { type Schemas, unwrap } from '#sdk'
import { categoryKeys } from './categories'
import { queryKeys } from './query-keys'

// The admin's category tree (GET /categories/?root_only=true, fresh) and its changes. Every change
// reads the admin tree and the storefront's category reads again.

export type AdminCategory = Schemas['Category']

export const adminCategoryKeys = queryKeys('admin-categories', {
  tree: () => ['tree'] as const,
})

export const adminCategoryTreeQueryOptions = queryOptions({
  queryKey: adminCategoryKeys.tree(),
  queryFn: ({ signal }) =>
    unwrap(api.GET('/categories/', { params: { query: { root_only: true, limit: 1000 } }, signal })),
})

function useInvalidate() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminCategoryKeys.all }),
      queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
    ])
}

const online = { networkMode: 'always', meta: { silentError: true } } as const

export function useCreateCategory() {
  const invalidate = useInvalidate()
  return useMutation({
    mutationFn: (body: Schemas['CategoryCreate']) => unwrap(api.POST('/categories/', { body })),
    ...online,
    onSuccess: invalidate,
  })
}

export function useUpdateCategory() {
  const invalidate = useInvalidate()
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: Schemas['CategoryUpdate'] }) =>
      unwrap(api.PUT('/categories/{id}/', { params: { path: { id } }, body })),
    ...online,
    onSuccess: invalidate,
  })
}

/**
 * Siblings put in a new order (a drag or the up / down buttons): each whose place changed gets its
 * new position as its order, one call each (the contract has no bulk call for categories), then
 * the trees are read again once.
 */
export function useReorderCategories() {
  const invalidate = useInvalidate()
  return useMutation({
    mutationFn: async (siblings: AdminCategory[]) => {
      for (const [order, node] of siblings.entries()) {
        if (node.order === order) continue
        await unwrap(api.PUT('/categories/{id}/', { params: { path: { id: node.id } }, body: { order } }))
      }
    },
    ...online,
    onSettled: invalidate,
  })
}

export function useDeleteCategory() {
  const invalidate = useInvalidate()
  return useMutation({
    mutationFn: (id: number) => unwrap(api.DELETE('/categories/{id}/', { params: { path: { id } } })),
    ...online,
    onSuccess: invalidate,
  })
}
