import type { QueryClient } from '@tanstack/react-query'
import type { AnyRouter } from '@tanstack/react-router'
import { forgetPrivateData } from '../persister'
import { hasSession, selectedStore, subscribeSession, tokenStore } from '../storage'
import { toast } from '../toast'
import { pathWithQuery } from './return-to'

/**
 * What happens when a 401 cannot be cured by a refresh (spec sections 4 and 8): the session is
 * cleared with the user's own cached answers and queued changes (memory and IndexedDB), 'لطفا
 * مجددا وارد شوید' shows, and the user goes to /login?returnTo=<path and query>.
 * Several requests can fail together; they produce one toast and one redirect.
 */
export function createSessionExpiredHandler(router: AnyRouter, queryClient: QueryClient): () => void {
  let handledAt = 0
  return () => {
    // The user logged out: a request still in flight (or one a page sends on its way out) meets a
    // 401, but no session expired; the logout's own toast and redirect stand alone (spec section 4).
    if (loggedOut) return
    const now = Date.now()
    if (now - handledAt < 3000) return
    handledAt = now
    tokenStore.clear()
    selectedStore.clear()
    void forgetPrivateData(queryClient)
    toast({ id: 'session-expired', title: 'لطفا مجددا وارد شوید', variant: 'error' })
    const location = router.latestLocation
    if (location.pathname === '/login' || location.pathname === '/auth/login') return
    void router.navigate({ to: '/login', search: { returnTo: pathWithQuery(location) } })
  }
}

let loggedOut = false

/**
 * The logout flow ends the session on purpose (called before it asks the server, undone when
 * that fails): until the next sign-in, no 401 is a session expiring.
 */
export function markLoggedOut(value = true): void {
  loggedOut = value
}

// A new sign-in (tokens stored again) ends the logged-out state.
if (typeof window !== 'undefined') {
  subscribeSession(() => {
    if (hasSession()) loggedOut = false
  })
}
