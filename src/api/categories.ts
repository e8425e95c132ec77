import { queryOptions } from '@tanstack/react-query'
import { api } from '#lib/api'
import { type Schemas, unwrap } from '#sdk'
import { categoryTreeRead } from '#sdk/rules/public-reads'
import { queryKeys } from './query-keys'

export type Category = Schemas['Category']
/** One of a category's facets: a filterable attribute of it or of an ancestor, in `order` */
export type CategoryFacet = Schemas['CategoryFilter']

// One key factory per resource (STYLE.md): queries and invalidations use these, never literals.
export const categoryKeys = queryKeys('categories', {
  tree: () => ['tree'] as const,
  bySlug: (slug: string) => ['slug', slug] as const,
  filters: (id: number) => ['filters', id] as const,
})

/** The category tree: roots with their children (the address the server embeds: public-reads.ts). */
export const categoryTreeQueryOptions = queryOptions({
  queryKey: categoryKeys.tree(),
  queryFn: ({ signal }) =>
    unwrap(api.GET('/public/categories', { params: { query: categoryTreeRead().query }, signal })),
})

export function categoryBySlugQueryOptions(slug: string) {
  return queryOptions({
    queryKey: categoryKeys.bySlug(slug),
    queryFn: ({ signal }) => unwrap(api.GET('/categories/slug/{slug}/', { params: { path: { slug } }, signal })),
    meta: { silentError: true },
  })
}

/** A category's facets (its own filterable attributes and its ancestors'). */
export function categoryFiltersQueryOptions(id: number) {
  return queryOptions({
    queryKey: categoryKeys.filters(id),
    queryFn: ({ signal }) => unwrap(api.GET('/public/categories/{id}/filters', { params: { path: { id } }, signal })),
  })
}

/** Finds a category anywhere in the tree by its id, or by its slug (/products?category=<slug>). */
export function findCategory(roots: readonly Category[], key: number | string): Category | undefined {
  for (const category of roots) {
    if (category.id === key || category.slug === key) return category
    const found = category.children ? findCategory(category.children, key) : undefined
    if (found) return found
  }
  return undefined
}

/** The path from a root down to the category (for breadcrumbs), or [] when it is not in the tree. */
export function categoryPath(roots: readonly Category[], id: number): Category[] {
  for (const category of roots) {
    if (category.id === id) return [category]
    const below = category.children ? categoryPath(category.children, id) : []
    if (below.length) return [category, ...below]
  }
  return []
}
