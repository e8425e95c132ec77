/**
 * The taps on buttons a server-rendered page received before the app took it over, kept by
 * public/boot.js; taking them also stops the keeping. Called right after hydrateRoot: React then
 * listens at the root and hydrates the tapped part at once to handle each replayed click.
 */
export function replayEarlyClicks(): void {
  const take = (window as unknown as { rastehEarlyClicks?: () => Element[] }).rastehEarlyClicks
  for (const target of take?.() ?? []) {
    if (target.isConnected && target instanceof HTMLElement) target.click()
  }
}
