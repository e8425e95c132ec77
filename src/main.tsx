import { useIsRestoring } from '@tanstack/react-query'
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import './index.css'
// Listens for the browser's install offer from the app's first moment.
import './app/pwa/install-offer'
import { createQueryClient } from './app/query-client'
import { showFlashedToast } from './app/session/flash'
import { createSessionExpiredHandler } from './app/session/session-expired'
import { LazyToaster, LazyUpdatePrompt } from './app/shell/lazy-shell'
import { onSessionExpired } from './lib/api'
import { createPersistOptions, measureRestore, persistNow } from './lib/persister'
import { followOwner } from './lib/private-data'
import { createAppRouter } from './router'
import { PersianLocale } from './ui/locale-provider'

const queryClient = createQueryClient()
const persistOptions = createPersistOptions(queryClient)
const router = createAppRouter(queryClient)
onSessionExpired(createSessionExpiredHandler(router, queryClient))
// Another user signing in (here or in another tab) never sees the previous one's cart or orders,
// in memory or in IndexedDB.
followOwner(queryClient, () => void persistNow(queryClient))

function restored() {
  console.debug(`Query cache restored in ${measureRestore().toFixed(1)} ms`)
  // Changes queued while offline continue once the cache is back (and the connection is there);
  // not awaited, or the pages would wait for the replay.
  void queryClient.resumePausedMutations()
}

/** The routes start once the cache is restored, so their loaders find it and pages render at once. */
function Routes() {
  return useIsRestoring() ? null : <RouterProvider router={router} />
}

function App() {
  return (
    <PersianLocale>
      <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions} onSuccess={restored}>
        <Routes />
        <LazyToaster />
        <LazyUpdatePrompt />
      </PersistQueryClientProvider>
    </PersianLocale>
  )
}

// A toast left by the page before a reload waits for the toaster (lib/toast.ts).
showFlashedToast()

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root')
// A task of its own: evaluating the scripts and the first render would otherwise be one long
// task that holds a slow phone's main thread (Total Blocking Time).
setTimeout(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
)
