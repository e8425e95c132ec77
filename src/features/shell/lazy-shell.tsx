import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react'
import { onToastRequested, toastsRequested } from '../../lib/toast'

// Parts of the app frame that no first paint needs load after it, so the home page's first
// JavaScript stays small: the toaster with the first toast, the service worker's registration
// and update prompt once the page has loaded and the main thread is idle.
const Toaster = lazy(() => import('../../ui/toaster').then((module) => ({ default: module.Toaster })))
const UpdatePrompt = lazy(() => import('../pwa/update-prompt').then((module) => ({ default: module.UpdatePrompt })))

export function LazyToaster() {
  const wanted = useSyncExternalStore(onToastRequested, toastsRequested, () => false)
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null
}

export function LazyUpdatePrompt() {
  const idle = useIdleAfterLoad()
  return idle ? (
    <Suspense fallback={null}>
      <UpdatePrompt />
    </Suspense>
  ) : null
}

/** True once the page's load event has passed and the browser then had an idle moment. */
function useIdleAfterLoad(): boolean {
  const [idle, setIdle] = useState(false)
  useEffect(() => {
    let cancel = () => {}
    const whenIdle = () => {
      if (typeof requestIdleCallback === 'function') {
        const handle = requestIdleCallback(() => setIdle(true), { timeout: 3000 })
        cancel = () => cancelIdleCallback(handle)
      } else {
        const handle = window.setTimeout(() => setIdle(true), 1000)
        cancel = () => window.clearTimeout(handle)
      }
    }
    if (document.readyState === 'complete') whenIdle()
    else window.addEventListener('load', whenIdle, { once: true })
    return () => {
      window.removeEventListener('load', whenIdle)
      cancel()
    }
  }, [])
  return idle
}
