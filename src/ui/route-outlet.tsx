import { Outlet, useChildMatches } from '@tanstack/react-router'

/**
 * The router's Outlet, remounted whenever the child route changes. With preact/compat
 * (docs/decisions/007) a suspended route keeps the page it replaces alive behind the pending
 * view, still subscribed to the router, and that page then reads a match that is gone (an
 * «Invariant failed» instead of the pending or offline view). A fresh Outlet per child route
 * drops the old page at once, as React does.
 */
export function RouteOutlet() {
  const childRoute = useChildMatches({ select: (matches) => matches[0]?.routeId })
  return <Outlet key={childRoute} />
}
