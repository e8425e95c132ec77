import { redirect } from '@tanstack/react-router'
import { type LoginSearch, returnToFromSearch } from '#lib/session/return-to'
import { hasSession } from '#lib/storage'

/** Someone already signed in who opens a sign-in screen goes straight on to returnTo. */
export function skipWhenSignedIn({ search }: { search: LoginSearch }): void {
  if (hasSession()) throw redirect({ href: returnToFromSearch(search), replace: true })
}
