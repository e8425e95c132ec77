/**
 * The taps on buttons a server-rendered page received before the app took it over, kept by
 * public/boot.js. Taken once the app's first render has committed (the keeping stops then, and
 * React handles every later tap itself); each is replayed, in order, once the page has settled:
 * - React has hydrated its button (a tap on a part it has not hydrated yet would be dropped);
 * - the main thread has had an idle moment, so React's remaining hydration work, the effects of
 *   what it hydrated last and the re-render with the browser's own state (a signed-in visitor's
 *   header and cart) are done: a tap handled in the middle of them acted on the server's
 *   visitor state (the cart drawer asked a signed-in customer to log in) or was undone by an
 *   effect that ran after it.
 */
export function replayEarlyClicks(): void {
  const take = (window as unknown as { rastehEarlyClicks?: () => Element[] }).rastehEarlyClicks
  const waiting = (take?.() ?? []).filter((target): target is HTMLElement => target instanceof HTMLElement)
  if (!waiting.length) return
  // The button as the app renders it: the same element once hydrated, or (when the first render
  // after hydration replaced it, e.g. the header of a signed-in visitor) the one with its test id
  // or accessible name.
  const current = (target: HTMLElement): HTMLElement | null => {
    if (target.isConnected) return target
    const id = target.dataset.testid
    const label = target.getAttribute('aria-label')
    const selector = id
      ? `[data-testid="${CSS.escape(id)}"]`
      : label
        ? `button[aria-label="${CSS.escape(label)}"]`
        : null
    return selector ? document.querySelector<HTMLElement>(selector) : null
  }
  // Past the deadline a tap is replayed whatever the state: better late than lost.
  const deadline = performance.now() + 10_000
  const next = () => {
    while (waiting.length) {
      const target = current(waiting[0])
      if (!target) {
        waiting.shift()
        continue
      }
      if (!hydrated(target) && performance.now() < deadline) {
        afterIdle(next)
        return
      }
      waiting.shift()
      target.click()
    }
  }
  afterIdle(next)
}

/** After the next frame and the idle moment that follows it (React schedules its work as tasks). */
function afterIdle(then: () => void): void {
  requestAnimationFrame(() => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => then(), { timeout: 2_000 })
    else setTimeout(then, 50)
  })
}

/** React DOM marks each element it has hydrated or rendered with its fiber (`__reactFiber$…`). */
function hydrated(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactFiber$'))
}
