// The public catalogue reads, written once for the server and the PWA (no DOM, no Node here):
// - PUBLIC_READS: which API addresses anyone may read, by the PWA's query-key root for each.
//   The service worker keeps only these (src/app/pwa/cache-rules.ts), and the PWA's query
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
 * How long, in seconds, an answer of each public resource may be shown online without asking the
 * server again (decision 028). The PWA's queries take it as their staleTime, a copy restored from
 * IndexedDB that is older is not shown while online, and the service worker answers from its
 * cache only when the network does not answer. Offline, the last answer serves up to a day.
 * - blog-posts 0: the seller publishes and unpublishes at will, and the lists are small.
 * - products, bundles, homepage 60: prices and stock move; a minute is what a shopper tolerates.
 * - suggestions 300: a convenience while typing; a search shows the live list anyway.
 * - public-stores 300, categories 600: edited rarely, by the store or the admin.
 */
export const PUBLIC_FRESHNESS: Readonly<Record<PublicRoot, number>> = {
  products: 60,
  categories: 600,
  'public-stores': 300,
  bundles: 60,
  'blog-posts': 0,
  suggestions: 300,
  homepage: 60,
}

/**
 * The query-key roots of the public catalogue (everything else in the PWA's cache is private):
 * the freshness table's keys, so the first script carries neither the patterns nor a second list;
 * the Record types above make each root name its reads and its freshness.
 */
export const PUBLIC_QUERY_ROOTS: ReadonlySet<unknown> = new Set(Object.keys(PUBLIC_FRESHNESS))

/** A public query key's freshness in ms, or undefined for a private key (decision 028). */
export function freshnessOfKey(key: readonly unknown[] | undefined): number | undefined {
  const root = key?.[0]
  return PUBLIC_QUERY_ROOTS.has(root) ? PUBLIC_FRESHNESS[root as PublicRoot] * 1000 : undefined
}

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
