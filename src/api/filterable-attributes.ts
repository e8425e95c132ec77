import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#lib/api'
import { type Schemas, unwrap } from '#sdk'
import { categoryKeys } from './categories'
import { queryKeys } from './query-keys'

export type FilterableAttribute = Schemas['FilterableAttribute']
export type FilterableAttributeType = Schemas['FilterableAttributeType']
export type FilterableAttributeCreate = Schemas['FilterableAttributeCreate']
export type FilterableAttributeUpdate = Schemas['FilterableAttributeUpdate']

/** The admin's filters list: 100 a page (spec section 9). */
export const FILTER_PAGE_SIZE = 100

export const FILTER_TYPE_LABELS: Record<FilterableAttributeType, string> = {
  select: 'تک‌انتخابی',
  multi_select: 'چندانتخابی',
  range: 'بازه‌ای (عددی)',
  boolean: 'بله / خیر',
}

export interface FilterListParams {
  skip: number
  limit: number
  category_id?: number
}

export const filterKeys = queryKeys('filterable-attributes', {
  lists: () => ['list'] as const,
  list: (params: FilterListParams) => ['list', params] as const,
  detail: (id: number) => ['detail', id] as const,
})

export function filterListQueryOptions(params: FilterListParams) {
  return queryOptions({
    queryKey: filterKeys.list(params),
    queryFn: ({ signal }) => unwrap(api.GET('/filterable_attributes/', { params: { query: params }, signal })),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  })
}

export function filterQueryOptions(id: number) {
  return queryOptions({
    queryKey: filterKeys.detail(id),
    queryFn: ({ signal }) => unwrap(api.GET('/filterable_attributes/{id}', { params: { path: { id } }, signal })),
    meta: { silentError: true },
  })
}

// The admin's changes: online only; the form shows a 422 on its fields, a 409 as its message. A
// change re-reads the lists and every category's facets (the storefront and product form use them).
function useInvalidateFilters() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: filterKeys.all }),
      queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
    ])
}

export function useCreateFilter() {
  const invalidate = useInvalidateFilters()
  return useMutation({
    mutationFn: (body: FilterableAttributeCreate) => unwrap(api.POST('/filterable_attributes/', { body })),
    networkMode: 'always',
    meta: { silentError: true },
    onSuccess: () => invalidate(),
  })
}

export function useUpdateFilter(id: number) {
  const invalidate = useInvalidateFilters()
  return useMutation({
    mutationFn: (body: FilterableAttributeUpdate) =>
      unwrap(api.PUT('/filterable_attributes/{id}', { params: { path: { id } }, body })),
    networkMode: 'always',
    meta: { silentError: true },
    onSuccess: () => invalidate(),
  })
}

export function useDeleteFilter() {
  const invalidate = useInvalidateFilters()
  return useMutation({
    mutationFn: (id: number) => unwrap(api.DELETE('/filterable_attributes/{id}', { params: { path: { id } } })),
    networkMode: 'always',
    meta: { silentError: true },
    onSuccess: () => invalidate(),
  })
}
