import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '#lib/api'
import { useLoggedIn } from '#lib/session/use-session'
import { type Schemas, unwrap } from '#sdk'
import { queryKeys } from './query-keys'

export type Profile = Schemas['Profile']
export type Role = Schemas['Role']

// The spec's 'Profile' tag: mutations that change the profile invalidate profileKeys.all.
export const profileKeys = queryKeys('profile', {})

export const profileQueryOptions = queryOptions({
  queryKey: profileKeys.all,
  queryFn: () => unwrap(api.GET('/auth/profile')),
  staleTime: 5 * 60_000,
  // Guards and the header decide what a failure means; no generic toast for it.
  meta: { silentError: true },
})

/** The signed-in user's profile; idle while logged out. */
export function useProfile() {
  const loggedIn = useLoggedIn()
  return useQuery({ ...profileQueryOptions, enabled: loggedIn })
}

export function hasRole(profile: Pick<Profile, 'roles'> | undefined, role: Role): boolean {
  return Boolean(profile?.roles.includes(role))
}
