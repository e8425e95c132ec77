import type { QueryClient } from '@tanstack/react-query'
import { type ParsedLocation, redirect } from '@tanstack/react-router'
import { hasRole, type Profile, profileQueryOptions, type Role } from '#api/profile'
import { isUnauthorized } from '#lib/errors'
import { pathWithQuery } from '#lib/session/return-to'
import { hasSession } from '#lib/storage'
import { toast } from '#lib/toast'

interface GuardArgs {
  location: ParsedLocation
  context: { queryClient: QueryClient }
  preload: boolean
}

function toLogin(location: ParsedLocation) {
  return redirect({ to: '/login', search: { returnTo: pathWithQuery(location) } })
}

/** Login guard: without a stored token, go to /login carrying the origin path and query. */
export function requireLogin({ location }: Pick<GuardArgs, 'location'>): void {
  if (!hasSession()) throw toLogin(location)
}

/**
 * Role guard: the profile decides, asked again of the server when the cached copy lacks the
 * role. A failed profile fetch denies access (home); an expired
 * session goes to the login screen, as the session flow does; a missing role toasts once.
 */
export function requireRole(role: Role) {
  return async ({ location, context, preload }: GuardArgs): Promise<void> => {
    requireLogin({ location })
    let profile: Profile
    try {
      profile = await context.queryClient.ensureQueryData(profileQueryOptions)
      // A copy without the role may predate it (kept from an earlier visit, restored from
      // IndexedDB): the server's answer decides before anyone is turned away.
      if (!hasRole(profile, role)) {
        profile = await context.queryClient.fetchQuery({ ...profileQueryOptions, staleTime: 0 })
      }
    } catch (error) {
      if (isUnauthorized(error)) throw toLogin(location)
      console.error('Access check failed: the profile could not be loaded', error)
      throw redirect({ to: '/' })
    }
    if (!hasRole(profile, role)) {
      if (!preload) {
        toast({
          id: 'access-denied',
          title: 'شما به این بخش دسترسی ندارید',
          description: 'لطفا به مدیر سیستم مراجعه کنید',
          variant: 'destructive',
        })
      }
      throw redirect({ to: '/' })
    }
  }
}
