// What the service worker may keep at run time (src/sw.ts), as plain functions the unit tests
// check. An allowlist: the public catalogue's reads and the product and store images. Nothing
// private (cart, orders, profile, addresses, auth, payments, customers) is on it — '/public/cart'
// and '/public/orders' sit under /public but are not listed — and a request carrying an
// Authorization header is never kept, whatever its path: the answer may be the user's own (a user
// group's prices). The catalogue's addresses are listed once for the server and the PWA, in
// sdk/rules/public-reads.ts.
import { isPublicReadPath } from '#sdk/rules/public-reads'

const IMAGES = /^\/(media|uploads)\//

export interface CacheCandidate {
  url: URL
  request: Pick<Request, 'method' | 'headers'>
  /** The service worker's own origin */
  origin: string
}

function anonymousGet({ url, request, origin }: CacheCandidate): boolean {
  return url.origin === origin && request.method === 'GET' && !request.headers.has('Authorization')
}

/** A public catalogue read: network first, its kept copy answering offline (decision 028). */
export function isCatalogueRead(candidate: CacheCandidate): boolean {
  return anonymousGet(candidate) && isPublicReadPath(candidate.url.pathname)
}

/** A product, store or blog image: kept cache-first. */
export function isImage(candidate: CacheCandidate): boolean {
  return anonymousGet(candidate) && IMAGES.test(candidate.url.pathname)
}

/** A hashed build file (a route's script) that is not in the precache. */
export function isBuildAsset(candidate: CacheCandidate): boolean {
  return anonymousGet(candidate) && candidate.url.pathname.startsWith('/assets/')
}
