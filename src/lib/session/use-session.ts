import { useSyncExternalStore } from 'react'
import { hasSession, subscribeSession } from '../storage'

/** True while an access token is stored; re-renders on login, logout and changes in other tabs. */
export function useLoggedIn(): boolean {
  return useSyncExternalStore(subscribeSession, hasSession, () => false)
}
