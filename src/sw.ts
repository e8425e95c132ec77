/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { clientsClaim } from 'workbox-core'
import { ExpirationPlugin } from 'workbox-expiration'
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies'
import { type CacheCandidate, isBuildAsset, isCatalogueRead, isImage } from './app/pwa/cache-rules'

// The PWA's service worker (injectManifest). The precache holds the shell only (vite.config.ts
// picks it); route scripts, the public catalogue and its images are kept at run time, private data
// never (features/pwa/cache-rules.ts).
const sw = self as unknown as ServiceWorkerGlobalScope
const DAY = 24 * 60 * 60

// The build injects the shell here: index.html, the scripts and styles it loads, the Persian font.
precacheAndRoute((self as unknown as { __WB_MANIFEST: Parameters<typeof precacheAndRoute>[0] }).__WB_MANIFEST)
cleanupOutdatedCaches()

// Every in-app address opens the shell, online or not; the server's own pages never do.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: [
      /^\/api\//,
      /^\/catalogue\//,
      /^\/media\//,
      /^\/uploads\//,
      /^\/health/,
      /^\/docs/,
      /^\/pay\//, // the test payment gateway's own page
      /^\/(robots\.txt|sitemap[^/]*\.xml)$/,
    ],
  }),
)

const candidate = ({ url, request }: { url: URL; request: Request }): CacheCandidate => ({
  url,
  request,
  origin: sw.location.origin,
})
// Only complete answers are kept: no errors, no redirects, no opaque or partial responses.
const only200 = () => new CacheableResponsePlugin({ statuses: [200] })

// Route scripts: hashed names never change content, so the cache answers first.
registerRoute(
  (options) => isBuildAsset(candidate(options)),
  new CacheFirst({
    cacheName: 'rasteh-assets',
    plugins: [only200(), new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true })],
  }),
)

// The public catalogue: the cached answer at once, refreshed in the background. A day at most,
// like the persisted query cache, so offline prices are never older than that.
registerRoute(
  (options) => isCatalogueRead(candidate(options)),
  new StaleWhileRevalidate({
    cacheName: 'rasteh-catalogue',
    plugins: [only200(), new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: DAY, purgeOnQuotaError: true })],
  }),
)

// Product, store and blog images: their names never change content (server/plugins/media.ts).
registerRoute(
  (options) => isImage(candidate(options)),
  new CacheFirst({
    cacheName: 'rasteh-images',
    plugins: [only200(), new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true })],
  }),
)

// A new version waits until the user accepts the update prompt (registerType 'prompt'). The page
// also posts {type: 'CACHE_URLS'} with what it loaded before this worker took control; Workbox's
// router answers it through the routes above.
sw.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void sw.skipWaiting()
})
clientsClaim()
