// The settings page's changes to the profile (name, phone with a code, password). Kept apart from
// profile.ts, which the first script loads (the header, the guards): useMutation stays out of it.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#lib/api'
import { type Schemas, unwrap } from '#sdk'
import { type Profile, profileKeys } from './profile'

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
