// What a browser test waits for instead of a fixed pause (issue 28): the condition the pause stood
// for (an element hydrated, the app settled, an animation finished, the queue of offline changes
// drained), and the screenshots that only SHOTS=1 takes, with the settling only they need. A pause
// is slow where the machine is fast and too short where it is loaded; a condition is neither.
import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import { PHONE, queuedInStorage, screenshot } from './harness'

/**
 * Every finite animation running on `scope` and inside it (the whole page when a page is given)
 * has finished: a drawer slid in, a dialog faded in. Endless ones (a spinner) are left out.
 */
export async function animationsDone(scope: Page | Locator): Promise<void> {
  const locator = 'goto' in scope ? scope.locator('html') : scope
  await locator.evaluate((element) =>
    Promise.all(
      element
        .getAnimations({ subtree: true })
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ).then(() => undefined),
  )
}

/**
 * The app has taken the page over and settled: React has rendered (or hydrated) its root and
 * committed it (it marks each element it owns with its fiber, as src/app/ssr/early-clicks.ts
 * reads; the stylesheet links hoisted into #root are not its), and the page has then had a frame
 * and an idle moment, so the effects of that render (a title, a hydration error reported, a
 * re-render with the browser's own state) have run.
 */
export async function appSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const first = document.getElementById('root')?.querySelector(':scope > :not(link, style, script, meta, noscript)')
    return Boolean(first && Object.keys(first).some((key) => key.startsWith('__reactFiber$')))
  })
  await idle(page)
}

/**
 * Moves the app to `path` as a link inside it would, without loading the page again (the router
 * follows history.pushState): what a person clicking through the app sees, for a fraction of a
 * page load. The app must have started (appSettled) before the first move.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((href) => window.history.pushState({}, '', href), path)
  await page.waitForFunction((href) => `${window.location.pathname}${window.location.search}` === href, path)
}

/** After the page's next frame and the idle moment that follows it (its queued tasks have run). */
export function idle(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestIdleCallback(() => resolve(), { timeout: 2_000 })),
      ),
  )
}

/**
 * IndexedDB holds no queued change any more: every change the app queued has been settled (sent
 * and answered, or refused), since the persisted cache keeps only pending ones
 * (src/lib/persister.ts). Nothing is left that could be sent again.
 */
export async function waitForQueueDrained(page: Page): Promise<void> {
  await expect.poll(() => queuedInStorage(page), { timeout: 20_000 }).toBe(0)
}

type Viewport = { width: number; height: number }

export const PHONE_390 = { width: 390, height: 844 }
export const DESKTOP_1280 = { width: 1280, height: 800 }

/** The widths a page is judged at (390 and 412 px phones, a 1280 px laptop), `last` last: the test goes on at it. */
export function judgedWidths(last: Viewport): [string, Viewport][] {
  const widths: [string, Viewport][] = [
    ['390', PHONE_390],
    ['412', PHONE],
    ['1280', DESKTOP_1280],
  ]
  return [...widths.filter(([, v]) => v !== last), ...widths.filter(([, v]) => v === last)]
}

/**
 * Full-page PNGs of the page at each width, named `${prefix}-${name}-${label}` (SHOTS=1 only,
 * once the new width's layout and animations have settled). Either way the page is left at the
 * last width, so the test goes on the same with or without them.
 */
export async function screenshotAtWidths(
  page: Page,
  prefix: string,
  name: string,
  widths: readonly (readonly [string, Viewport])[],
): Promise<void> {
  if (process.env.SHOTS) {
    for (const [label, viewport] of widths) {
      await page.setViewportSize(viewport)
      await idle(page)
      await page.evaluate(() => window.scrollTo(0, 0)) // from the top: a sticky header stays at the top
      await settledScreenshot(page, `${prefix}-${name}-${label}`, { fullPage: true })
    }
    return
  }
  const last = widths.at(-1)?.[1]
  const now = page.viewportSize()
  if (last && (now?.width !== last.width || now?.height !== last.height)) await page.setViewportSize(last)
}

/**
 * React has hydrated (or rendered) the element and the page has had an idle moment since: the
 * effects of what it rendered have run, and whatever they start (a query's request, a validation)
 * has started. What a check that something does NOT happen after a page opens waits for.
 */
export async function hydratedAndIdle(locator: Locator): Promise<void> {
  await locator.waitFor()
  await expect
    .poll(() => locator.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber$'))), {
      timeout: 20_000,
    })
    .toBe(true)
  await idle(locator.page())
}

/**
 * A few turns of the page's event loop (message-channel tasks, what React schedules its renders
 * and effects with): a state set just now has been rendered and its effects have run.
 */
export async function reactTurns(page: Page, turns = 5): Promise<void> {
  await page.evaluate(async (n) => {
    for (let i = 0; i < n; i++) {
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel()
        channel.port1.onmessage = () => resolve()
        channel.port2.postMessage(null)
      })
    }
  }, turns)
}

/**
 * screenshot() once the page has finished its animations (a drawer sliding in, a dialog fading
 * in) and its pictures have decoded: these waits, too, run only when SHOTS=1.
 */
export async function settledScreenshot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (!process.env.SHOTS) return
  await animationsDone(page)
  await page.evaluate(async () => {
    const images = Array.from(document.images)
    for (const img of images) img.loading = 'eager'
    await Promise.all(images.map((img) => img.decode().catch(() => undefined)))
  })
  await screenshot(page, name, options)
}
