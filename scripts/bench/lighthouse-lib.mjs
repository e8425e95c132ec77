// Lighthouse and the offline repeat visit, shared by bench:lighthouse and its A/B comparison.
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { chromium } from 'playwright-core'

export const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium'
export const CHROME_FLAGS = '--headless --no-sandbox --disable-gpu'
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']

/** One Lighthouse run in its own Chromium (a cold cache and an empty profile each time). */
export async function runLighthouse(url) {
  // A run now and then fails to record its trace (NO_NAVSTART, NO_FCP): it is run again.
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(url)
    } catch (error) {
      if (attempt === 3) throw error
      console.error(`\n${error.message}; again`)
    }
  }
}

async function lighthouseOnce(url) {
  const cli = join('node_modules', 'lighthouse', 'cli', 'index.js')
  const args = [
    cli,
    url,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    `--chrome-flags=${CHROME_FLAGS}`,
    `--only-categories=${CATEGORIES.join(',')}`,
  ]
  const child = spawn(process.execPath, args, {
    env: { ...process.env, CHROME_PATH: CHROME },
    stdio: ['ignore', 'pipe', 'ignore'],
  })
  let out = ''
  child.stdout.on('data', (chunk) => {
    out += chunk
  })
  const code = await new Promise((resolve) => child.once('exit', resolve))
  if (code !== 0) throw new Error(`lighthouse exited with ${code} on ${url}`)
  const lhr = JSON.parse(out)
  if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.code} on ${url}`)
  return lhr
}

/** Repeat visits with the network off, once the service worker controls the page. */
export async function offlineRepeatVisit(origin, runs) {
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROME_FLAGS.split(' ') })
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: 'fa-IR' })
    const page = await context.newPage()
    await page.goto(`${origin}/`)
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
    await page.reload()
    await page.getByTestId('product-card').first().waitFor()
    await page.waitForTimeout(1500) // the persisted query cache writes at most once a second
    await context.setOffline(true)
    const cards = []
    const loads = []
    for (let i = 0; i < runs; i++) {
      const start = Date.now()
      await page.reload()
      await page.getByTestId('product-card').first().waitFor({ timeout: 15_000 })
      cards.push(Date.now() - start)
      loads.push(
        await page.evaluate(() =>
          Math.round(performance.getEntriesByType('navigation')[0]?.loadEventEnd ?? Number.NaN),
        ),
      )
    }
    return { card: median(cards), load: median(loads) }
  } finally {
    await browser.close()
  }
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}
