// What a new user meets in forms and the account area (issue 11, items 2, 10, 11 and 12), in
// Chromium against the real server: a category suggestion opens that category's products; a
// required field is not red before the user has done anything, only after leaving it or
// submitting; the phone account tab bar fits a 390 px screen; the city select keeps its
// placeholder after a refused address.
import type { Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, unwrap } from '#sdk'
import { client, nextPhone } from '../api/harness'
import { DESKTOP, type E2E, screenshot, signIn, startE2E } from './harness'
import { hydratedAndIdle } from './waits'

const NARROW = { width: 390, height: 844 }

/** Whether an element's border is the danger red (the colour the field recipe uses). */
async function hasRedBorder(control: Locator): Promise<boolean> {
  return control.evaluate(async (el) => {
    // The border colour eases in (a 0.15 s transition): read it once that has ended.
    await Promise.all(el.getAnimations().map((a) => a.finished.catch(() => undefined)))
    const probe = document.createElement('span')
    probe.style.color = 'var(--colors-danger-default)'
    document.body.append(probe)
    const red = getComputedStyle(probe).color
    probe.remove()
    return getComputedStyle(el).borderTopColor === red
  })
}

/** The visible error messages of a form (Ark's ErrorText parts). */
async function errorTexts(scope: Locator | Page): Promise<string[]> {
  return scope.locator('[data-part=error-text]:visible').allTextContents()
}

/** Every required control of a form is neither red nor marked invalid, and no message shows. */
async function expectNoErrors(form: Locator) {
  const controls = form.locator('input, textarea, select')
  const n = await controls.count()
  expect(n).toBeGreaterThan(0)
  for (let i = 0; i < n; i++) {
    const control = controls.nth(i)
    expect([i, await hasRedBorder(control)]).toEqual([i, false])
    expect([i, await control.getAttribute('aria-invalid')]).toEqual([i, null])
  }
  expect(await errorTexts(form)).toEqual([])
}

async function signedInPage(e2e: E2E, path: string, viewport = DESKTOP) {
  const { page, context } = await e2e.newPage(viewport)
  await page.goto(`${e2e.server.origin}/login?returnTo=${encodeURIComponent(path)}`)
  await signIn(e2e, page, nextPhone())
  await page.waitForURL((url) => url.pathname === path)
  return { page, context }
}

describe('forms and the account area in Chromium (issue 11)', () => {
  let e2e: E2E
  let api: ApiClient
  beforeAll(async () => {
    e2e = await startE2E({ seed: { products: 400 } })
    api = client(e2e.server).api
  })
  afterAll(async () => {
    await e2e?.close()
  })

  it("opens a category suggestion on that category's products", async () => {
    const { page, context } = await e2e.newPage(DESKTOP)
    await page.goto(`${e2e.server.origin}/`)
    const box = page.getByRole('combobox', { name: 'جستجو در راسته' })
    // Typed once the app has taken the box over (beside another file, a page hydrates later).
    await hydratedAndIdle(box)
    await box.pressSequentially('لوازم تحریر', { delay: 30 })
    const option = page
      .getByRole('listbox', { name: 'پیشنهادهای جستجو' })
      .getByRole('option')
      .filter({ hasText: /^کتاب و لوازم تحریردر کتاب و لوازم تحریر$/ })
    await option.click()
    await page.waitForURL((url) => url.pathname === '/products' && url.searchParams.has('category'))
    const url = new URL(page.url())
    const category = Number(url.searchParams.get('category'))
    expect(url.searchParams.get('search')).toBe('کتاب و لوازم تحریر')

    // What the API lists for the category alone is what the page shows.
    const expected = await unwrap(api.GET('/public/products', { params: { query: { category, limit: 20 } } }))
    expect(expected.items.length).toBeGreaterThan(0)
    await page.getByRole('heading', { level: 1, name: 'کتاب و لوازم تحریر', exact: true }).waitFor()
    await page.getByTestId('product-card').first().waitFor()
    expect(await page.getByText('نتیجه‌ای یافت نشد').count()).toBe(0)
    const shown = await page.getByTestId('product-card').locator('h3, h2').allTextContents()
    expect(shown.length).toBeGreaterThan(0)
    // (Lists render progressively: the cards shown are the API's, in its order.)
    expect(shown).toEqual(expected.items.slice(0, shown.length).map((p) => p.name_fa))
    await context.close()
  })

  it('shows no error on forms just opened; leaving an empty required field or submitting shows it', async () => {
    // /register-store: the name and mobile number.
    const { page, context } = await e2e.newPage(NARROW)
    await page.goto(`${e2e.server.origin}/register-store`)
    const signup = page.locator('form').filter({ has: page.getByLabel('نام و نام خانوادگی') })
    // The app has taken the form over and had an idle moment: anything it checks on opening has shown.
    await hydratedAndIdle(signup)
    await expectNoErrors(signup)
    await screenshot(page, 'register-store-fresh-390')
    const name = signup.getByLabel('نام و نام خانوادگی')
    await name.focus()
    await name.blur()
    expect(await errorTexts(signup)).toEqual(['نام و نام خانوادگی را وارد کنید'])
    expect(await hasRedBorder(name)).toBe(true)
    expect(await hasRedBorder(signup.getByLabel('شماره موبایل'))).toBe(false)
    await name.fill('مریم')
    expect(await errorTexts(signup)).toEqual([]) // the shown message follows the typing
    await signup.getByRole('button', { name: 'دریافت کد تأیید' }).click()
    expect(await errorTexts(signup)).toEqual(['شماره موبایل را وارد کنید'])

    // The password login.
    await page.goto(`${e2e.server.origin}/login`)
    await page.getByRole('button', { name: 'ورود با رمز عبور' }).click()
    const login = page.locator('form').filter({ has: page.getByLabel('رمز عبور') })
    await login.waitFor()
    await expectNoErrors(login)
    await login.getByRole('button', { name: 'ورود', exact: true }).click()
    expect(await errorTexts(login)).toEqual(['شماره موبایل را وارد کنید', 'رمز عبور را وارد کنید'])
    expect(await hasRedBorder(login.getByLabel('رمز عبور'))).toBe(true)
    await context.close()

    // The profile settings: name and password.
    const signed = await signedInPage(e2e, '/profile/settings', NARROW)
    const settings = signed.page
    const password = settings.locator('form').filter({ has: settings.getByLabel('رمز عبور جدید', { exact: true }) })
    await password.waitFor()
    const nameForm = settings.locator('form').filter({ has: settings.getByLabel('نام و نام خانوادگی') })
    await expectNoErrors(nameForm)
    await expectNoErrors(password)
    const fresh = password.getByLabel('رمز عبور جدید', { exact: true })
    await fresh.focus()
    await fresh.blur()
    expect(await errorTexts(password)).toEqual(['رمز عبور جدید را وارد کنید'])
    expect(await hasRedBorder(fresh)).toBe(true)
    await nameForm.getByRole('button', { name: 'ذخیره نام' }).click()
    expect(await errorTexts(nameForm)).toEqual(['نام و نام خانوادگی را وارد کنید'])
    await signed.context.close()
  })

  it('fits every account tab within a 390 px screen', async () => {
    const { page, context } = await signedInPage(e2e, '/profile/settings', NARROW)
    const tabs = page.getByRole('navigation', { name: 'حساب کاربری' })
    await tabs.getByRole('button', { name: 'خروج' }).waitFor()
    const items = tabs.locator('a, button')
    expect(await items.allTextContents()).toEqual([
      'سفارش‌ها',
      'علاقه‌مندی‌ها',
      'دیدگاه‌ها',
      'مرجوعی‌ها',
      'نشانی‌ها',
      'تنظیمات',
      'خروج',
    ])
    const bar = await tabs.boundingBox()
    for (let i = 0; i < 7; i++) {
      const box = await items.nth(i).boundingBox()
      expect(box).not.toBeNull()
      if (!box || !bar) continue
      // Within the viewport and the bar (which does not scroll them out of view).
      expect([i, box.x >= 0 && box.x + box.width <= NARROW.width]).toEqual([i, true])
      expect([i, box.x >= bar.x - 0.5 && box.x + box.width <= bar.x + bar.width + 0.5]).toEqual([i, true])
      // Each label fits its own tab (none runs into its neighbour).
      expect([i, await items.nth(i).evaluate((el) => el.scrollWidth <= el.clientWidth)]).toEqual([i, true])
    }
    expect(await tabs.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true)
    await screenshot(page, 'account-tabs-390')
    await context.close()
  })

  it('keeps the city placeholder after a refused address', async () => {
    const { page, context } = await signedInPage(e2e, '/profile/addresses', NARROW)
    await page.getByRole('button', { name: 'افزودن نشانی' }).first().click()
    const dialog = page.getByRole('dialog')
    const city = dialog.getByLabel('شهر')
    const province = dialog.getByLabel('استان')
    const placeholderOf = (select: Locator) =>
      select.evaluate((el: HTMLSelectElement) => el.selectedOptions[0]?.textContent ?? '')
    expect(await placeholderOf(city)).toBe('ابتدا استان را انتخاب کنید')
    await dialog.getByRole('button', { name: 'ذخیره نشانی' }).click()
    await dialog.getByText('استان را انتخاب کنید').first().waitFor()
    expect(await placeholderOf(province)).toBe('انتخاب استان')
    expect(await placeholderOf(city)).toBe('ابتدا استان را انتخاب کنید')
    await screenshot(page, 'address-refused-390')

    // With a province but no city, the refused form still shows «انتخاب شهر».
    await province.selectOption('تهران')
    expect(await placeholderOf(city)).toBe('انتخاب شهر')
    await dialog.getByRole('button', { name: 'ذخیره نشانی' }).click()
    await dialog.getByText('شهر را انتخاب کنید').first().waitFor()
    expect(await placeholderOf(city)).toBe('انتخاب شهر')
    await context.close()
  })
})
