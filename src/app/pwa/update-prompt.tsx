import { useRegisterSW } from 'virtual:pwa-register/react'
import { useEffect, useRef } from 'react'
import { PLACEHOLDER_IMAGE } from '#lib/media'
import { toast } from '#lib/toast'
// Listens for the browser's install offer from the app's first moment (see install-offer.ts).
import './install-offer'

const TOAST_ID = 'pwa-update'

/**
 * Registers the service worker and, when a new version is waiting, asks before reloading. Only
 * the tab where «به‌روزرسانی» was pressed reloads: another tab the new version takes over keeps
 * its page as it is (a checkout half filled in) and offers the reload in its toast.
 */
export function UpdatePrompt() {
  const accepted = useRef(false)
  const registered = useRef<ServiceWorkerRegistration | undefined>(undefined)
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW: (_url: string, registration: ServiceWorkerRegistration | undefined) => {
      registered.current = registration
      if (registration) void warmRuntimeCache(registration)
    },
    onNeedReload: () => {
      if (accepted.current) window.location.reload()
      else announce(() => window.location.reload())
    },
    onRegisterError: (error: unknown) => console.error('Service worker registration failed', error),
  })

  useEffect(() => {
    if (!needRefresh) return
    // The new version's scripts, fetched now the page is idle rather than by its install: it must
    // open offline even if it takes over later without a connection (decision 034).
    const waiting = registered.current?.waiting
    if (waiting) whenIdle(() => waiting.postMessage({ type: 'WARM_SHELL' }))
    announce(() => {
      accepted.current = true
      void updateServiceWorker(true)
    })
  }, [needRefresh, updateServiceWorker])

  return null
}

function announce(onReload: () => void) {
  toast({
    id: TOAST_ID,
    title: 'نسخه تازه راسته آماده است',
    description: 'برای استفاده از نسخه تازه، صفحه را به‌روزرسانی کنید.',
    variant: 'info',
    duration: Number.POSITIVE_INFINITY,
    action: { label: 'به‌روزرسانی', onClick: onReload },
  })
}

/**
 * What this page loaded before the service worker controlled it (its route scripts, the images in
 * view) is handed to the worker to keep, with the image placeholder, so the first visit already
 * opens offline. Workbox's router answers {type: 'CACHE_URLS'} through the routes of src/sw.ts.
 * Then each worker (the active one, and a new version waiting) fills its shell cache with the
 * scripts its index.html loads, which the precache leaves out (decision 034): the active one's are
 * the very files this page has just loaded.
 */
async function warmRuntimeCache(registration: ServiceWorkerRegistration) {
  const ready = await navigator.serviceWorker.ready
  const urls = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && /^\/(assets|media|uploads)\//.test(url.pathname))
    .map((url) => url.href)
  ready.active?.postMessage({
    type: 'CACHE_URLS',
    payload: { urlsToCache: [...new Set([...urls, new URL(PLACEHOLDER_IMAGE, location.origin).href])] },
  })
  ready.active?.postMessage({ type: 'WARM_SHELL' })
  const waiting = registration.waiting
  if (waiting) whenIdle(() => waiting.postMessage({ type: 'WARM_SHELL' }))
}

/** At the browser's next idle moment (this part itself loads only once the page is idle). */
function whenIdle(run: () => void) {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 3000 })
  else setTimeout(run)
}
