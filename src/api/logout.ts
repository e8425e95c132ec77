import type { QueryClient } from '@tanstack/react-query'
import { errorDetail, isUnauthorized } from '#lib/errors'
import { forgetPrivateData } from '#lib/persister'
import { flashToastAfterReload } from '#lib/session/flash'
import { markLoggedOut } from '#lib/session/session-expired'
import { selectedStore, tokenStore } from '#lib/storage'
import { type ToastInput, toast, toastError } from '#lib/toast'
import { DEFAULT_ERROR_DETAIL } from '#sdk'
import { endSession } from './auth'

const FAREWELL: ToastInput = { title: 'خروج موفقیت‌آمیز', description: 'به امید دیدار مجدد', variant: 'success' }

interface LogoutOptions {
  queryClient: QueryClient
  /** The public and provider layouts reload the page; the others navigate inside the app. */
  fullReload: boolean
  navigateToLogin: () => void
}

/**
 * Spec section 4: end the session on the server (with the refresh token when there is one), then
 * forget the tokens, the selected store and the user's own cached answers and queued changes (in
 * memory and in IndexedDB; the public catalogue stays for offline browsing), say goodbye and go to
 * /login.
 * A failure leaves the session as it was and shows 'خطا در خروج'.
 */
export async function logout({ queryClient, fullReload, navigateToLogin }: LogoutOptions): Promise<boolean> {
  const refreshToken = tokenStore.getRefreshToken()
  // From here, a 401 on a request still in flight is this logout, not an expired session.
  markLoggedOut()
  // This device stops receiving the user's notices (while the session can still say so).
  await import('./push-device').then((device) => device.forgetDeviceOnLogout()).catch(() => undefined)
  try {
    await endSession(refreshToken)
  } catch (error) {
    // A 401 means the server holds no session for us any more: as good as logged out.
    if (!isUnauthorized(error)) {
      markLoggedOut(false)
      const detail = errorDetail(error)
      toastError(detail && detail !== DEFAULT_ERROR_DETAIL ? detail : 'خطا در خروج', 'خطا در خروج')
      return false
    }
  }
  tokenStore.clear()
  selectedStore.clear()
  await forgetPrivateData(queryClient)
  if (fullReload) {
    flashToastAfterReload(FAREWELL)
    window.location.assign('/login')
  } else {
    toast(FAREWELL)
    navigateToLogin()
  }
  return true
}
