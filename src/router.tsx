import type { QueryClient } from '@tanstack/react-query'
import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { RouteError } from '#ui/route-error'
import { Loading } from '#ui/spinner'
import { NotFound } from '#views/not-found'
import { routeTree } from './routeTree.gen'

/** The server renders with a memory history of the one address it answers (entry-server.tsx). */
export interface ServerRouting {
  history: RouterHistory
}

export function createAppRouter(queryClient: QueryClient, server?: ServerRouting) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    // TanStack Query decides freshness; the router always asks it.
    defaultPreloadStaleTime: 0,
    // The server's render has no scroll to restore (and would add a script the browser does not render).
    scrollRestoration: !server,
    defaultPendingComponent: () => <Loading />,
    defaultNotFoundComponent: () => <NotFound />,
    defaultErrorComponent: RouteError,
    ...(server ? { history: server.history, isServer: true } : {}),
  })
}

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
}
