/**
 * The taps on buttons a server-rendered page received before the app took it over, kept by
 * public/boot.js. Taken once the app's first render has committed (the keeping stops then, and
 * React handles every later tap itself); each is replayed, in order, once React has hydrated its
 * button: a tap React saw on a part it could not hydrate at once would be dropped.
 */
export function replayEarlyClicks(): void {
  const take = (window as unknown as { rastehEarlyClicks?: () => Element[] }).rastehEarlyClicks
  const waiting = (take?.() ?? []).filter((target): target is HTMLElement => target instanceof HTMLElement)
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
  const deadline = performance.now() + 10_000
  const next = () => {
    while (waiting.length) {
      const target = current(waiting[0])
      if (!target) {
        waiting.shift()
        continue
      }
      if (!hydrated(target) && performance.now() < deadline) {
        requestAnimationFrame(next)
        return
      }
      waiting.shift()
      target.click()
    }
  }
  next()
}

/** React DOM marks each element it has hydrated or rendered with its fiber (`__reactFiber$…`). */
function hydrated(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactFiber$'))
}
