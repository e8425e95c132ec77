import { LocaleProvider } from '@ark-ui/react/locale'
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode, useEffect } from 'react'
import { createRoot } from 'react-dom/client'
import './index.css'
import { UpdatePrompt } from './features/pwa/update-prompt'
import { showFlashedToast } from './features/session/flash'
import { createSessionExpiredHandler } from './features/session/session-expired'
import { onSessionExpired } from './lib/api'
import { persistOptions } from './lib/persister'
import { createQueryClient } from './lib/query-client'
import { createAppRouter } from './router'
import { Toaster } from './ui/toaster'

const queryClient = createQueryClient()
const router = createAppRouter(queryClient)
onSessionExpired(createSessionExpiredHandler(router, queryClient))

function App() {
  // After mount (and StrictMode's remount), so the toaster is listening.
  useEffect(() => {
    const timer = window.setTimeout(showFlashedToast, 0)
    return () => window.clearTimeout(timer)
  }, [])
  return (
    // fa-IR makes every Ark part right to left (its default is en-US, left to right).
    <LocaleProvider locale="fa-IR">
      <PersistQueryClientProvider
        client={queryClient}
        persistOptions={persistOptions}
        // Changes queued while offline continue once the cache is back.
        onSuccess={() => queryClient.resumePausedMutations()}
      >
        <RouterProvider router={router} />
        <Toaster />
        <UpdatePrompt />
      </PersistQueryClientProvider>
    </LocaleProvider>
  )
}

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root')
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
