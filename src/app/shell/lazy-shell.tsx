import { useIsFetching, useQueryClient } from '@tanstack/react-query'
import { Suspense, useEffect, useState, useSyncExternalStore } from 'react'
import { loadWishlist } from '#api/wishlist/load-wishlist'
import { lazyPart } from '#lib/lazy-part'
import { onToastRequested, toastsRequested } from '#lib/toast'
import { useOnline } from '#lib/use-online'

// Parts of the app frame that no first paint needs load after it, so the home page's first
// JavaScript stays small: the toaster with the first toast, the service worker's registration
// and update prompt once the page has loaded and the main thread is idle.
const loadToaster = () => import('#ui/toaster')
const Toaster = lazyPart(() => loadToaster().then((module) => ({ default: module.Toaster })))
// A lazyPart too: it is asked for just after the parts below have loaded, and if the connection
// drops in between, a plain lazy() rejects, and with no error boundary above it React unmounts the
// whole app (a blank page, the product a shopper had open gone). It waits for the connection instead.
const UpdatePrompt = lazyPart(() => import('../pwa/update-prompt').then((module) => ({ default: module.UpdatePrompt })))

/**
 * The frame's parts that must work offline (the toaster, the cart drawer, the wishlist's queue
 * behind the cards' hearts) are fetched once the page is idle, before the service worker
 * registers: it keeps what the page loaded, so they open later without a connection even if they
 * were never used online.
 */
const offlineParts = [loadToaster, () => import('#features/cart/cart-drawer-panel')]

export function LazyToaster() {
  const wanted = useSyncExternalStore(onToastRequested, toastsRequested, () => false)
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null
}

/**
 * Offline, none of this is asked for: the page came from the service worker, which is registered
 * already and cannot update without a connection, and a part the runtime cache does not hold
 * would only be a failed request. It all loads once the connection is back.
 */
export function LazyUpdatePrompt() {
  const idle = useIdleAfterLoad()
  const online = useOnline()
  const [partsFetched, setPartsFetched] = useState(false)
  const queryClient = useQueryClient()
  useEffect(() => {
    if (!idle || !online || partsFetched) return
    const parts = [...offlineParts.map((load) => load()), loadWishlist(queryClient)]
    void Promise.allSettled(parts).then(() => setPartsFetched(true))
  }, [idle, online, partsFetched, queryClient])
  return partsFetched ? (
    <Suspense fallback={null}>
      <UpdatePrompt />
    </Suspense>
  ) : null
}

/**
 * True once the page has loaded, no query has fetched for three seconds and the browser then had
 * an idle moment: what comes after must not compete with the page's own scripts, data and images.
 */
function useIdleAfterLoad(): boolean {
  const [loaded, setLoaded] = useState(() => typeof document !== 'undefined' && document.readyState === 'complete')
  const fetching = useIsFetching()
  const [idle, setIdle] = useState(false)
  useEffect(() => {
    if (loaded) return
    const onLoad = () => setLoaded(true)
    window.addEventListener('load', onLoad, { once: true })
    return () => window.removeEventListener('load', onLoad)
  }, [loaded])
  useEffect(() => {
    if (!loaded || fetching > 0 || idle) return
    let idleHandle: number | undefined
    const timer = window.setTimeout(() => {
      if (typeof requestIdleCallback === 'function') {
        idleHandle = requestIdleCallback(() => setIdle(true), { timeout: 3000 })
      } else setIdle(true)
    }, 3000)
    return () => {
      window.clearTimeout(timer)
      if (idleHandle !== undefined) cancelIdleCallback(idleHandle)
    }
  }, [loaded, fetching, idle])
  return idle
}
