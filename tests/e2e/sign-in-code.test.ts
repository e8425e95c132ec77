// The sign-in code screen: a 429 for too many codes counts down (Persian digits) with the button
// disabled until the server allows a new code (issue 11 item 3), and a wrong code is the code
// field's own error, announced to assistive technology (issue 11 item 12).
import { eq, sql } from 'drizzle-orm'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { otpCodes } from '../../server/db/schema/index'
import { nextIp, nextPhone } from '../api/harness'
import { type E2E, screenshot, startE2E, toPersian } from './harness'
import { appSettled } from './waits'

let e2e: E2E
beforeAll(async () => {
  e2e = await startE2E()
})
afterAll(async () => {
  await e2e?.close()
})

/** The Persian-digit number in the countdown, as a number. */
async function secondsShown(page: Page): Promise<number> {
  const text = (await page.getByRole('timer').textContent()) ?? ''
  const digits = text.match(/[۰-۹]+/)?.[0] ?? ''
  expect(text).not.toMatch(/[0-9]/)
  return Number(digits.replace(/[۰-۹]/g, (d) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(d))))
}

describe('sign-in code screen', () => {
  it('counts down in Persian digits after too many code requests, with the button disabled, then lets the user ask', async () => {
    const phone = nextPhone()
    const { page, context } = await e2e.newPage()
    await page.goto(`${e2e.server.origin}/login`)
    // Once the app runs the page, its clock is Playwright's: the countdown's seconds pass when the
    // test says so.
    await appSettled(page)
    await page.clock.install()
    await page.getByLabel('شماره موبایل').fill(toPersian(phone))
    // A code went to this phone 55 seconds ago (another device): the next one is 5 seconds away.
    await e2e.server.app.deps.db.insert(otpCodes).values({
      phone,
      purpose: 'login',
      codeHash: 'x',
      ip: nextIp(),
      createdAt: new Date(Date.now() - 55_000),
      expiresAt: new Date(Date.now() + 60_000),
    })
    const button = page.getByRole('button', { name: 'دریافت کد تأیید' })
    await button.click()
    const timer = page.getByRole('timer')
    await timer.waitFor()
    expect(await timer.textContent()).toContain('دیگر می‌توانید دوباره کد بخواهید')
    const first = await secondsShown(page)
    expect(first).toBeGreaterThanOrEqual(2)
    expect(first).toBeLessThanOrEqual(5)
    expect(await button.isDisabled()).toBe(true)
    await page.clock.runFor(1_100)
    await expect.poll(() => secondsShown(page)).toBeLessThan(first)
    await screenshot(page, 'login-code-wait')
    // When the wait is over the countdown goes and the button asks for a code again. The page's
    // clock jumps past the wait, and the server's with it: the earlier code is as much older.
    await page.clock.runFor(first * 1_000)
    const skipped = (1_100 + first * 1_000) / 1_000
    await e2e.server.app.deps.db
      .update(otpCodes)
      .set({ createdAt: sql`${otpCodes.createdAt} - make_interval(secs => ${skipped})` })
      .where(eq(otpCodes.phone, phone))
    await timer.waitFor({ state: 'detached' })
    expect(await button.isEnabled()).toBe(true)
    await button.click()
    await page.getByLabel('کد تأیید').waitFor()
    expect(e2e.server.sms.lastCode(phone, 'login')).toMatch(/^\d{6}$/)
    await context.close()
  })

  it('shows a wrong code as the code field’s error, tied to the field, and clears it on typing', async () => {
    const phone = nextPhone()
    const { page, context } = await e2e.newPage()
    await page.goto(`${e2e.server.origin}/login`)
    await page.getByLabel('شماره موبایل').fill(toPersian(phone))
    await page.getByRole('button', { name: 'دریافت کد تأیید' }).click()
    const input = page.getByLabel('کد تأیید')
    await input.waitFor()
    const code = e2e.server.sms.lastCode(phone, 'login') as string
    const wrong = code === '123456' ? '654321' : '123456'
    // The sixth digit sends the code by itself.
    await input.fill(toPersian(wrong))

    const message = page.getByText('کد تأیید نادرست است', { exact: true })
    await message.waitFor()
    expect(await input.getAttribute('aria-invalid')).toBe('true')
    const describedBy = (await input.getAttribute('aria-describedby')) ?? ''
    const messageId = await message.getAttribute('id')
    expect(messageId).toBeTruthy()
    expect(describedBy.split(/\s+/)).toContain(messageId)
    await screenshot(page, 'login-code-wrong')

    // Typing again clears the error; the right code signs in as its sixth digit is typed.
    await input.fill(code.slice(0, 5))
    expect(await input.getAttribute('aria-invalid')).toBeNull()
    expect(await message.count()).toBe(0)
    await input.pressSequentially(code.slice(5))
    await page.waitForURL((url) => !url.pathname.startsWith('/login'))
    await context.close()
  })

  it('takes the SMS’s code from the browser where it reads it (WebOTP), and stops waiting when the step closes', async () => {
    const { page, context } = await e2e.newPage()
    // Chrome on Android reads the code from the SMS (its last line is `@host #code`); here the
    // browser's side is played by the test: what the page asked for, and the code handed back.
    await context.addInitScript(() => {
      const asked: { transport: unknown; aborted: boolean }[] = []
      let hand: ((code: string) => void) | undefined
      Object.assign(window, { OTPCredential: class {}, __otp: { asked, hand: (code: string) => hand?.(code) } })
      const get = navigator.credentials.get.bind(navigator.credentials)
      navigator.credentials.get = (options?: CredentialRequestOptions & { otp?: { transport: string[] } }) => {
        if (!options?.otp) return get(options)
        const request = { transport: options.otp.transport, aborted: false }
        asked.push(request)
        return new Promise((resolve, reject) => {
          hand = (code) => resolve({ id: '', type: 'otp', code } as unknown as Credential)
          options.signal?.addEventListener('abort', () => {
            request.aborted = true
            reject(new DOMException('aborted', 'AbortError'))
          })
        })
      }
    })
    type Otp = { __otp: { asked: { transport: unknown; aborted: boolean }[]; hand: (code: string) => void } }
    const asked = () => page.evaluate(() => (window as unknown as Otp).__otp.asked)
    await page.goto(`${e2e.server.origin}/login`)
    await appSettled(page)

    // The code step asks the browser for the SMS's code; going back to the phone stops it.
    await page.getByLabel('شماره موبایل').fill(toPersian(nextPhone()))
    await page.getByRole('button', { name: 'دریافت کد تأیید' }).click()
    await page.getByLabel('کد تأیید').waitFor()
    await expect.poll(asked).toEqual([{ transport: ['sms'], aborted: false }])
    await page.getByRole('button', { name: 'ویرایش شماره' }).click()
    await expect.poll(asked).toEqual([{ transport: ['sms'], aborted: true }])

    // Another number: the code arrives, the browser hands it over, and it signs in as typed would.
    const phone = nextPhone()
    await page.getByLabel('شماره موبایل').fill(toPersian(phone))
    await page.getByRole('button', { name: 'دریافت کد تأیید' }).click()
    await page.getByLabel('کد تأیید').waitFor()
    await expect.poll(async () => (await asked()).length).toBe(2)
    const code = e2e.server.sms.lastCode(phone, 'login') as string
    await page.evaluate((c) => (window as unknown as Otp).__otp.hand(c), code)
    await page.waitForURL((url) => !url.pathname.startsWith('/login'))
    expect(await page.evaluate(() => localStorage.getItem('rasteh:access_token'))).toBeTruthy()
    await context.close()
  })
})
