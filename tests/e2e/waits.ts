// Waits for the condition a test means, instead of a fixed pause: an element hydrated and the
// page idle after it, animations finished, a screenshot taken once the page looks settled (only
// when SHOTS=1, like the harness's screenshot()).
import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import { screenshot } from './harness'

/**
 * Every running animation and transition of the page has finished; endless ones (a spinner, a
 * loading shimmer) never do and are left running.
 */
export async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
        .map((a) => a.finished.catch(() => undefined)),
    ).then(() => undefined),
  )
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
  await locator.page().evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => {
          if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: 2_000 })
          else setTimeout(resolve, 0)
        }),
      ),
  )
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
