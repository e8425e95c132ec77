import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import { api } from '#lib/api'
import { safeReturnTo } from '#lib/session/return-to'
import { tokenStore } from '#lib/storage'
import { type Schemas, unwrap } from '#sdk'
import { profileKeys } from './profile'

/** 'customer' signs in (creating the customer on first use); 'seller' is the store sign-up. */
export type CodeFlow = 'customer' | 'seller'

export type TokenPair = Schemas['TokenPair']

export function requestCode(flow: CodeFlow, phone: string) {
  const body = { phone }
  return unwrap(
    flow === 'seller' ? api.POST('/auth/register/request', { body }) : api.POST('/auth/otp/request', { body }),
  )
}

export function verifyCode(flow: CodeFlow, input: { phone: string; code: string; name?: string }) {
  const body = input.name ? input : { phone: input.phone, code: input.code }
  return unwrap(
    flow === 'seller' ? api.POST('/auth/register/verify', { body }) : api.POST('/auth/otp/verify', { body }),
  )
}

/** Ends the session on the server (with the refresh token when there is one). */
export function endSession(refreshToken: string | null) {
  return unwrap(api.POST('/auth/logout', { params: { query: refreshToken ? { refresh_token: refreshToken } : {} } }))
}

export function passwordLogin(input: { phone: string; password: string }) {
  return unwrap(api.POST('/auth/login', { body: input }))
}

/**
 * Where a sign-in without a returnTo lands: an admin on the admin panel, a seller on the seller
 * panel (its id-less address opens the selected or first store), a customer on the home page.
 */
export function landingFor(user: Pick<TokenPair['user'], 'roles'>): string {
  if (user.roles.includes('admin')) return '/admin/stores'
  if (user.roles.includes('provider')) return '/providers'
  return '/'
}

/**
 * Keep the tokens, refresh the profile and continue to a same-site returnTo, or without one to
 * the user's own landing page.
 */
export function useCompleteSignIn() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useCallback(
    async (pair: TokenPair, returnTo: string | undefined) => {
      tokenStore.setTokens({ access_token: pair.access_token, refresh_token: pair.refresh_token })
      queryClient.setQueryData(profileKeys.all, pair.user)
      void queryClient.invalidateQueries({ queryKey: profileKeys.all })
      await navigate({ href: returnTo === undefined ? landingFor(pair.user) : safeReturnTo(returnTo), replace: true })
    },
    [queryClient, navigate],
  )
}
