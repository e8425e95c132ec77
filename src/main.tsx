import { hydrate as hydrateQueries, notifyManager, timeoutManager } from '@tanstack/react-query'
import { persistQueryClient } from '@tanstack/react-query-persist-client'
import { startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import './index.css'
// Listens for the browser's install offer from the app's first moment.
import '#app/pwa/install-offer'
import { AppRoot } from '#app/app-root'
import { createQueryClient } from '#app/query-client'
import { resumeQueuedChanges } from '#app/resume-queued'
import { replayEarlyClicks } from '#app/ssr/early-clicks'
import { readServerState, reportHydrationError } from '#app/ssr/server-state'
import { onSessionExpired } from '#lib/api'
import { createBatchedScheduler, createCoalescedTimers } from '#lib/coalesced-timers'
import { createPersistOptions, measureRestore, persistNow } from '#lib/persister'
import { followOwner, isPrivateKey } from '#lib/private-data'
import { showFlashedToast } from '#lib/session/flash'
import { createSessionExpiredHandler } from '#lib/session/session-expired'
import { createAppRouter } from './router'

// Before any query exists: Query's timers and notification batches share browser timers (decision 025).
timeoutManager.setTimeoutProvider(createCoalescedTimers().provider)
notifyManager.setScheduler(createBatchedScheduler())

const found = document.getElementById('root')
if (!found) throw new Error('index.html has no #root')
const root: HTMLElement = found

/** A task of its own: the next step starts after the browser had its turn (paint, input). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve))

/**
 * The persisted cache first (queued changes, pages seen offline), then the state the server
 * rendered this page from, which wins wherever it is newer (it always is for the page's own
 * answers: they were read for this response). The routes then load from that cache without a
 * request, so the first render is exactly the server's HTML, which React hydrates.
 * Offline the service worker answers with the shell (an empty #root): the app renders from the
 * persisted cache as before.
 */
async function start() {
  // Evaluating the app's modules is one task; making the router (its route tree, the browser
  // history) is the next and restoring the cache the one after: on a slow phone each would
  // otherwise add to one long task that holds the main thread (Total Blocking Time, decision 025).
  await nextTask()
  const queryClient = createQueryClient()
  const router = createAppRouter(queryClient)
  onSessionExpired(createSessionExpiredHandler(router, queryClient))
  // Another user signing in (here or in another tab) never sees the previous one's cart or orders,
  // in memory or in IndexedDB.
  followOwner(queryClient, () => void persistNow(queryClient))
  // A toast left by the page before a reload waits for the toaster (lib/toast.ts).
  showFlashedToast()
  await nextTask()
  // (The persister's package has its own copy of query-core's types; the client is the same.)
  const [, restoring] = persistQueryClient({ queryClient: queryClient as never, ...createPersistOptions(queryClient) })
  await restoring
  console.debug(`Query cache restored in ${measureRestore().toFixed(1)} ms`)
  // A private answer (a panel's list, the cart) restored from IndexedDB may predate a change made
  // just before the reload (the cache is written at most once a second): it shows at once, and is
  // asked for again when its screen mounts online.
  void queryClient.invalidateQueries({ predicate: (query) => isPrivateKey(query.queryKey), refetchType: 'none' })
  const serverState = readServerState()
  if (serverState) hydrateQueries(queryClient, serverState)
  // Changes queued while offline continue now (and when the connection returns); not awaited,
  // or the pages would wait for the replay.
  void resumeQueuedChanges(queryClient)
  if (serverState && root.hasChildNodes()) {
    // The server rendered with router.isServer; the browser's router renders the same shape
    // (no Suspense around the matches) once it knows the page came from the server, as
    // TanStack's own hydrate() marks it.
    router.ssr = { manifest: undefined }
    await router.load()
    // In a transition, hydration yields to the browser every few milliseconds instead of holding
    // a slow phone's main thread for the whole page (Total Blocking Time); the page is already
    // painted, so nothing waits for it to finish in one go.
    startTransition(() => {
      hydrateRoot(root, <AppRoot queryClient={queryClient} router={router} onMounted={replayEarlyClicks} />, {
        onRecoverableError: reportHydrationError,
      })
    })
  } else {
    createRoot(root).render(<AppRoot queryClient={queryClient} router={router} />)
  }
}

void start()
