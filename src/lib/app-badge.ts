// The installed app's icon badge (Badging API): the seller's unread new orders. Chrome has it on
// desktop installs and some launchers; elsewhere the call is simply absent. Shared by the page
// (in step with the bell's counts) and the service worker (when a push arrives).

type Badging = { setAppBadge?: (count?: number) => Promise<void>; clearAppBadge?: () => Promise<void> }

/** Shows `count` on the app's icon, or clears it at 0; where the browser has no badge, nothing. */
export function showAppBadge(count: number, where: Badging = navigator as Badging): void {
  const call = count > 0 ? where.setAppBadge?.(count) : where.clearAppBadge?.()
  // Refused when the app is not installed: the badge is a nicety, never an error.
  void call?.catch(() => undefined)
}
