import { STORAGE_PREFIX } from '../storage'
import { type ToastInput, toast } from '../toast'

const KEY = `${STORAGE_PREFIX}flash_toast`

/** Keep a toast across a full page reload (the logout flow reloads the page). */
export function flashToastAfterReload(input: ToastInput): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(input))
  } catch {
    toast(input)
  }
}

/** Show (once) a toast left by the page before the reload. Called at start-up. */
export function showFlashedToast(): void {
  try {
    const raw = sessionStorage.getItem(KEY)
    if (!raw) return
    sessionStorage.removeItem(KEY)
    toast(JSON.parse(raw) as ToastInput)
  } catch {
    // Nothing worth bothering the user about.
  }
}
