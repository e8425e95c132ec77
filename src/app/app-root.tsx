import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { AnyRouter } from '@tanstack/react-router'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode, useEffect } from 'react'
import { PersianLocale } from '#ui/locale-provider'
import { LazyToaster, LazyUpdatePrompt } from './shell/lazy-shell'

/**
 * The whole app, the same tree on the server (entry-server.tsx) and in the browser (main.tsx):
 * hydration matches the server's HTML element by element, and useId's ids follow the tree's shape,
 * so both sides must render exactly this. The toaster and the update prompt render nothing until
 * the browser asks for them.
 */
export function AppRoot({
  queryClient,
  router,
  onMounted,
}: {
  queryClient: QueryClient
  router: AnyRouter
  /** Called once the first render has committed in the browser (never on the server). */
  onMounted?: () => void
}) {
  useEffect(() => onMounted?.(), [onMounted])
  return (
    <StrictMode>
      <PersianLocale>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          <LazyToaster />
          <LazyUpdatePrompt />
        </QueryClientProvider>
      </PersianLocale>
    </StrictMode>
  )
}
