/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { clientsClaim } from 'workbox-core'
import { ExpirationPlugin } from 'workbox-expiration'
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { CacheFirst, NetworkFirst } from 'workbox-strategies'
import { type CacheCandidate, isBuildAsset, isCatalogueRead, isImage } from '#app/pwa/cache-rules'

// The PWA's service worker (injectManifest). The precache holds the shell only (vite.config.ts
// picks it); route scripts, the public catalogue and its images are kept at run time, private data
// never (src/app/pwa/cache-rules.ts).
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
// A 404 or 410 says the thing is gone (an article unpublished, a product removed): its kept copy
// goes too, or the next offline visit would bring it back (decision 028).
const forgetGone = (cacheName: string) => ({
  fetchDidSucceed: async ({ request, response }: { request: Request; response: Response }) => {
    if (response.status === 404 || response.status === 410) {
      await (await caches.open(cacheName)).delete(request, { ignoreVary: true })
    }
    return response
  },
})

// Route scripts: hashed names never change content, so the cache answers first.
registerRoute(
  (options) => isBuildAsset(candidate(options)),
  new CacheFirst({
    cacheName: 'rasteh-assets',
    plugins: [only200(), new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true })],
  }),
)

// The public catalogue: online, the server's answer — how long an answer may be shown is the
// query cache's to decide (PUBLIC_FRESHNESS, decision 028), so the worker never adds its own age
// to it. The cached copy answers only when the network does not (offline), a day at most, like the
// persisted query cache. No network timeout: a slow answer is still fresher than the copy.
const CATALOGUE_CACHE = 'rasteh-catalogue'
registerRoute(
  (options) => isCatalogueRead(candidate(options)),
  new NetworkFirst({
    cacheName: CATALOGUE_CACHE,
    plugins: [
      only200(),
      forgetGone(CATALOGUE_CACHE),
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: DAY, purgeOnQuotaError: true }),
    ],
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
