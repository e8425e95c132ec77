import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type Schemas, unwrap } from '../../sdk'
import { useLoggedIn } from '../app/session/use-session'
import { api } from '../lib/api'

export type Profile = Schemas['Profile']
export type Role = Schemas['Role']

// The spec's 'Profile' tag: mutations that change the profile invalidate profileKeys.all.
export const profileKeys = {
  all: ['profile'] as const,
}

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

// The settings page's changes: name, phone (with a code) and password.
export type PasswordChange = Schemas['PasswordChange']

/** The forms show the server's refusal beside themselves, so no generic toast. */
const meta = { silentError: true }

/** Keep the answer as the profile (the header and the account sidebar show the name). */
function useProfileMutation<TInput>(mutationFn: (input: TInput) => Promise<Profile>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    meta,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileKeys.all, profile)
      void queryClient.invalidateQueries({ queryKey: profileKeys.all })
    },
  })
}

export function useUpdateName() {
  return useProfileMutation((name: string) => unwrap(api.PUT('/auth/profile', { body: { name } })))
}

/** The new number gets a one-time code for the change_phone purpose. */
export function useRequestPhoneCode() {
  return useMutation({
    mutationFn: (phone: string) => unwrap(api.POST('/auth/otp/request', { body: { phone, purpose: 'change_phone' } })),
    meta,
  })
}

export function useChangePhone() {
  return useProfileMutation((input: { phone: string; code: string }) =>
    unwrap(api.PUT('/auth/profile', { body: input })),
  )
}

export function useSetPassword() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: PasswordChange) => unwrap(api.POST('/auth/profile/password', { body })),
    meta,
    // has_password changes from false to true the first time.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: profileKeys.all }),
  })
}
