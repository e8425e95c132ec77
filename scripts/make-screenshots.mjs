// The web manifest's screenshots (public/screenshots/*.webp), taken from the real app on the demo
// catalogue: the home page on a phone (narrow) and a category page on a desktop (wide). Run after a
// build when the storefront's look changes: `node scripts/make-screenshots.mjs`. The outputs are
// committed; their sizes are listed in vite.config.ts's manifest.
import { mkdirSync } from 'node:fs'
import { chromium } from 'playwright-core'
import sharp from 'sharp'
import { demoPages, startDemoServer } from './demo-server.mjs'

const OUT = 'public/screenshots'
const SHOTS = [
  { name: 'home-narrow', page: 'home', viewport: { width: 412, height: 915 } },
  { name: 'category-wide', page: 'category', viewport: { width: 1280, height: 800 } },
]

const server = await startDemoServer({ port: 8394 })
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
})
try {
  mkdirSync(OUT, { recursive: true })
  const pages = await demoPages(server.origin)
  for (const shot of SHOTS) {
    const context = await browser.newContext({ viewport: shot.viewport, locale: 'fa-IR', serviceWorkers: 'block' })
    const page = await context.newPage()
    await page.goto(server.origin + pages[shot.page])
    await page.getByTestId('product-card').first().waitFor()
    // Every image in view decoded, the web font in, nothing mid-animation.
    await page.evaluate(async () => {
      for (const img of Array.from(document.images)) img.loading = 'eager'
      await Promise.all(Array.from(document.images).map((img) => img.decode().catch(() => undefined)))
      await document.fonts.ready
    })
    await page.waitForTimeout(500)
    const png = await page.screenshot({ animations: 'disabled' })
    const file = `${OUT}/${shot.name}.webp`
    const info = await sharp(png).webp({ quality: 72, effort: 6 }).toFile(file)
    console.log(`${file}: ${info.width}x${info.height}, ${(info.size / 1024).toFixed(1)} KB`)
    await context.close()
  }
} finally {
  await browser.close()
  await server.close()
}
