/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { clientsClaim } from 'workbox-core'
import { ExpirationPlugin } from 'workbox-expiration'
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { CacheFirst, NetworkFirst } from 'workbox-strategies'
import { type CacheCandidate, isBuildAsset, isCatalogueRead, isImage } from '#app/pwa/cache-rules'
import { type NoticeData, notificationOf, readPushNotice } from '#app/pwa/push-notice'
import { showAppBadge } from '#lib/app-badge'
import { NOTICE_MESSAGE } from '#lib/notice-link'

// The PWA's service worker (injectManifest). The precache holds the shell's document and what it
// paints with (vite.config.ts picks it); the shell's scripts are kept in a shell cache the page
// fills once idle (WARM_SHELL below, decision 034); route scripts, the public catalogue and its
// images are kept at run time, private data never (src/app/pwa/cache-rules.ts).
const sw = self as unknown as ServiceWorkerGlobalScope
const DAY = 24 * 60 * 60

// The build injects the precache here: index.html, the styles it links, the manifest, the font's
// Persian face, the frame's late parts.
const PRECACHE = (
  self as unknown as { __WB_MANIFEST: Exclude<Parameters<typeof precacheAndRoute>[0][number], string>[] }
).__WB_MANIFEST
precacheAndRoute(PRECACHE)
cleanupOutdatedCaches()

/*
 * The shell's scripts (index.html's entry and its static imports) are not precached: the first page
 * has just loaded them when this worker installs, and it hands them over once idle. Each version of
 * index.html has a cache of its own, `rasteh-shell-<its revision>`, holding its scripts and, written
 * last, a copy of itself: that copy says the shell is complete. Until the current one is, offline,
 * the last complete one opens instead (the version the visitor had been running); once it is, the
 * others go.
 */
const SHELL_PREFIX = 'rasteh-shell-'
const SHELL_DOCUMENT = '/index.html'
const shellCacheName = SHELL_PREFIX + (PRECACHE.find((entry) => entry.url === 'index.html')?.revision ?? 'dev')

/** The scripts this version's index.html loads (its entry and any modulepreload). */
async function shellScripts(document: Response): Promise<string[]> {
  const html = await document.text()
  return [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="(\/[^"]+)"/g)].map(
    (match) => new URL(match[1], sw.location.origin).href,
  )
}

/**
 * Fills this version's shell cache: each script from a cache that already has it (the page's own
 * load went through the asset route below) or else from the network (the browser's HTTP cache
 * first: the page loaded the same file), then the document itself.
 */
async function warmShell(): Promise<void> {
  const cache = await caches.open(shellCacheName)
  if (await cache.match(SHELL_DOCUMENT)) return
  const document = await matchPrecache('index.html')
  if (!document) return
  for (const url of await shellScripts(document.clone())) {
    if (await cache.match(url)) continue
    const response = (await caches.match(url)) ?? (await fetch(url))
    if (response.status !== 200) throw new Error(`shell script ${url}: ${response.status}`)
    await cache.put(url, response)
  }
  await cache.put(SHELL_DOCUMENT, document)
  if (sw.registration.active === sw.serviceWorker) await dropOtherShells()
}

/** Once this version's shell is complete, the earlier versions' shells go. */
async function dropOtherShells(): Promise<void> {
  if (!(await (await caches.open(shellCacheName)).match(SHELL_DOCUMENT))) return
  for (const name of await caches.keys())
    if (name.startsWith(SHELL_PREFIX) && name !== shellCacheName) await caches.delete(name)
}

/** The shell a navigation opens: this version's, or offline before it is complete the last complete one. */
async function shellDocument(): Promise<Response> {
  const current = await matchPrecache('index.html')
  if (!current) return fetch('/index.html')
  if (navigator.onLine || (await (await caches.open(shellCacheName)).match(SHELL_DOCUMENT))) return current
  const earlier = (await caches.keys()).filter((name) => name.startsWith(SHELL_PREFIX) && name !== shellCacheName)
  for (const name of earlier.reverse()) {
    const copy = await (await caches.open(name)).match(SHELL_DOCUMENT)
    if (copy) return copy
  }
  return current
}

// Every in-app address opens the shell, online or not; the server's own pages never do.
registerRoute(
  new NavigationRoute(() => shellDocument(), {
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

// Route scripts: hashed names never change content, so the cache answers first. A shell script
// (kept in its shell cache, not here) is answered from there.
const fromShellCache = {
  cachedResponseWillBeUsed: async ({ cachedResponse, request }: { cachedResponse?: Response; request: Request }) =>
    cachedResponse ??
    (await (async () => {
      for (const name of await caches.keys()) {
        if (!name.startsWith(SHELL_PREFIX)) continue
        const kept = await (await caches.open(name)).match(request)
        if (kept) return kept
      }
      return undefined
    })()),
}
registerRoute(
  (options) => isBuildAsset(candidate(options)),
  new CacheFirst({
    cacheName: 'rasteh-assets',
    plugins: [
      only200(),
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
      fromShellCache,
    ],
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
// router answers it through the routes above. Once idle it posts {type: 'WARM_SHELL'} to the
// active worker and to a waiting one: each fills its own version's shell cache.
sw.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void sw.skipWaiting()
  if (event.data?.type === 'WARM_SHELL')
    event.waitUntil(warmShell().catch((error: unknown) => console.warn('shell not kept yet', error)))
})
sw.addEventListener('activate', (event) => event.waitUntil(dropOtherShells()))
clientsClaim()

// Web Push (issue 31): the server's notice shown as a system notification in Persian, the app
// icon's badge set to the seller's unread new orders, and every open window told, so its bell reads
// its counts again. A push must always show something (userVisibleOnly).
sw.addEventListener('push', (event) => {
  const notice = readPushNotice(event.data?.text())
  const { title, options } = notificationOf(notice)
  event.waitUntil(
    Promise.all([
      sw.registration.showNotification(title, options),
      notice.newOrders === null ? undefined : showAppBadge(notice.newOrders, sw.navigator),
      sw.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
        for (const client of windows) client.postMessage({ type: NOTICE_MESSAGE, id: notice.id })
      }),
    ]),
  )
})

// A click opens the notice's deep link (with its id, so the app marks it read on arrival): in a
// window of the app already open, brought to the front, or else in a new one.
sw.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const data = event.notification.data as Partial<NoticeData> | null
  event.waitUntil(openNotice(new URL(data?.url ?? '/notifications', sw.location.origin).href))
})

async function openNotice(url: string): Promise<void> {
  const windows = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true })
  const open = windows.find((client) => client.focused) ?? windows[0]
  if (open) {
    // focus() first: navigating may take the window out of the worker's reach. Either can be
    // refused (a window this worker does not control cannot be navigated by it): then a new one.
    const focused = await open.focus().catch(() => open)
    const moved = await focused.navigate(url).catch(() => null)
    if (moved) return
  }
  await sw.clients.openWindow(url)
}
