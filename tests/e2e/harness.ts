// Browser tests: the real server (in this process, PGlite in memory, a copy of the run's migrated
// or seeded image) serving the built PWA from dist/, driven by the run's one Chromium
// (tests/setup/browser.ts) through playwright-core, each page in a context of its own.
import { existsSync, mkdirSync } from 'node:fs'
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core'
import { expect } from 'vitest'
import { nextIp, type Seed, startServer, type TestServer } from '../api/harness'
import { CHROMIUM, CHROMIUM_ARGS } from './chromium'

export { CHROMIUM, CHROMIUM_ARGS }
export const PHONE = { width: 412, height: 823 }
export const DESKTOP = { width: 1366, height: 800 }
export const SHOTS = 'tests/e2e/screenshots'

/**
 * A PNG for a person to look at (right to left, Persian digits, layout at phone and desktop
 * widths), taken only when SHOTS=1: no assertion reads them, and they cost seconds a run.
 */
export async function screenshot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (!process.env.SHOTS) return
  mkdirSync(SHOTS, { recursive: true })
  await page.screenshot({ path: `${SHOTS}/${name}.png`, ...options })
}

/** Latin digits as Persian ones, as a Persian keyboard types them and the app shows them. */
export const toPersian = (s: string | number) => String(s).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)])

/** The persisted query cache as idb-keyval keeps it (a JSON string), read in the page. */
export function readPersistedCache(page: Page): Promise<string | undefined> {
  return page.evaluate(
    (key) =>
      new Promise<string | undefined>((resolve, reject) => {
        const open = indexedDB.open('keyval-store')
        open.onupgradeneeded = () => open.result.createObjectStore('keyval')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const get = open.result.transaction('keyval').objectStore('keyval').get(key)
          get.onsuccess = () => {
            open.result.close()
            resolve(get.result as string | undefined)
          }
          get.onerror = () => reject(get.error)
        }
      }),
    'rasteh:query-cache',
  )
}

/**
 * Waits until IndexedDB holds at least `count` queued changes (other queued work may sit beside
 * them): what a closed tab leaves for the next one.
 * The write is throttled and slower on a loaded machine, so a fixed pause is not enough.
 */
export async function waitForQueuedInStorage(page: Page, count: number): Promise<void> {
  await expect.poll(() => queuedInStorage(page), { timeout: 20_000 }).toBeGreaterThanOrEqual(count)
}

/** How many queued changes the persisted cache in IndexedDB holds. */
export async function queuedInStorage(page: Page): Promise<number> {
  const text = await readPersistedCache(page)
  return text ? (JSON.parse(text) as { clientState: { mutations: unknown[] } }).clientState.mutations.length : 0
}

/** Signs in on the login page that `page` shows, with the one-time code the server sent. */
export async function signIn(e2e: E2E, page: Page, phone: string): Promise<void> {
  await page.getByLabel('شماره موبایل').fill(toPersian(phone))
  await page.getByRole('button', { name: 'دریافت کد تأیید' }).click()
  const codeInput = page.getByLabel('کد تأیید')
  await codeInput.waitFor()
  await expect.poll(() => e2e.server.sms.lastCode(phone, 'login')).toMatch(/^\d{6}$/)
  const code = e2e.server.sms.lastCode(phone, 'login')
  // The sixth digit sends the code (no click).
  await codeInput.fill(code as string)
}

export interface NewAddress {
  recipient: string
  mobile: string
  province: string
  city: string
  street: string
  postalCode: string
}

/** On /shipping: opens «افزودن نشانی جدید» and fills its dialog; saveAddress() submits it. */
export async function fillNewAddress(page: Page, a: NewAddress): Promise<Locator> {
  await page.getByRole('button', { name: 'افزودن نشانی جدید' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('نام و نام خانوادگی گیرنده').fill(a.recipient)
  await dialog.getByLabel('شماره موبایل گیرنده').fill(a.mobile)
  await dialog.getByLabel('استان').selectOption(a.province)
  await dialog.getByLabel('شهر').selectOption(a.city)
  await dialog.getByLabel('نشانی', { exact: true }).fill(a.street)
  await dialog.getByLabel('کد پستی').fill(a.postalCode)
  return dialog
}

export async function saveAddress(dialog: Locator): Promise<void> {
  await dialog.getByRole('button', { name: 'ذخیره نشانی' }).click()
  await dialog.waitFor({ state: 'hidden' })
}

/** From /shipping on to /checkout (a button or a link, as the page renders it). */
export async function continueToCheckout(page: Page): Promise<void> {
  await page
    .getByRole('button', { name: 'ادامه و پرداخت' })
    .or(page.getByRole('link', { name: 'ادامه و پرداخت' }))
    .click()
  await page.waitForURL((url) => url.pathname === '/checkout')
}

export interface PageOptions {
  /** Service workers are blocked unless a test is about them (offline, installability). */
  serviceWorkers?: 'allow' | 'block'
}

export interface E2E {
  server: TestServer
  browser: Browser
  newPage(
    viewport?: { width: number; height: number },
    options?: PageOptions,
  ): Promise<{ context: BrowserContext; page: Page }>
  /** Every hydration error any page logged so far; close() throws if there is one. */
  hydrationErrors: string[]
  close(): Promise<void>
}

export interface E2EOptions {
  /** Start from the demo catalogue of this size (made once per run) */
  seed?: Seed
  /** The built PWA to serve: dist/ unless a file needs a copy of its own to change */
  webRoot?: string
  /** The server's environment beyond the defaults (a stand-in push service's origin) */
  env?: Record<string, string>
}

/** The run's Chromium when the global setup started one, else one for this file (a bare run). */
function openBrowser(): Promise<Browser> {
  const endpoint = process.env.RASTEH_TEST_BROWSER
  if (endpoint) return chromium.connect(endpoint)
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })
}

export async function startE2E({ seed, webRoot = 'dist', env = {} }: E2EOptions = {}): Promise<E2E> {
  if (!existsSync(`${webRoot}/index.html`)) throw new Error(`${webRoot}/ is missing: run npm run build first`)
  const [server, browser] = await Promise.all([
    startServer('pglite', { ...env, WEB_ROOT: webRoot }, { seed }),
    openBrowser(),
  ])
  const hydrationErrors: string[] = []
  return {
    server,
    browser,
    async newPage(viewport = PHONE, { serviceWorkers = 'block' }: PageOptions = {}) {
      // Each context is its own client IP (the server trusts X-Forwarded-For in tests), so the
      // per-IP one-time-code limit does not couple tests.
      const context = await browser.newContext({
        viewport,
        locale: 'fa-IR',
        serviceWorkers,
        extraHTTPHeaders: { 'X-Forwarded-For': nextIp() },
      })
      // A hydration mismatch (src/app/ssr/server-state.ts logs it) fails the file, in every test.
      context.on('console', (message) => {
        if (message.type() === 'error' && message.text().startsWith('hydration:')) {
          hydrationErrors.push(`${message.page()?.url()}: ${message.text()}`)
        }
      })
      const page = await context.newPage()
      page.on('pageerror', (err) => console.error('page error:', err.message))
      return { context, page }
    },
    hydrationErrors,
    async close() {
      await browser.close() // a connected browser only closes this file's contexts
      await server.close()
      if (hydrationErrors.length) throw new Error(`hydration failed:\n${hydrationErrors.join('\n')}`)
    },
  }
}
