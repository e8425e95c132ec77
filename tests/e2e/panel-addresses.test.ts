// The panels' addresses and session edges in Chromium against the real server (issue 27, items 1,
// 9, 13, 25 and 28): a wrong, foreign or non-numeric id in any address with an id is the area's
// not-found page after a couple of requests (no retry storm, no request with NaN, no technical
// toast); an admin's logout never shows the session-expired toast; the locked dashboard says why
// the admin took the verification back and unlocks on focus and on navigation once verified; a
// seller signing in at /login lands on the panel; offline, a never-visited page of the seller's
// other store says it needs a connection instead of loading forever.
import { eq } from 'drizzle-orm'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { unwrap } from '#sdk'
import * as t from '../../server/db/schema/index'
import { makeStore } from '../api/fixtures/shop'
import { individualStore, signInAdmin } from '../api/fixtures/stores'
import { signIn as apiSignIn, type TestClient } from '../api/harness'
import { DESKTOP, type E2E, signIn, startE2E } from './harness'

const NOT_FOUND = 'صفحه پیدا نشد'
const SESSION_EXPIRED = 'لطفا مجددا وارد شوید'
const NEEDS_CONNECTION = 'برای دیدن این صفحه به اینترنت نیاز دارید'

/** The session of an API client, stored as the app keeps it, for every page of the context. */
async function withSession(context: BrowserContext, who: TestClient) {
  const tokens = { access: who.tokens.getAccessToken(), refresh: who.tokens.getRefreshToken() }
  await context.addInitScript((saved) => {
    if (!localStorage.getItem('rasteh:access_token') && !sessionStorage.getItem('rasteh:test-signed')) {
      sessionStorage.setItem('rasteh:test-signed', '1')
      localStorage.setItem('rasteh:access_token', saved.access ?? '')
      localStorage.setItem('rasteh:refresh_token', saved.refresh ?? '')
    }
  }, tokens)
}

/** Every API request the page sends, as paths with their query. */
function apiRequests(page: Page): string[] {
  const seen: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/api/')) seen.push(`${url.pathname}${url.search}`)
  })
  return seen
}

/**
 * Opens `path` and expects the area's not-found page after at most two requests naming `asked`,
 * none with NaN or the raw text of a bad id, and no «خطا» toast over it.
 */
async function expectQuietNotFound(e2e: E2E, page: Page, requests: string[], path: string, asked: string) {
  requests.length = 0
  await page.goto(`${e2e.server.origin}${path}`)
  await page.getByRole('heading', { name: NOT_FOUND }).waitFor()
  await page.waitForLoadState('networkidle', { timeout: 10_000 })
  expect(
    requests.filter((r) => /NaN|xyz/.test(r)),
    path,
  ).toEqual([])
  expect(requests.filter((r) => r.includes(asked)).length, path).toBeLessThanOrEqual(2)
  expect(await page.getByText('خطا', { exact: true }).count(), path).toBe(0)
}

describe('panel addresses and session edges in Chromium', () => {
  let e2e: E2E
  let seller: TestClient
  let own: Awaited<ReturnType<typeof makeStore>>
  let foreign: Awaited<ReturnType<typeof makeStore>>
  beforeAll(async () => {
    e2e = await startE2E()
    const db = e2e.server.app.deps.db
    own = await makeStore(db)
    foreign = await makeStore(db)
    const [owner] = await db.select().from(t.users).where(eq(t.users.id, own.ownerId))
    seller = await apiSignIn(e2e.server, owner.phone)
  }, 120_000)
  afterAll(async () => {
    await e2e?.close()
  })

  it('shows the not-found page for a foreign, missing or non-numeric store id after a couple of requests', async () => {
    const { page, context } = await e2e.newPage(DESKTOP)
    await withSession(context, seller)
    const requests = apiRequests(page)

    // Another seller's store (an old bookmark, a link): a 404, answered once, never asked again in a loop.
    await page.goto(`${e2e.server.origin}/providers/${foreign.id}/products`)
    await page.getByRole('heading', { name: NOT_FOUND }).waitFor()
    await page.waitForLoadState('networkidle', { timeout: 10_000 })
    expect(requests.filter((r) => r.includes(`/stores/by-id/${foreign.id}`)).length).toBeLessThanOrEqual(2)
    expect(await page.getByText('در حال بارگذاری...').count()).toBe(0)
    // The panel's own way back, inside the panel.
    await page.getByRole('link', { name: 'بازگشت به پنل فروشنده' }).waitFor()

    for (const path of ['/providers/xyz', '/providers/xyz/orders', `/providers/2000000000/orders`]) {
      await expectQuietNotFound(e2e, page, requests, path, '/stores/by-id/')
    }

    // Ids inside the seller's own store, and the store edit form: missing or not a number.
    for (const path of [
      `/providers/${own.id}/orders/999999`,
      `/providers/${own.id}/orders/xyz`,
      `/providers/${own.id}/orders/999999/print`,
      `/providers/${own.id}/products/999999`,
      `/providers/${own.id}/products/xyz`,
      `/providers/${own.id}/bundles/999999`,
      `/providers/${own.id}/blog/999999`,
      `/providers/${own.id}/discounts/999999`,
      '/providers/stores/edit/999999',
      '/providers/stores/edit/xyz',
    ]) {
      await expectQuietNotFound(e2e, page, requests, path, '999999')
    }
    // A wrong address never became the selected store.
    expect(await page.evaluate(() => localStorage.getItem('rasteh:selected_store_id'))).toBe(String(own.id))
    await context.close()
  }, 240_000)

  it('shows the not-found page for missing or non-numeric ids on the admin and customer order pages', async () => {
    const admin = await signInAdmin(e2e.server)
    for (const [who, paths] of [
      [
        admin,
        // Persian digits are an id the admin area reads (as its filter page does), never a NaN request.
        [
          '/admin/stores/999999',
          '/admin/stores/xyz',
          '/admin/stores/۹۹۹۹۹۹',
          '/admin/orders/999999',
          '/admin/orders/xyz',
          '/admin/orders/۹۹۹۹۹۹',
        ],
      ],
      [seller, ['/orders/999999', '/orders/xyz', '/orders/999999/status']],
    ] as const) {
      const { page, context } = await e2e.newPage(DESKTOP)
      await withSession(context, who)
      const requests = apiRequests(page)
      for (const path of paths) await expectQuietNotFound(e2e, page, requests, path, '999999')
      await context.close()
    }
  }, 180_000)

  it('logs an admin out with the farewell toast only, even with a request still in flight', async () => {
    const admin = await signInAdmin(e2e.server)
    const { page, context } = await e2e.newPage(DESKTOP)
    await withSession(context, admin)
    await page.goto(`${e2e.server.origin}/admin/stores`)
    await page.getByRole('table', { name: 'فروشگاه‌ها' }).waitFor()

    // Every read waits until the logout has been answered: it then meets the ended session (401).
    let release = () => {}
    const loggedOut = new Promise<void>((resolve) => {
      release = resolve
    })
    page.on('response', (response) => {
      if (response.url().includes('/auth/logout')) release()
    })
    await page.route('**/api/v1/**', async (route) => {
      if (!/\/auth\/(logout|refresh)/.test(route.request().url())) await loggedOut
      await route.continue()
    })
    await page.getByRole('navigation', { name: 'پنل مدیریت' }).getByRole('link', { name: 'سفارش‌ها' }).click()
    await page.getByRole('button', { name: 'خروج' }).click()
    await page.getByText('خروج موفقیت‌آمیز').waitFor()
    await page.waitForURL((u) => u.pathname === '/login')
    await page.waitForLoadState('networkidle', { timeout: 10_000 })
    expect(await page.getByText(SESSION_EXPIRED).count()).toBe(0)
    expect(new URL(page.url()).searchParams.get('returnTo')).toBeNull()
    await context.close()
  })

  it('lands a seller signing in at /login on the panel; a returnTo still wins', async () => {
    const db = e2e.server.app.deps.db
    const store = await makeStore(db)
    const [owner] = await db.select().from(t.users).where(eq(t.users.id, store.ownerId))
    const { page, context } = await e2e.newPage(DESKTOP)
    await page.goto(`${e2e.server.origin}/login`)
    await signIn(e2e, page, owner.phone)
    await page.waitForURL((u) => u.pathname === `/providers/${store.id}/products`)
    await page.getByRole('heading', { name: 'محصولات' }).waitFor()
    await context.close()

    // A customer lands on the home page; a returnTo wins over any landing.
    const other = await makeStore(db)
    const [otherOwner] = await db.select().from(t.users).where(eq(t.users.id, other.ownerId))
    const second = await e2e.newPage(DESKTOP)
    await second.page.goto(`${e2e.server.origin}/login?returnTo=${encodeURIComponent('/about')}`)
    await signIn(e2e, second.page, otherOwner.phone)
    await second.page.waitForURL((u) => u.pathname === '/about')
    await second.context.close()
  })

  it('shows the admin’s reason on the locked dashboard and unlocks on focus and on navigation', async () => {
    const db = e2e.server.app.deps.db
    const store = await makeStore(db)
    const [owner] = await db.select().from(t.users).where(eq(t.users.id, store.ownerId))
    const owned = await apiSignIn(e2e.server, owner.phone)
    const admin = await signInAdmin(e2e.server)
    const path = { params: { path: { id: store.id } } }
    await unwrap(admin.api.POST('/stores/{id}/unverify', { ...path, body: { note: 'شبا با نام مالک نمی‌خواند' } }))

    const { page, context } = await e2e.newPage(DESKTOP)
    await withSession(context, owned)
    await page.goto(`${e2e.server.origin}/providers/${store.id}/products`)
    await page.getByText('ثبت‌نام فروشگاه شما در حال بررسی است').waitFor()
    await page.getByText('شبا با نام مالک نمی‌خواند').waitFor()

    // Verified while the panel is open: it unlocks when the window gets the focus back.
    await unwrap(admin.api.POST('/stores/{id}/verify', path))
    await page.evaluate(() => window.dispatchEvent(new Event('focus')))
    await page.getByRole('heading', { name: 'محصولات' }).waitFor()
    expect(await page.getByText('شبا با نام مالک نمی‌خواند').count()).toBe(0)

    // Unverified again with another reason: the next navigation in the panel locks it and says why.
    await unwrap(admin.api.POST('/stores/{id}/unverify', { ...path, body: { note: 'نشانی انبار ناقص است' } }))
    await page.getByRole('complementary').getByRole('link', { name: 'سفارش‌ها' }).click()
    await page.waitForURL((u) => u.pathname === `/providers/${store.id}/orders`)
    await page.getByText('نشانی انبار ناقص است').waitFor()
    await page.getByText('ثبت‌نام فروشگاه شما در حال بررسی است').waitFor()

    // Verified again: a navigation (no reload) opens it.
    await unwrap(admin.api.POST('/stores/{id}/verify', path))
    await page.getByRole('complementary').getByRole('link', { name: 'فروشگاه‌ها' }).first().click()
    await page.getByRole('complementary').getByRole('link', { name: 'سفارش‌ها' }).click()
    await page.getByRole('heading', { name: 'سفارش‌ها' }).waitFor()
    await context.close()
  })

  it('offline, says a never-visited page of the other store needs a connection instead of loading forever', async () => {
    const second = await unwrap(seller.api.POST('/stores/individual', { body: individualStore({ name: 'شعبه دوم' }) }))
    const admin = await signInAdmin(e2e.server)
    await unwrap(admin.api.POST('/stores/{id}/verify', { params: { path: { id: second.id } } }))

    const { page, context } = await e2e.newPage(DESKTOP, { serviceWorkers: 'allow' })
    await withSession(context, seller)
    await page.goto(`${e2e.server.origin}/providers/${own.id}/products`)
    await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, { timeout: 20_000 })
    await page.reload()
    await page.getByRole('heading', { name: 'محصولات' }).waitFor()

    await context.setOffline(true)
    for (const path of [`/providers/${second.id}/orders`, `/providers/${own.id}/bundles`]) {
      await page.goto(`${e2e.server.origin}${path}`)
      await page.getByText(NEEDS_CONNECTION).first().waitFor()
      expect(await page.getByText('در حال بارگذاری...').count(), path).toBe(0)
    }
    await context.setOffline(false)
    await context.close()
  }, 120_000)
})
