import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#lib/api'
import { newIdempotencyKey, type Schemas, unwrap } from '#sdk'
import { homepageKeys } from './homepage'
import { queryKeys } from './query-keys'

// Curating homepages: the admin's (the platform's and any store's, saved in one bulk call) and a
// seller's own store homepage (its resources added, re-prioritised and removed one call each).
// Private data: the keys' root is not a public one (sdk/rules/public-reads.ts).

export type HomepageResource = Schemas['HomepageResource']
export type HomepageResourceType = Schemas['HomepageResourceType']
export type Homepage = Schemas['Homepage']

export const RESOURCE_KIND_LABELS: Record<HomepageResourceType, string> = {
  product: 'محصول',
  bundle: 'سبد ویژه',
  article: 'مقاله',
  discount: 'تخفیف',
}
export const RESOURCE_KINDS = Object.keys(RESOURCE_KIND_LABELS) as HomepageResourceType[]

/** The most the expanded homepage lists of each kind (the contract's maximum): every curated item named. */
const ALL_OF_A_KIND = 50

export const curationKeys = queryKeys('homepage-curation', {
  resources: (storeId: number | null) => ['resources', storeId] as const,
  expanded: (storeId: number | null) => ['expanded', storeId] as const,
  search: (kind: HomepageResourceType, storeId: number | null, text: string) =>
    ['search', kind, storeId, text] as const,
})

/** The admin's view of a homepage's resources (store null: the platform's), highest priority first. */
export function adminResourcesQueryOptions(storeId: number | null) {
  return queryOptions({
    queryKey: curationKeys.resources(storeId),
    queryFn: async ({ signal }) => {
      const list = await unwrap(
        api.GET('/admins/homepage/resources', { params: { query: storeId ? { store_id: storeId } : {} }, signal }),
      )
      return list.items.filter((r) => r.store_id === storeId)
    },
    meta: { silentError: true },
  })
}

/** The homepage as shown, every curated item expanded: the names of what the resources point at. */
export function expandedHomepageQueryOptions(storeId: number | null) {
  return queryOptions({
    queryKey: curationKeys.expanded(storeId),
    queryFn: ({ signal }) =>
      storeId === null
        ? unwrap(api.GET('/homepage/', { params: { query: { limit: ALL_OF_A_KIND } }, signal }))
        : unwrap(
            api.GET('/homepage/store/{store_id}', {
              params: { path: { store_id: storeId }, query: { limit: ALL_OF_A_KIND } },
              signal,
            }),
          ),
    meta: { silentError: true },
  })
}

/** Each curated target's name, by «kind:id», from an expanded homepage. */
export function namesOf(homepage: Homepage | undefined): Map<string, string> {
  const names = new Map<string, string>()
  for (const p of homepage?.products ?? []) names.set(`product:${p.id}`, p.name_fa)
  for (const b of homepage?.bundles ?? []) names.set(`bundle:${b.id}`, b.name)
  for (const a of homepage?.articles ?? []) names.set(`article:${a.id}`, a.title)
  for (const d of homepage?.discounts ?? []) names.set(`discount:${d.id}`, d.name)
  return names
}

export interface Candidate {
  value: string
  label: string
}

/**
 * What may be put on a homepage, found by name: on a store's homepage only the store's own
 * (its offered products, bundles, published posts and discounts), on the platform's anything public.
 */
export function candidatesQueryOptions(
  kind: HomepageResourceType,
  storeId: number | null,
  text: string,
  seller: boolean,
) {
  return queryOptions({
    queryKey: [...curationKeys.search(kind, storeId, text), seller] as const,
    queryFn: async ({ signal }): Promise<Candidate[]> => {
      const search = text || undefined
      const store = storeId ?? undefined
      if (kind === 'product') {
        if (seller && storeId !== null) {
          const page = await unwrap(
            api.GET('/products/', { params: { query: { store_id: storeId, search, limit: 20 } }, signal }),
          )
          return page.items.map((p) => ({ value: String(p.id), label: p.name_fa }))
        }
        const page = await unwrap(
          api.GET('/public/products', { params: { query: { search, store_id: store, limit: 20 } }, signal }),
        )
        return page.items.map((p) => ({ value: String(p.id), label: p.name_fa }))
      }
      if (kind === 'bundle') {
        const page = await unwrap(
          api.GET('/public/bundles', { params: { query: { search, store_id: store } }, signal }),
        )
        return page.items.map((b) => ({ value: String(b.id), label: b.name }))
      }
      if (kind === 'article') {
        const page = await unwrap(
          api.GET('/public/blog-posts', { params: { query: { search, store_id: store } }, signal }),
        )
        return page.items.map((a) => ({ value: String(a.id), label: a.title }))
      }
      const page = await unwrap(api.GET('/discounts/', { params: { query: { search, store_id: store } }, signal }))
      return page.items.map((d) => ({ value: String(d.id), label: d.name }))
    },
    staleTime: 30_000,
    meta: { silentError: true },
  })
}

export interface CuratedEntry {
  resource_type: HomepageResourceType
  resource_id: number
}

/** Priorities for a list in order: the first highest, ten apart. */
export const prioritiesOf = (count: number, index: number) => (count - index) * 10

function useInvalidateHomepages() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: curationKeys.all }),
      // The storefront's copies (the home page, the store pages) are read again.
      queryClient.invalidateQueries({ queryKey: homepageKeys.all }),
    ])
}

/** The admin's save: the whole list, in order, in one call (all or nothing). */
export function useBulkSetHomepage(storeId: number | null) {
  const invalidate = useInvalidateHomepages()
  return useMutation({
    mutationFn: (entries: CuratedEntry[]) =>
      unwrap(
        api.POST('/admins/homepage/resources/bulk-with-priorities', {
          params: { header: { 'Idempotency-Key': newIdempotencyKey() } },
          body: entries.map((e, i) => ({ ...e, priority: prioritiesOf(entries.length, i), store_id: storeId })),
        }),
      ),
    networkMode: 'always',
    meta: { silentError: true },
    onSuccess: () => invalidate(),
  })
}

/**
 * A store homepage's save: the removed resources deleted, the new ones added and the rest given
 * their new priority (the store's own calls; an admin may make them too).
 */
export function useSaveStoreHomepage(storeId: number) {
  const invalidate = useInvalidateHomepages()
  return useMutation({
    mutationFn: async ({ current, wanted }: { current: HomepageResource[]; wanted: CuratedEntry[] }) => {
      const key = (e: CuratedEntry) => `${e.resource_type}:${e.resource_id}`
      const wantedKeys = new Set(wanted.map(key))
      const path = { store_id: storeId }
      for (const r of current.filter((r) => !wantedKeys.has(key(r)))) {
        await unwrap(
          api.DELETE('/homepage/store/{store_id}/resources/{id}', { params: { path: { ...path, id: r.id } } }),
        )
      }
      const byKey = new Map(current.map((r) => [key(r), r]))
      for (const [i, entry] of wanted.entries()) {
        const priority = prioritiesOf(wanted.length, i)
        const existing = byKey.get(key(entry))
        if (!existing) {
          await unwrap(
            api.POST('/homepage/store/{store_id}/resources', { params: { path }, body: { ...entry, priority } }),
          )
        } else if (existing.priority !== priority) {
          await unwrap(
            api.PATCH('/homepage/store/{store_id}/resources/{id}', {
              params: { path: { ...path, id: existing.id } },
              body: { priority },
            }),
          )
        }
      }
    },
    networkMode: 'always',
    meta: { silentError: true },
    onSettled: () => invalidate(),
  })
}

/** Verified stores by name or slug, for the admin to pick whose homepage to curate. */
export function storeCandidatesQueryOptions(text: string) {
  return queryOptions({
    queryKey: [...curationKeys.all, 'stores', text] as const,
    queryFn: async ({ signal }): Promise<Candidate[]> => {
      const page = await unwrap(
        api.GET('/stores/all', { params: { query: { verified: true, search: text || undefined, limit: 20 } }, signal }),
      )
      return page.items.map((s) => ({ value: String(s.id), label: s.name }))
    },
    staleTime: 30_000,
    meta: { silentError: true },
  })
}

/** The admin's save: the list, in order, in one bulk call (removals are their own call, below). */
export function useAdminSaveHomepage(storeId: number | null) {
  const bulk = useBulkSetHomepage(storeId)
  const invalidate = useInvalidateHomepages()
  return useMutation({
    mutationFn: async ({ wanted }: { wanted: CuratedEntry[] }) => {
      if (wanted.length) await bulk.mutateAsync(wanted)
    },
    networkMode: 'always',
    meta: { silentError: true },
    onSettled: () => invalidate(),
  })
}

/**
 * The admin takes one saved item off a homepage (the platform's or a store's) at once; the
 * curation lists and the storefront's homepages are read again, as after a save.
 */
export function useAdminRemoveHomepageItem() {
  const invalidate = useInvalidateHomepages()
  return useMutation({
    mutationFn: (id: number) => unwrap(api.DELETE('/admins/homepage/resources/{id}', { params: { path: { id } } })),
    networkMode: 'always',
    meta: { silentError: true },
    onSettled: () => invalidate(),
  })
}
