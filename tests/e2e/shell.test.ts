// The built PWA in headless Chromium against the real server: sign in with a one-time code read
// from the server's SMS adapter and land back on the returnTo page; role guard; not-found; and
// screenshots of the shell at phone and desktop width.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../server/db/schema'
import { nextPhone } from '../api/harness'
import { DESKTOP, type E2E, PHONE, screenshot, signIn, startE2E } from './harness'

describe('app shell in Chromium', () => {
  let e2e: E2E
  beforeAll(async () => {
    e2e = await startE2E()
  })
  afterAll(async () => {
    await e2e?.close()
  })

  it('sends a signed-out visitor to login and back to the returnTo page after a one-time code', async () => {
    const { page, context } = await e2e.newPage(PHONE)
    await page.goto(`${e2e.server.origin}/profile/settings?tab=name`)
    await page.waitForURL(/\/login\?/)
    const url = new URL(page.url())
    expect(url.searchParams.get('returnTo')).toBe('/profile/settings?tab=name')
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl')
    expect(await page.locator('html').getAttribute('lang')).toBe('fa-IR')
    await screenshot(page, 'login-phone')

    const phone = nextPhone()
    await signIn(e2e, page, phone)
    await page.waitForURL((u) => u.pathname === '/profile/settings')
    expect(new URL(page.url()).search).toBe('?tab=name')
    const stored = await page.evaluate(() => localStorage.getItem('rasteh:access_token'))
    expect(stored).toBeTruthy()
    await screenshot(page, 'profile-settings-phone')
    await context.close()
  })

  it('denies a customer the admin area with the spec toast and sends them home', async () => {
    const { page, context } = await e2e.newPage(DESKTOP)
    await page.goto(`${e2e.server.origin}/login?returnTo=/admin/stores`)
    await signIn(e2e, page, nextPhone())
    await page.getByText('شما به این بخش دسترسی ندارید').waitFor()
    await page.waitForURL((u) => u.pathname === '/')
    await context.close()
  })

  it('shows admins the admin layout and providers the provider layout', async () => {
    const phone = nextPhone()
    const { page, context } = await e2e.newPage(DESKTOP)
    await page.goto(`${e2e.server.origin}/login`)
    await signIn(e2e, page, phone)
    await page.waitForURL((u) => u.pathname === '/')
    await screenshot(page, 'header-signed-in-desktop')
    await e2e.server.app.deps.db
      .update(users)
      .set({ roles: ['customer', 'provider', 'admin'] })
      .where(eq(users.phone, phone))

    await page.goto(`${e2e.server.origin}/admin/stores`)
    await page.getByRole('link', { name: 'فروشگاه‌ها' }).waitFor()
    expect(await page.getByRole('link', { name: 'فروشگاه‌ها' }).getAttribute('aria-current')).toBe('page')
    await page.getByRole('button', { name: 'خروج' }).waitFor()
    await screenshot(page, 'admin-desktop')

    await page.goto(`${e2e.server.origin}/providers/products`)
    await page.getByRole('navigation').first().waitFor()
    await screenshot(page, 'provider-desktop')
    await page.setViewportSize(PHONE)
    await screenshot(page, 'provider-phone')
    await context.close()
  })

  it('shows the Persian not-found page for an unknown route', async () => {
    const { page, context } = await e2e.newPage(PHONE)
    const response = await page.goto(`${e2e.server.origin}/no/such/page`)
    expect(response?.status()).toBe(404)
    await page.getByRole('heading', { name: 'صفحه پیدا نشد' }).waitFor()
    expect(await page.title()).toBe('صفحه پیدا نشد | راسته')
    await screenshot(page, 'home-header-phone')
    await context.close()
  })
})
