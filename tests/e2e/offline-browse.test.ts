// Installable and offline-first, in Chromium with service workers allowed, against the real server
// and the seeded catalogue: the web manifest has what an install needs and Chrome reports no
// installability errors; once the service worker controls the page, home, a category and two
// products visited online open again offline with their images, and a product never visited says
// it needs a connection. Also the install button (the browser's offer and the iOS explanation).
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { sql } from 'drizzle-orm'
import { chromium, type Page, type Request } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { catalogChanged } from '../../server/db/caches'
import { rowsOf } from '../../server/seed/catalog/bulk'
import { scratchDir } from '../setup/run-dir'
import { CHROMIUM, CHROMIUM_ARGS, DESKTOP, type E2E, PHONE, readPersistedCache, screenshot, startE2E } from './harness'
import { reactTurns } from './waits'

const NEEDS_CONNECTION = 'برای دیدن این صفحه به اینترنت نیاز دارید'
const PLACEHOLDER = '/media/placeholder.webp'

interface ProductRef {
  id: number
  slug: string
  name_fa: string
}

interface Manifest {
  id: string
  name: string
  short_name: string
  lang: string
  dir: string
  start_url: string
  scope: string
  display: string
  theme_color: string
  background_color: string
  icons: { src: string; sizes: string; type: string; purpose?: string }[]
  screenshots: { src: string; sizes: string; type: string; form_factor: string; label: string }[]
  shortcuts: { name: string; url: string; icons?: { src: string; sizes: string }[] }[]
}

/** The address of the image an <img> shows, once it has decoded (a broken image has no width). */
async function shownImage(page: Page, selector: string): Promise<string> {
  const img = page.locator(selector).first()
  await img.scrollIntoViewIfNeeded()
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0), { timeout: 10_000 })
    .toBe(true)
  return img.evaluate((el: HTMLImageElement) => new URL(el.currentSrc || el.src).pathname)
}

/** Home in a new page whose service worker has taken control (ready, then reloaded), its first card shown. */
async function controlledHome(e2e: E2E, viewport: typeof PHONE) {
  const opened = await e2e.newPage(viewport, { serviceWorkers: 'allow' })
  await opened.page.goto(`${e2e.server.origin}/`)
  await opened.page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  await opened.page.reload()
  await opened.page.getByTestId('product-card').first().waitFor()
  return opened
}

/** The build files (/assets/) the page has loaded. */
function pageAssets(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name))
      .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'))
      .map((url) => url.pathname),
  )
}

/** Whether every address is in one of the service worker's caches (its precache or a runtime one). */
function allCached(page: Page, paths: string[]): Promise<boolean> {
  return page.evaluate(
    async (wanted) =>
      (await Promise.all(wanted.map((path) => caches.match(path, { ignoreSearch: true })))).every(Boolean),
    paths,
  )
}

describe('installable and offline-first PWA in Chromium', () => {
  let e2e: E2E
  let categorySlug: string
  let products: ProductRef[]
  // A copy of the build of this file's own: a test below releases a new service worker by
  // rewriting sw.js, which the files running beside this one (serving dist/) must never see.
  let webRoot: string

  beforeAll(async () => {
    webRoot = join(scratchDir('offline-dist'), 'dist')
    cpSync('dist', webRoot, { recursive: true })
    e2e = await startE2E({ seed: { products: 400 }, webRoot })
    const tree = (await (await fetch(`${e2e.server.origin}/api/v1/public/categories`)).json()) as {
      items: { slug: string }[]
    }
    categorySlug = tree.items[0].slug
    const list = (await (
      await fetch(`${e2e.server.origin}/api/v1/public/products?limit=5&category_slug=${categorySlug}`)
    ).json()) as { items: ProductRef[] }
    products = list.items
    expect(products.length).toBeGreaterThanOrEqual(4)
  })
  afterAll(async () => {
    await e2e?.close()
    if (webRoot) rmSync(webRoot, { recursive: true, force: true })
  })

  it('serves a complete web manifest: Persian, right to left, icons, screenshots, shortcuts', async () => {
    const origin = e2e.server.origin
    const res = await fetch(`${origin}/manifest.webmanifest`)
    expect(res.status).toBe(200)
    const manifest = (await res.json()) as Manifest
    expect(manifest).toMatchObject({
      id: '/',
      name: 'راسته',
      short_name: 'راسته',
      lang: 'fa-IR',
      dir: 'rtl',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#b8481e',
      background_color: '#fcfaf8',
    })
    const icons = (purpose: string) =>
      manifest.icons.filter((icon) => (icon.purpose ?? 'any').split(' ').includes(purpose)).map((icon) => icon.sizes)
    expect(icons('any')).toEqual(expect.arrayContaining(['192x192', '512x512']))
    expect(icons('maskable')).toEqual(expect.arrayContaining(['192x192', '512x512']))
    for (const icon of manifest.icons) {
      const png = Buffer.from(await (await fetch(origin + icon.src)).arrayBuffer())
      const { width, height } = await sharp(png).metadata()
      expect(`${width}x${height}`).toBe(icon.sizes)
    }

    expect(manifest.screenshots.map((shot) => shot.form_factor).sort()).toEqual(['narrow', 'wide'])
    for (const shot of manifest.screenshots) {
      const file = await fetch(origin + shot.src)
      expect(file.status).toBe(200)
      const bytes = Buffer.from(await file.arrayBuffer())
      expect(bytes.length).toBeLessThan(150 * 1024)
      const { width = 0, height = 0 } = await sharp(bytes).metadata()
      expect(`${width}x${height}`).toBe(shot.sizes)
      expect(shot.form_factor === 'wide' ? width > height : height > width).toBe(true)
      expect(shot.label).toMatch(/[آ-ی]/)
    }

    expect(manifest.shortcuts.map((s) => s.url)).toEqual(['/search', '/cart', '/profile'])
    for (const shortcut of manifest.shortcuts) expect(shortcut.icons?.[0]?.sizes).toBe('96x96')
  })

  it('is installable: Chrome reports no installability errors', async () => {
    const origin = e2e.server.origin
    // A browser profile of its own: Chrome never installs from an incognito context, which is
    // what the shared browser's contexts are.
    const profile = scratchDir('install-profile')
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      args: CHROMIUM_ARGS,
      viewport: PHONE,
      locale: 'fa-IR',
      serviceWorkers: 'allow',
    })
    try {
      const page = context.pages()[0] ?? (await context.newPage())
      await page.goto(`${origin}/`)
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
      await page.getByTestId('product-card').first().waitFor()
      // Chrome's own verdict, and the manifest as it parsed it.
      const cdp = await context.newCDPSession(page)
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
      expect(installabilityErrors).toEqual([])
      const parsed = await cdp.send('Page.getAppManifest')
      expect(parsed.errors).toEqual([])
      expect(parsed.url).toBe(`${origin}/manifest.webmanifest`)
    } finally {
      await context.close()
      rmSync(profile, { recursive: true, force: true })
    }
  })

  it('opens visited pages offline with their images; an unvisited product needs a connection', async () => {
    const origin = e2e.server.origin
    const { page, context } = await e2e.newPage(PHONE, { serviceWorkers: 'allow' })
    await page.goto(`${origin}/`)
    // Until the service worker controls the page, its requests go past it.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
    await page.reload()
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)

    const [first, second, unvisited, unvisitedToo] = products
    const pages = [
      { path: '/', heading: 'راسته، بازار آنلاین فروشگاه‌های ایرانی', image: '[data-testid=product-card] img' },
      { path: `/categories/${categorySlug}`, level: 1, image: '[data-testid=product-card] img' },
      { path: `/products/${first.id}/${first.slug}`, heading: first.name_fa, image: '[data-testid=gallery-main]' },
      { path: `/products/${second.id}/${second.slug}`, heading: second.name_fa, image: '[data-testid=gallery-main]' },
    ]
    const online: { path: string; heading: string; image: string }[] = []
    for (const visit of pages) {
      await page.goto(origin + visit.path)
      const heading = visit.heading
        ? page.getByRole('heading', { name: visit.heading }).first()
        : page.getByRole('heading', { level: 1 }).first()
      await heading.waitFor()
      const image = await shownImage(page, visit.image)
      expect(image).not.toBe(PLACEHOLDER)
      online.push({ path: visit.path, heading: (await heading.textContent()) ?? '', image })
    }
    // Kept for offline use: the persisted query cache (written at most once a second) holds the last
    // product's answer, and the service worker has stored every image seen and every script and
    // style this page loaded (it writes its caches after answering).
    const assets = await pageAssets(page)
    await expect
      .poll(async () => (await readPersistedCache(page))?.includes(second.name_fa) ?? false, { timeout: 15_000 })
      .toBe(true)
    await expect
      .poll(() => allCached(page, [...online.map((visit) => visit.image), ...assets]), { timeout: 15_000 })
      .toBe(true)

    await context.setOffline(true)
    expect(await page.evaluate(() => navigator.onLine)).toBe(false)
    await page.reload()
    await page.getByRole('heading', { name: online[3].heading }).first().waitFor()
    for (const visit of online) {
      await page.goto(origin + visit.path)
      await page.getByRole('heading', { name: visit.heading }).first().waitFor()
      // The very image seen online, from the cache: not the placeholder that stands in for a failure.
      expect(await shownImage(page, pages[online.indexOf(visit)].image)).toBe(visit.image)
    }
    await screenshot(page, 'offline-product-phone')

    // A product never opened: a cold start on its address says a connection is needed.
    await page.goto(`${origin}/products/${unvisited.id}/${unvisited.slug}`)
    await page.getByText(NEEDS_CONNECTION).first().waitFor({ timeout: 15_000 })
    await screenshot(page, 'offline-needs-connection-phone')

    // Another, reached by a link after the connection dropped (the query waits for the network).
    // (The first one has loaded by itself meanwhile: its error page retries when back online.)
    await context.setOffline(false)
    await page.goto(`${origin}/categories/${categorySlug}`)
    await page.getByTestId('product-card').first().waitFor()
    await context.setOffline(true)
    const card = page.getByTestId('product-card').filter({ hasText: unvisitedToo.name_fa }).first()
    await card.click()
    await page.getByText(NEEDS_CONNECTION).first().waitFor({ timeout: 15_000 })
    await context.close()
  })

  it('shows a returning visitor an article published meanwhile, none unpublished, and the list offline (028)', async () => {
    const origin = e2e.server.origin
    const { db } = e2e.server.app.deps
    type Post = { id: number; slug: string; title: string }
    const [shown] = rowsOf<Post>(
      await db.execute(sql`select id, slug, title from blog_posts where status = 'published'
        order by published_at desc, id desc limit 1`),
    )
    const [draft] = rowsOf<Post>(
      await db.execute(sql`select id, slug, title from blog_posts where status = 'draft' order by id limit 1`),
    )
    const { page, context } = await e2e.newPage(PHONE, { serviceWorkers: 'allow' })
    await page.goto(`${origin}/blog`)
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
    await page.reload()
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
    const inWorkerCache = (id: number) =>
      page.evaluate(
        async (path) =>
          (await (await caches.open('rasteh-catalogue')).keys()).some((r) => new URL(r.url).pathname === path),
        `/api/v1/public/blog-posts/${id}`,
      )
    const persisted = async (text: string) => (await readPersistedCache(page))?.includes(text) ?? false

    // The first visit: the list and the article, kept by the worker and the persisted query cache.
    await page.getByText(shown.title).first().waitFor()
    await page.goto(`${origin}/blog/${shown.id}/${shown.slug}`)
    await page.getByRole('heading', { level: 1, name: shown.title }).waitFor()
    await page.goto(`${origin}/blog`)
    await page.getByText(shown.title).first().waitFor()
    await expect.poll(() => persisted(shown.title), { timeout: 15_000 }).toBe(true)
    await expect.poll(() => inWorkerCache(shown.id), { timeout: 15_000 }).toBe(true)
    expect(await page.getByText(draft.title).count()).toBe(0)

    // Meanwhile the seller unpublishes that article and publishes another.
    await db.execute(sql`update blog_posts set status = 'draft', published_at = null where id = ${shown.id}`)
    await db.execute(sql`update blog_posts set status = 'published', published_at = now() where id = ${draft.id}`)
    await catalogChanged(db)

    // The visitor comes back: the new article is there, the unpublished one is not, now or later.
    await page.reload()
    await page.getByText(draft.title).first().waitFor()
    expect(await page.getByText(shown.title).count()).toBe(0)
    await page.goto(`${origin}/blog/${shown.id}/${shown.slug}`)
    await page.getByRole('heading', { name: 'صفحه پیدا نشد' }).waitFor()
    // Its 404 removed it from the worker's cache and from the persisted copy.
    await expect.poll(() => inWorkerCache(shown.id), { timeout: 15_000 }).toBe(false)
    await page.goto(`${origin}/blog`)
    await page.getByText(draft.title).first().waitFor()
    await expect.poll(() => persisted(draft.title), { timeout: 15_000 }).toBe(true)
    expect(await persisted(shown.title)).toBe(false)
    await page.reload()
    await page.getByText(draft.title).first().waitFor()
    expect(await page.getByText(shown.title).count()).toBe(0)

    // Offline, the kept list still serves (as it is now), and the new article with it.
    await context.setOffline(true)
    await page.reload()
    await page.getByText(draft.title).first().waitFor()
    expect(await page.getByText(shown.title).count()).toBe(0)
    await context.close()
    // Put the catalogue back as the other tests found it.
    await db.execute(sql`update blog_posts set status = 'published', published_at = now() where id = ${shown.id}`)
    await db.execute(sql`update blog_posts set status = 'draft', published_at = null where id = ${draft.id}`)
    await catalogChanged(db)
  })

  it('opens the cart drawer offline on the next start, though it was never opened online', async () => {
    const origin = e2e.server.origin
    const { page, context } = await e2e.newPage(PHONE, { serviceWorkers: 'allow' })
    await page.goto(`${origin}/`)
    await page.getByTestId('product-card').first().waitFor()
    // The drawer's code loads on demand; once the page has settled the app fetches it and the
    // service worker, registered right after, keeps it.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
    await expect
      .poll(
        () =>
          page.evaluate(async () =>
            (await (await caches.open('rasteh-assets')).keys()).some((request) =>
              /\/assets\/cart-drawer-panel-[^/]+\.js$/.test(request.url),
            ),
          ),
        { timeout: 15_000 },
      )
      .toBe(true)
    expect(await page.getByTestId('cart-drawer').count()).toBe(0)

    await context.setOffline(true)
    await page.reload()
    await page.getByTestId('cart-button').click()
    await page.getByTestId('cart-drawer').waitFor({ timeout: 10_000 })
    await expect.poll(() => page.getByRole('dialog', { name: /سبد خرید/ }).count()).toBe(1)
    await context.close()
  })

  it('reloads home offline without a failed request for a script', async () => {
    const origin = e2e.server.origin
    const { page, context } = await e2e.newPage(PHONE, { serviceWorkers: 'allow' })
    await page.goto(`${origin}/`)
    await page.getByTestId('product-card').first().waitFor()
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
    // The frame's late parts (update prompt, service worker registration) have loaded online, and
    // the worker has kept everything the page loaded before it took over.
    const loaded = await pageAssets(page)
    for (const part of ['update-prompt', 'workbox-window'])
      expect(loaded.some((path) => path.startsWith(`/assets/${part}`))).toBe(true)
    await expect.poll(() => allCached(page, loaded), { timeout: 15_000 }).toBe(true)
    // The runtime cache need not hold them (kept only if seen while warming up, and evictable):
    // without them, the offline page must not ask for them at all.
    await page.evaluate(async () => {
      const cache = await caches.open('rasteh-assets')
      for (const request of await cache.keys())
        if (/\/assets\/(update-prompt|workbox-window)[^/]*\.js$/.test(request.url)) await cache.delete(request)
    })
    // Nor the browser's HTTP cache (a phone's is small and often emptied): what the page gets
    // offline is what the service worker holds.
    await (await context.newCDPSession(page)).send('Network.clearBrowserCache')

    const failed: string[] = []
    page.on('requestfailed', (request) => {
      if (request.resourceType() === 'script' || /\.js(\?|$)/.test(request.url())) failed.push(request.url())
    })
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    // The frame's late parts (after load, 3 s without fetching and an idle moment, when the page
    // believes it is online): each one asked for, and whether its request has ended.
    const LATE_PARTS = ['toaster', 'cart-drawer-panel', 'update-prompt', 'workbox-window']
    const late = new Map<string, boolean>()
    const latePart = (request: Request) =>
      LATE_PARTS.find((part) => new RegExp(`^/assets/${part}[^/]*\\.js$`).test(new URL(request.url()).pathname))
    page.on('request', (request) => {
      const part = latePart(request)
      if (part) late.set(part, false)
    })
    const ended = (request: Request) => {
      const part = latePart(request)
      if (part) late.set(part, true)
    }
    page.on('requestfinished', ended)
    page.on('requestfailed', ended)
    // The reloaded page runs on the test's clock, and marks an idle callback that comes 3 s (of
    // that clock) or more after its load: the moment the late parts are asked for.
    await page.clock.install()
    await context.addInitScript(() => {
      const w = window as unknown as { lateMoment?: boolean; loadedAt?: number }
      addEventListener('load', () => {
        w.loadedAt = performance.now()
      })
      const idle = window.requestIdleCallback.bind(window)
      window.requestIdleCallback = (callback, options) =>
        idle((deadline) => {
          callback(deadline)
          if (w.loadedAt !== undefined && performance.now() - w.loadedAt >= 3_000) w.lateMoment = true
        }, options)
    })
    await context.setOffline(true)
    await page.reload()
    await page.getByTestId('product-card').first().waitFor()
    // The clock run on past that moment, then the page's renders and effects after it.
    await expect
      .poll(
        async () => {
          await page.clock.runFor(1_000)
          return page.evaluate(() => (window as unknown as { lateMoment?: boolean }).lateMoment === true)
        },
        { timeout: 20_000 },
      )
      .toBe(true)
    await reactTurns(page)
    // Whatever the page asked for then has been answered: none of the late parts, or all of them
    // (or a script failed, which the first check below reports).
    const lateSettled = () =>
      late.size === 0 || failed.length > 0 || (late.size === LATE_PARTS.length && [...late.values()].every(Boolean))
    await expect.poll(lateSettled, { timeout: 15_000 }).toBe(true)
    expect(failed).toEqual([])
    expect(errors.filter((text) => /\.js|dynamically imported module|Failed to fetch/i.test(text))).toEqual([])
    await context.close()
  })

  it('keeps the app scripts the precache leaves out once the first page is idle, and opens offline from them (034)', async () => {
    const origin = e2e.server.origin
    const { page, context } = await e2e.newPage(PHONE, { serviceWorkers: 'allow' })
    await page.goto(`${origin}/`)
    await page.getByTestId('product-card').first().waitFor()
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
    // The precache has index.html but not the entry script it loads (vite.config.ts, shellOnly).
    const shell = readFileSync(join(webRoot, 'index.html'), 'utf8')
    const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+)"/.exec(shell)?.[1] ?? ''
    expect(entry).not.toBe('')
    expect(readFileSync(join(webRoot, 'sw.js'), 'utf8')).not.toContain(entry.slice(1))
    // Once idle, the page has the worker fill this version's shell cache: the entry, then index.html.
    const shellCaches = () =>
      page.evaluate(async () => {
        const out: Record<string, string[]> = {}
        for (const name of await caches.keys())
          if (name.startsWith('rasteh-shell-'))
            out[name] = (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname)
        return out
      })
    await expect
      .poll(async () => Object.values(await shellCaches()).some((paths) => paths.includes('/index.html')), {
        timeout: 20_000,
      })
      .toBe(true)
    expect(Object.values(await shellCaches()).flat()).toContain(entry)
    // Without the runtime cache of scripts or the browser's HTTP cache, home still opens offline.
    await page.evaluate(() => caches.delete('rasteh-assets'))
    await (await context.newCDPSession(page)).send('Network.clearBrowserCache')
    await context.setOffline(true)
    await page.reload()
    await page.getByTestId('product-card').first().waitFor()
    await context.close()
  })

  it("keeps a waiting new version's scripts before it takes over (034)", async () => {
    const { page, context } = await controlledHome(e2e, PHONE)
    const completeShells = () =>
      page.evaluate(async () => {
        const out: string[] = []
        for (const name of await caches.keys())
          if (name.startsWith('rasteh-shell-') && (await (await caches.open(name)).match('/index.html'))) out.push(name)
        return out.sort()
      })
    await expect.poll(async () => (await completeShells()).length, { timeout: 20_000 }).toBe(1)
    const [current] = await completeShells()
    // A release whose index.html is another version (its revision in the worker's precache list).
    const sw = join(webRoot, 'sw.js')
    const original = readFileSync(sw, 'utf8')
    const revision = /"revision":"([0-9a-f]+)","url":"index\.html"/.exec(original)?.[1] ?? ''
    expect(current).toBe(`rasteh-shell-${revision}`)
    const release = (text: string) => {
      writeFileSync(sw, text)
      writeFileSync(`${sw}.br`, brotliCompressSync(text))
      writeFileSync(`${sw}.gz`, gzipSync(text))
    }
    try {
      release(
        original.replace(
          `"revision":"${revision}","url":"index.html"`,
          `"revision":"next${revision}","url":"index.html"`,
        ),
      )
      await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()))
      await page.getByText('نسخه تازه راسته آماده است').waitFor()
      // Still waiting, the new version's shell is complete too: the page had it warmed once idle.
      await expect.poll(completeShells, { timeout: 20_000 }).toEqual([current, `rasteh-shell-next${revision}`].sort())
      expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state)).toBe(
        'installed',
      )
    } finally {
      release(original)
      await context.close()
    }
  })

  it('never keeps private answers: only public catalogue reads are in the runtime cache', async () => {
    const { page, context } = await controlledHome(e2e, DESKTOP)
    // A private read made with a token: the service worker must let it pass untouched.
    await page.evaluate(async () => {
      // Public catalogue reads through the worker (the page itself may have rendered from its
      // persisted query cache without asking the network at all).
      await fetch('/api/v1/public/categories?root_only=true&limit=1000')
      await fetch('/api/v1/public/products?limit=20&sort=newest')
      await fetch('/api/v1/public/cart', { headers: { Authorization: 'Bearer not-a-token' } }).catch(() => undefined)
      await fetch('/api/v1/public/products?limit=1', { headers: { Authorization: 'Bearer not-a-token' } })
      await fetch('/api/v1/public/products/999999').catch(() => undefined) // a 404: never kept
    })
    // The service worker writes its cache after answering: wait for the catalogue reads to land.
    await expect
      .poll(() => page.evaluate(async () => (await (await caches.open('rasteh-catalogue')).keys()).length), {
        timeout: 15_000,
      })
      .toBeGreaterThan(0)
    // One more public read, after all the above: once the worker has kept it, it is done with them.
    const last = '/api/v1/public/products?limit=2&sort=newest'
    await page.evaluate((path) => fetch(path).then(() => undefined), last)
    await expect
      .poll(
        () =>
          page.evaluate(
            async (path) =>
              (await (await caches.open('rasteh-catalogue')).keys()).some(
                (r) => new URL(r.url).pathname + new URL(r.url).search === path,
              ),
            last,
          ),
        { timeout: 15_000 },
      )
      .toBe(true)
    const cached = await page.evaluate(async () => {
      const out: Record<string, string[]> = {}
      for (const name of await caches.keys()) {
        const cache = await caches.open(name)
        out[name] = (await cache.keys()).map((request) => new URL(request.url).pathname + new URL(request.url).search)
      }
      return out
    })
    const catalogue = cached['rasteh-catalogue'] ?? []
    expect(catalogue.length).toBeGreaterThan(0)
    for (const url of catalogue)
      expect(url).toMatch(
        /^\/(api\/v1\/(homepage|public\/(categories|products|bundles|stores|blog-posts|suggestions)|categories)|catalogue\/products\/search\/fast)/,
      )
    expect(catalogue).not.toContain('/api/v1/public/cart')
    expect(catalogue).not.toContain('/api/v1/public/products?limit=1')
    expect(catalogue).not.toContain('/api/v1/public/products/999999')
    expect((cached['rasteh-images'] ?? []).every((url) => /^\/(media|uploads)\//.test(url))).toBe(true)
    await context.close()
  })

  it('announces a new version with a toast and reloads only the tab where it was accepted', async () => {
    const origin = e2e.server.origin
    const { page, context } = await controlledHome(e2e, PHONE)
    const other = await context.newPage()
    await other.goto(`${origin}/products/${products[0].id}/${products[0].slug}`)
    await other.getByRole('heading', { level: 1 }).waitFor()
    // A marker that a reload would wipe, one that a reload sets as it starts, and a count of the
    // times a new worker took the tab over.
    type Marks = { untouched: boolean; leaving: boolean; takeovers: number }
    for (const tab of [page, other])
      await tab.evaluate(() => {
        const w = window as unknown as Marks
        Object.assign(w, { untouched: true, leaving: false, takeovers: 0 })
        addEventListener('beforeunload', () => {
          w.leaving = true
        })
        navigator.serviceWorker.addEventListener('controllerchange', () => {
          w.takeovers++
        })
      })
    const untouched = (tab: Page) =>
      tab.evaluate(() => (window as unknown as { untouched?: boolean }).untouched === true)
    const leaving = (tab: Page) => tab.evaluate(() => (window as unknown as Marks).leaving)
    const takeovers = (tab: Page) => tab.evaluate(() => (window as unknown as Marks).takeovers)
    /** The new version installed and held waiting (what the toast offers), not running the tab. */
    const held = (tab: Page) =>
      tab.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state === 'installed')

    // A new build: the same worker with one more byte, which the browser installs and holds waiting.
    // A build writes the worker with its compressed copies (the server sends those), so all three change.
    // (In this file's own copy of the build.)
    const sw = join(webRoot, 'sw.js')
    const original = readFileSync(sw, 'utf8')
    const release = (text: string) => {
      writeFileSync(sw, text)
      writeFileSync(`${sw}.br`, brotliCompressSync(text))
      writeFileSync(`${sw}.gz`, gzipSync(text))
    }
    try {
      release(`${original}\n// next release\n`)
      for (const tab of [page, other]) {
        await tab.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()))
        await tab.getByText('نسخه تازه راسته آماده است').waitFor()
      }
      // Settled: in both tabs the new version waits for the user, and has taken neither over (a
      // takeover is the only thing that reloads a tab by itself).
      for (const tab of [page, other]) {
        await expect.poll(() => held(tab)).toBe(true)
        expect(await takeovers(tab)).toBe(0)
        expect(await leaving(tab)).toBe(false)
      }
      expect(await untouched(page)).toBe(true)
      expect(await untouched(other)).toBe(true)

      await page.getByRole('button', { name: 'به‌روزرسانی' }).click()
      await expect.poll(() => untouched(page).catch(() => false)).toBe(false)
      await page.getByTestId('product-card').first().waitFor()
      // The other tab is now run by the new version too (taken over: the moment it would reload),
      // but keeps its page and still offers the reload.
      await expect.poll(() => takeovers(other)).toBeGreaterThan(0)
      expect(await leaving(other)).toBe(false)
      expect(await untouched(other)).toBe(true)
      await other.getByRole('button', { name: 'به‌روزرسانی' }).waitFor()
    } finally {
      release(original)
      await context.close()
    }
  })

  it('offers installation where the browser does, and explains it on an iPhone', async () => {
    const origin = e2e.server.origin
    const { page, context } = await e2e.newPage(DESKTOP)
    await page.goto(`${origin}/`)
    await page.getByTestId('product-card').first().waitFor()
    const footer = page.getByRole('contentinfo')
    const button = footer.getByRole('button', { name: 'نصب اپلیکیشن راسته' })
    expect(await button.count()).toBe(0)
    // What Chromium does when the page is installable: fire beforeinstallprompt with prompt().
    await page.evaluate(() => {
      const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => {
          ;(window as unknown as { prompted: boolean }).prompted = true
        },
        userChoice: Promise.resolve({ outcome: 'accepted' as const }),
      })
      window.dispatchEvent(offer)
    })
    await button.click()
    expect(await page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted)).toBe(true)
    await expect.poll(() => button.count()).toBe(0)
    await context.close()

    const iphone = await e2e.browser.newContext({
      viewport: { width: 390, height: 844 },
      locale: 'fa-IR',
      serviceWorkers: 'block',
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    })
    const ios = await iphone.newPage()
    await ios.goto(`${origin}/`)
    await ios.getByRole('contentinfo').getByText('«افزودن به صفحه اصلی»').waitFor()
    await ios.getByRole('button', { name: 'باز کردن منو' }).click()
    await ios.getByRole('dialog').getByText('«افزودن به صفحه اصلی»').waitFor()
    await iphone.close()
  })
})
