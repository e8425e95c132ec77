// The PWA's own addresses (src/routes), for the server's fallback: a known address gets the shell
// with 200 and the app renders it; any other gets the shell with 404 and a Persian not-found
// title, as unknown products and categories do. The pages with their own server route (seo.ts)
// are listed too, so this list is the router's whole tree; tests/unit/app-routes.test.ts checks it
// against src/routeTree.gen.ts, so a new route file fails that test until it is listed here.
// The splat routes (/$, /admin/$, /providers/$) are the app's not-found pages: not listed, except
// the store pages without a store id, which /providers/$ redirects to the selected store.
import { STORE_SECTIONS } from '#sdk/rules/store-sections'

/** The router's full paths; `$…id`/`$…Id` segments are numbers, other `$` segments any name. */
export const APP_ROUTES: readonly string[] = [
  '/',
  '/enamad-verification',
  '/google-site-verification',
  '/about',
  '/contact',
  '/login',
  '/register',
  '/register-store',
  '/search',
  '/sellers',
  '/terms',
  '/cart',
  '/checkout',
  '/profile',
  '/shipping',
  '/auth/login',
  '/auth/register',
  '/brand/$brandSlug',
  '/bundles/$bundleSlug',
  '/faq/$slug',
  '/store/$storeName',
  '/stores/$storeId',
  '/blog/',
  '/bundles/',
  '/faq/',
  '/products/',
  '/stores/',
  '/profile/addresses',
  '/profile/settings',
  '/profile/reviews',
  '/profile/returns',
  '/notifications',
  '/profile/wishlist',
  '/orders/$id/return',
  '/orders/$id/invoice',
  '/returns/$id',
  '/orders/$id/review/$itemId',
  '/blog/$id/$slug',
  '/categories/$categorySlug/$brandSlug',
  '/products/$id/$productSlug',
  '/admin/',
  '/providers/',
  '/profile/',
  '/categories/$categorySlug/',
  '/admin/filters/add',
  '/admin/homepage',
  '/admin/categories',
  '/admin/reviews',
  '/admin/questions',
  '/admin/returns',
  '/admin/notifications',
  '/admin/commissions',
  '/admin/refunds',
  '/admin/settlements/',
  '/admin/settlements/$id',
  '/admin/orders/',
  '/admin/orders/$id',
  '/providers/$storeId/orders/new',
  '/admin/stores/$id',
  '/providers/$storeId/homepage',
  '/providers/$storeId/questions',
  '/providers/$storeId/reviews',
  '/providers/$storeId/score',
  '/providers/$storeId/returns/',
  '/providers/$storeId/returns/$id',
  '/providers/$storeId/finance',
  '/providers/$storeId/orders/',
  '/providers/stores/add',
  '/providers/notifications/',
  '/providers/notifications/settings',
  '/orders/$id/status',
  '/admin/filters/',
  '/admin/stores/',
  '/providers/$storeId/',
  '/providers/stores/',
  '/orders/$id/',
  '/admin/filters/edit/$id',
  '/providers/$storeId/blog/$id',
  '/providers/$storeId/blog/add',
  '/providers/$storeId/bundles/$id',
  '/providers/$storeId/bundles/add',
  '/providers/$storeId/discounts/$id',
  '/providers/$storeId/discounts/add',
  '/providers/$storeId/products/$id',
  '/providers/$storeId/products/add',
  '/providers/$storeId/orders/$id/',
  '/providers/$storeId/orders/$id/print',
  '/providers/stores/edit/$id',
  '/providers/$storeId/blog/',
  '/providers/$storeId/bundles/',
  '/providers/$storeId/discounts/',
  '/providers/$storeId/products/',
]

/** /providers/products, /providers/orders…: the spec's id-less store pages, one client redirect. */
const REDIRECTED = new RegExp(`^/providers/(${STORE_SECTIONS.join('|')})(/(add|\\d+))?/?$`)

function pattern(route: string): RegExp {
  const segments = route
    .split('/')
    .filter(Boolean)
    .map((s) =>
      /^\$\w*(id|Id)$/.test(s) ? '\\d+' : s.startsWith('$') ? '[^/]+' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
  return new RegExp(`^/${segments.join('/')}/?$`)
}

const PATTERNS = APP_ROUTES.map(pattern)

/** Whether the app has a page at this path (decoded, without the query). */
export function isAppRoute(path: string): boolean {
  return PATTERNS.some((p) => p.test(path)) || REDIRECTED.test(path)
}
