/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core'
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'

// The app shell's service worker (injectManifest). The catalogue, image and offline-cart caching
// come with the offline issue.
const sw = self as unknown as ServiceWorkerGlobalScope

// The build injects the precache list here (scripts, styles, the font, icons, index.html).
precacheAndRoute((self as unknown as { __WB_MANIFEST: Parameters<typeof precacheAndRoute>[0] }).__WB_MANIFEST)
cleanupOutdatedCaches()

// Every in-app address opens the shell; the server's own paths never do.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: [/^\/api\//, /^\/catalogue\//, /^\/media\//, /^\/uploads\//, /^\/health/, /^\/docs/],
  }),
)

// A new version waits until the user accepts the update prompt (registerType 'prompt').
sw.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void sw.skipWaiting()
})
clientsClaim()
