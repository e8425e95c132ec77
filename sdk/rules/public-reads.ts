// The public catalogue reads, written once for the server and the PWA (no DOM, no Node here):
// - PUBLIC_READS: which API addresses anyone may read, by the PWA's query-key root for each.
//   The service worker keeps only these (src/features/pwa/cache-rules.ts), and the PWA's query
//   cache keeps only these roots across users (src/lib/private-data.ts). An address or key not
//   listed counts as private, so a new private feature cannot leak by forgetting to say so.
// - firstReads: the reads a page starts with, which the server answers inside the page's HTML
//   (server/plugins/seo.ts) and the PWA's client takes from there (src/lib/page-data.ts) only
//   when the address is the same to the character — parameters in the same order included. The
//   PWA's queries build their parameters from these too, so the two cannot drift apart.

export const API_PREFIX = '/api/v1'

/** The first element of the PWA's query keys for each public resource. */
export type PublicRoot =
  | 'products'
  | 'categories'
  | 'public-stores'
  | 'bundles'
  | 'blog-posts'
  | 'suggestions'
  | 'homepage'

/** Each public resource's reads: pathnames from the origin, matched whole. */
export const PUBLIC_READS: Readonly<Record<PublicRoot, readonly RegExp[]>> = {
  products: [/^\/api\/v1\/public\/products(\/|$)/, /^\/catalogue\/products\/search\/fast\/?$/],
  categories: [/^\/api\/v1\/public\/categories(\/|$)/, /^\/api\/v1\/categories(\/|$)/],
  'public-stores': [/^\/api\/v1\/public\/stores(\/|$)/],
  bundles: [/^\/api\/v1\/public\/bundles(\/|$)/],
  'blog-posts': [/^\/api\/v1\/public\/blog-posts(\/|$)/],
  suggestions: [/^\/api\/v1\/public\/suggestions(\/|$)/],
  homepage: [/^\/api\/v1\/homepage\/?$/, /^\/api\/v1\/homepage\/store\/\d+\/?$/],
}

/**
 * The query-key roots of the public catalogue (everything else in the PWA's cache is private).
 * Written out rather than read from PUBLIC_READS so the first script does not carry the patterns;
 * the Record type above makes each root name its reads.
 */
export const PUBLIC_QUERY_ROOTS: ReadonlySet<unknown> = new Set<PublicRoot>([
  'products',
  'categories',
  'public-stores',
  'bundles',
  'blog-posts',
  'suggestions',
  'homepage',
])

/** Whether this pathname is a public catalogue read (the method and token are the caller's to check). */
export function isPublicReadPath(pathname: string): boolean {
  return Object.values(PUBLIC_READS).some((paths) => paths.some((pattern) => pattern.test(pathname)))
}

type Scalar = string | number | boolean
type QueryValue = Scalar | readonly Scalar[] | undefined

/** One API read: its path under API_PREFIX and its query, in the order the address lists it. */
export interface ApiRead<Q extends Record<string, QueryValue> = Record<string, QueryValue>> {
  path: string
  query?: Q
}

/**
 * The address of a read under API_PREFIX, e.g. `/public/products?category=3&skip=0&limit=20`:
 * parameters in the query's key order and a list as repeated names, as the PWA's client sends them.
 */
export function addressOf(read: ApiRead): string {
  const search: string[] = []
  for (const [name, value] of Object.entries(read.query ?? {})) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
      search.push(`${encodeURIComponent(name)}=${encodeURIComponent(String(item))}`)
    }
  }
  return search.length ? `${read.path}?${search.join('&')}` : read.path
}

/** The spec's homepage limit: at most this many entries of each kind. */
export const HOMEPAGE_LIMIT = 5
/** Products on one page of a list. */
export const PRODUCT_PAGE_SIZE = 20
/** Products read to offer a list's brands as a facet (no brand endpoint exists). */
export const BRAND_SAMPLE_SIZE = 100

// Each a function of its own, so the PWA's first script carries only the ones it uses.
/** The home page's entries. */
export const homepageRead = () => ({ path: '/homepage/', query: { limit: HOMEPAGE_LIMIT } })
/** The category tree: roots with their children (the spec's limit of 1000 covers it). */
export const categoryTreeRead = () => ({ path: '/public/categories', query: { root_only: true, limit: 1000 } })
const productRead = (id: number) => ({ path: `/public/products/${id}` })
const categoryFiltersRead = (id: number) => ({ path: `/public/categories/${id}/filters` })
const categoryBySlugRead = (slug: string) => ({ path: `/categories/slug/${encodeURIComponent(slug)}/` })
/** A category page's first page of products, unfiltered. */
const categoryProductsRead = (id: number) => ({
  path: '/public/products',
  query: { category: id, skip: 0, limit: PRODUCT_PAGE_SIZE },
})
/** A category page's brand facet sample. */
const categoryBrandSampleRead = (id: number) => ({
  path: '/public/products',
  query: { category: id, sort: 'best_selling' as const, limit: BRAND_SAMPLE_SIZE },
})

/** The reads the server answers inside a page's HTML. */
export const firstReads = {
  homepage: homepageRead,
  categoryTree: categoryTreeRead,
  product: productRead,
  categoryFilters: categoryFiltersRead,
  categoryBySlug: categoryBySlugRead,
  categoryProducts: categoryProductsRead,
  categoryBrandSample: categoryBrandSampleRead,
} satisfies Record<string, (...args: never[]) => ApiRead>
