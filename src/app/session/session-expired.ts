import type { QueryClient } from '@tanstack/react-query'
import type { AnyRouter } from '@tanstack/react-router'
import { forgetPrivateData } from '../../lib/persister'
import { selectedStore, tokenStore } from '../../lib/storage'
import { toast } from '../../lib/toast'
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
