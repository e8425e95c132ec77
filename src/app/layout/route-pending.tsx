import { useRouterState } from '@tanstack/react-router'
import { Loading } from '#ui/spinner'
import { AccessCheckOverlay } from '#views/sign-in/access-check-overlay'

const GUARDED = /^\/(admin|providers)(\/|$)/

/**
 * The first load's pending view. On a cold start the root is the pending boundary, so it shows
 * the access-check overlay for the panels (whose guards fetch the profile) and a plain loader
 * elsewhere.
 */
export function RoutePending() {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  return GUARDED.test(pathname) ? <AccessCheckOverlay /> : <Loading />
}
