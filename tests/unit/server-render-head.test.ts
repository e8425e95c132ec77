// The head of a server-rendered page and how it goes on the wire (decision 045): the parser waits
// for the stylesheet through an inline script the CSP allows by its hash, the favicon comes once
// the page has painted, and the page goes at brotli's best once that is made.
import { createHash } from 'node:crypto'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { compressSync } from '../../server/lib/compression'
import { pageCompression } from '../../server/lib/page-compression'
import { securityHeaders } from '../../server/lib/security-headers'
import { CSS_WAIT, withRendered } from '../../server/plugins/ssr'

// The built shell's head as Vite writes it (index.html after `npm run build`).
const SHELL = `<!doctype html>
<html lang="fa-IR" dir="rtl">
  <head>
    <meta charset="UTF-8" />
    <link rel="icon" href="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=" type="image/svg+xml" />
    <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
    <link rel="preload" as="font" type="font/woff2" crossorigin="" href="/assets/face.woff2">
  <link rel="manifest" href="/manifest.webmanifest"></head>
  <body>
    <div id="root"></div>
    <noscript>برای استفاده از راسته، جاوااسکریپت مرورگر خود را فعال کنید.</noscript>
  </body>
</html>`

const page = withRendered(SHELL, { html: '<main>خانه</main>', state: '{"queries":[]}', status: 200 })

describe('a server-rendered page', () => {
  it('holds the parser right after the stylesheet with a script the CSP allows', () => {
    expect(page).toContain(`<link rel="stylesheet" crossorigin href="/assets/index-abc.css">${CSS_WAIT}`)
    // A script with no text is never run, so the parser would not wait for it.
    const text = /^<script>(.+)<\/script>$/.exec(CSS_WAIT)?.[1]
    expect(text).toBeTruthy()
    const hash = createHash('sha256')
      .update(text ?? '')
      .digest('base64')
    const scriptSrc = securityHeaders()
      ['content-security-policy'].split(';')
      .find((d) => d.startsWith('script-src '))
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash}'`)
    // Nothing else inline is run: the boot script is a file, the state is data.
    expect(page.match(/<script>/g)).toHaveLength(1)
  })

  it('links the favicon, the touch icon and the manifest only through the boot script', () => {
    expect(page).toContain('<link rel="icon" href="data:,">')
    expect(page).not.toContain('base64')
    expect(page).not.toContain('<link rel="manifest"')
    expect(page).not.toContain('<link rel="apple-touch-icon"')
    expect(page).toContain(
      'data-links="apple-touch-icon=/icons/apple-touch-icon.png manifest=/manifest.webmanifest icon=/favicon.svg"',
    )
  })

  it('has its content and state in #root, and no «turn JavaScript on» notice', () => {
    expect(page).toContain('<div id="root"><main>خانه</main></div>')
    expect(page).toContain('<script type="application/json" id="query-state">{"queries":[]}</script>')
    expect(page).not.toContain('<noscript>')
  })
})

describe('pageCompression', () => {
  const html = page.repeat(40)

  it('answers with the quick encoding, and the best one once made from the second asking on', async () => {
    const pages = pageCompression()
    const quick = compressSync('br', html)
    expect(pages.compressed(html, 'br').equals(quick)).toBe(true)
    await pages.settled()
    // Asked once: nothing made for it.
    expect(pages.compressed(html, 'br').equals(quick)).toBe(true)
    await pages.settled()
    const best = pages.compressed(html, 'br')
    expect(best.equals(quick)).toBe(false)
    expect(brotliDecompressSync(best).toString()).toBe(html)
    expect(best.length).toBeLessThanOrEqual(quick.length)
    // Each encoding is kept apart.
    for (let i = 0; i < 2; i++) pages.compressed(html, 'gzip')
    await pages.settled()
    expect(gunzipSync(pages.compressed(html, 'gzip')).toString()).toBe(html)
  })

  it('keeps another page apart', async () => {
    const pages = pageCompression()
    for (let i = 0; i < 2; i++) pages.compressed(html, 'br')
    await pages.settled()
    const other = `${html}<!-- -->`
    expect(brotliDecompressSync(pages.compressed(other, 'br')).toString()).toBe(other)
  })
})
