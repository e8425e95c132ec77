// The panels of issue 32 in Chromium against the real server. A seller answers a buyer's question
// from a phone (412 px): the question is asked and approved through the SDK, the seller opens the
// inbox (the sidebar counts it), answers in place, the question leaves the inbox, the count goes,
// and the product's public questions carry the answer as «فروشنده» with the store's name. An
// admin at 1280 px rejects a review with the reason its author will see and approves two at once;
// the database holds each decision and its audit row. Screenshots at 412 and 1280 px with SHOTS=1.
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { unwrap } from '#sdk'
import { persianSpelling } from '#sdk/rules/text'
import * as t from '../../server/db/schema/index'
import { makeOffer } from '../api/fixtures/shop'
import { signInAdmin } from '../api/fixtures/stores'
import { signIn as apiSignIn, client } from '../api/harness'
import { type E2E, PHONE, startE2E, toPersian } from './harness'
import { customerWithAddress, deliveredOrder, pageAs, storeWithSeller } from './trust-shop'
import { settledScreenshot } from './waits'

const DESKTOP_1280 = { width: 1280, height: 800 }
const ANSWER = 'بله، ولتاژ ۲۲۰ ولت و دوشاخهٔ استاندارد ایران دارد.'
const REASON = 'دیدگاه دربارهٔ ارسال است، نه خود کالا؛ لطفاً به پشتیبانی پیام دهید.'

/** Nothing is wider than the window (a long product name, a review's text, a reason). */
async function expectNoOverflow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
}

/** Both widths, only with SHOTS=1; the page is left at `back`. */
async function shoot(page: Page, name: string, back: { width: number; height: number }) {
  if (!process.env.SHOTS) return
  for (const [size, viewport] of [
    ['412', PHONE],
    ['1280', DESKTOP_1280],
  ] as const) {
    await page.setViewportSize(viewport)
    await settledScreenshot(page, `trust-panels-${name}-${size}`, { fullPage: true })
  }
  await page.setViewportSize(back)
}

describe('trust panels in Chromium', () => {
  let e2e: E2E
  beforeAll(async () => {
    e2e = await startE2E()
  }, 600_000)
  afterAll(async () => {
    await e2e?.close()
  })

  it('a seller answers a question from a phone; it leaves the inbox and shows as «فروشنده»', async () => {
    const db = e2e.server.app.deps.db
    const { store, seller } = await storeWithSeller(e2e.server)
    const offer = await makeOffer(db, store.id, 420_000, 8)
    const asker = await apiSignIn(e2e.server)
    const admin = await signInAdmin(e2e.server)
    const asked = await unwrap(
      asker.api.POST('/products/{id}/questions', {
        params: { path: { id: offer.productId } },
        body: { body: 'این کتری برقی برای ۲۲۰ ولت ساخته شده است؟' },
      }),
    )
    await unwrap(
      admin.api.POST('/admins/questions/{id}/moderate', {
        params: { path: { id: asked.id } },
        body: { decision: 'approve' },
      }),
    )

    const { page, context } = await pageAs(e2e, seller, PHONE)
    await page.goto(`${e2e.server.origin}/providers/${store.id}/questions`)
    const question = page.getByRole('article', { name: new RegExp(offer.name) })
    await question.getByText('این کتری برقی برای ۲۲۰ ولت ساخته شده است؟').waitFor()
    // The inbox's tab and the sidebar (a drawer on a phone) count it.
    await page
      .getByRole('tab', { name: /بی‌پاسخ/ })
      .getByLabel('۱ پرسش بی‌پاسخ')
      .waitFor()
    await page.getByRole('button', { name: 'منوی پنل فروشنده' }).click()
    const drawerNav = page.getByRole('navigation', { name: 'خریداران و عملکرد' })
    await drawerNav.getByLabel('۱ پرسش بی‌پاسخ').waitFor()
    await shoot(page, 'seller-menu', PHONE)
    await page.keyboard.press('Escape')
    await drawerNav.waitFor({ state: 'hidden' })
    await expectNoOverflow(page)
    await shoot(page, 'seller-inbox', PHONE)

    await question.getByRole('button', { name: 'پاسخ دهید' }).click()
    const field = question.getByLabel(/پاسخ شما به پرسش/)
    await expect.poll(() => field.evaluate((el) => el === document.activeElement)).toBe(true)
    // Too short: refused in place, nothing sent.
    await question.getByRole('button', { name: 'ثبت پاسخ' }).click()
    await question.getByText('پاسخ را بنویسید (دست‌کم دو حرف).').waitFor()
    await field.fill(ANSWER)
    // The send button is on screen (a thumb's size) while the field has the focus.
    const send = question.getByRole('button', { name: 'ثبت پاسخ' })
    const box = await send.boundingBox()
    expect(box && box.y >= 0 && box.y + box.height <= PHONE.height).toBe(true)
    expect(box && box.height >= 44).toBe(true)
    await expectNoOverflow(page)
    await shoot(page, 'seller-answering', PHONE)
    await send.click()

    await page.getByText('پرسش بی‌پاسخی ندارید').waitFor()
    await expect.poll(() => page.getByLabel('۱ پرسش بی‌پاسخ').count()).toBe(0)
    await shoot(page, 'seller-inbox-empty', PHONE)
    // Answered ones are still there under «همه پرسش‌ها», with the store's answer.
    await page.getByRole('tab', { name: 'همه پرسش‌ها' }).click()
    await page
      .getByRole('article', { name: new RegExp(offer.name) })
      .getByText('پاسخ شما')
      .waitFor()

    const rows = await db.select().from(t.answers).where(eq(t.answers.questionId, asked.id))
    expect(rows.map((a) => [a.kind, a.storeId, a.body])).toEqual([['seller', store.id, persianSpelling(ANSWER)]])
    const anyone = client(e2e.server)
    const shown = await unwrap(
      anyone.api.GET('/public/products/{id}/questions', { params: { path: { id: offer.productId } } }),
    )
    const answer = shown.items.find((q) => q.id === asked.id)?.answers[0]
    expect([answer?.kind, answer?.store?.name, answer?.body]).toEqual(['seller', store.name, persianSpelling(ANSWER)])
    await context.close()
  }, 300_000)

  it('an admin rejects a review with a reason and approves two at once', async () => {
    const db = e2e.server.app.deps.db
    const shop = await storeWithSeller(e2e.server)
    const buyer = await customerWithAddress(e2e.server)
    // Three delivered purchases, each reviewed with text (so each waits for an admin).
    const items: number[] = []
    for (const price of [180_000, 95_000, 1_250_000]) {
      const offer = await makeOffer(db, shop.store.id, price, 5)
      const order = await deliveredOrder(buyer, shop, offer.offerId)
      items.push(order.items[0].id)
    }
    const texts = [
      { rating: 2, title: 'بسته‌بندی ضعیف', body: 'جعبه له شده بود و یکی از پیچ‌ها نبود.' },
      { rating: 5, title: 'عالی و به‌موقع', body: 'دقیقاً همان چیزی بود که در عکس‌ها دیدم.' },
      { rating: 4, title: 'ارزش خرید دارد', body: 'کیفیت خوب، فقط رنگش کمی تیره‌تر است.' },
    ]
    const shown = texts.map((text) => persianSpelling(text.body))
    const reviewIds: number[] = []
    for (const [i, item] of items.entries()) {
      const review = await unwrap(buyer.customer.api.POST('/reviews', { body: { order_item_id: item, ...texts[i] } }))
      expect(review.status).toBe('pending')
      reviewIds.push(review.id)
    }
    const [rejectedId, ...approvedIds] = reviewIds

    const admin = await signInAdmin(e2e.server)
    const adminId = (
      await db
        .select()
        .from(t.users)
        .where(sql`phone = ${(await unwrap(admin.api.GET('/auth/profile'))).phone}`)
    )[0].id
    const { page, context } = await pageAs(e2e, admin, DESKTOP_1280)
    await page.goto(`${e2e.server.origin}/admin/reviews`)
    const queue = page.getByRole('region', { name: 'صف بررسی دیدگاه‌ها' })
    for (const body of shown) await queue.getByText(body).waitFor()
    const nav = page.getByRole('navigation', { name: 'پنل مدیریت' })
    await nav
      .getByRole('link', { name: /دیدگاه‌ها/ })
      .getByLabel(/دیدگاه در انتظار بررسی/)
      .waitFor()
    await expectNoOverflow(page)
    await page.setViewportSize(PHONE)
    await expectNoOverflow(page)
    await page.setViewportSize(DESKTOP_1280)
    await shoot(page, 'admin-queue', DESKTOP_1280)

    // Reject the first, with its reason (an empty one is refused in the dialog).
    const first = queue.getByRole('article').filter({ hasText: shown[0] })
    await first.getByRole('button', { name: 'رد کردن' }).click()
    const dialog = page.getByRole('alertdialog')
    await dialog.getByRole('button', { name: 'رد دیدگاه' }).click()
    await dialog.getByText('دلیل را بنویسید (دست‌کم دو حرف).').waitFor()
    await dialog.getByLabel('دلیل').fill(REASON)
    await shoot(page, 'admin-reject-dialog', DESKTOP_1280)
    await dialog.getByRole('button', { name: 'رد دیدگاه' }).click()
    await dialog.waitFor({ state: 'detached' })
    await expect.poll(() => queue.getByText(shown[0]).count()).toBe(0)

    // Approve the other two at once.
    for (const body of shown.slice(1))
      await queue.getByRole('article').filter({ hasText: body }).getByRole('checkbox').check()
    await queue.getByRole('button', { name: `تأیید ${toPersian(2)} مورد انتخاب‌شده` }).click()
    await page.getByText('دیدگاهی در انتظار بررسی نیست').waitFor()
    await shoot(page, 'admin-queue-empty', DESKTOP_1280)

    const rows = await db.select().from(t.reviews).where(inArray(t.reviews.id, reviewIds))
    const byId = new Map(rows.map((r) => [r.id, r]))
    expect([byId.get(rejectedId)?.status, byId.get(rejectedId)?.rejectReason]).toEqual([
      'rejected',
      persianSpelling(REASON),
    ])
    expect(approvedIds.map((id) => byId.get(id)?.status)).toEqual(['published', 'published'])
    // Each decision is in the audit log: the rejection with its reason, one approval per review.
    const audit = await db
      .select()
      .from(t.adminAudit)
      .where(and(eq(t.adminAudit.targetType, 'review'), inArray(t.adminAudit.targetId, reviewIds)))
    expect(audit.map((a) => [a.action, a.targetId, a.note, a.adminId]).sort()).toEqual(
      [
        ['review.approve', approvedIds[0], null, adminId],
        ['review.approve', approvedIds[1], null, adminId],
        ['review.reject', rejectedId, persianSpelling(REASON), adminId],
      ].sort(),
    )

    // The rejected tab shows it with the reason its author sees.
    await page.getByRole('tab', { name: 'ردشده' }).click()
    await page.waitForURL((u) => u.searchParams.get('status') === 'rejected')
    const rejected = queue.getByRole('article').filter({ hasText: shown[0] })
    await rejected.getByText(`دلیل رد: ${persianSpelling(REASON)}`).waitFor()
    await shoot(page, 'admin-rejected', DESKTOP_1280)
    await context.close()
  }, 300_000)

  it('a seller answers a review once and reads its score; an admin removes a reported answer', async () => {
    const db = e2e.server.app.deps.db
    const shop = await storeWithSeller(e2e.server)
    const buyer = await customerWithAddress(e2e.server)
    const admin = await signInAdmin(e2e.server)
    const offer = await makeOffer(db, shop.store.id, 320_000, 5)
    const worded = await deliveredOrder(buyer, shop, offer.offerId)
    const starsOnly = await deliveredOrder(buyer, shop, (await makeOffer(db, shop.store.id, 75_000, 5)).offerId)
    const review = await unwrap(
      buyer.customer.api.POST('/reviews', {
        body: {
          order_item_id: worded.items[0].id,
          rating: 3,
          body: 'رسید ولی کارتنش خیس بود.',
          weaknesses: ['بسته‌بندی'],
        },
      }),
    )
    await unwrap(
      admin.api.POST('/admins/reviews/{id}/moderate', {
        params: { path: { id: review.id } },
        body: { decision: 'approve' },
      }),
    )
    // A rating alone is published at once.
    await unwrap(buyer.customer.api.POST('/reviews', { body: { order_item_id: starsOnly.items[0].id, rating: 5 } }))

    const { page, context } = await pageAs(e2e, shop.seller, PHONE)
    await page.goto(`${e2e.server.origin}/providers/${shop.store.id}/reviews?unanswered=true`)
    const card = page.getByRole('article').filter({ hasText: persianSpelling('رسید ولی کارتنش خیس بود.') })
    await card.waitFor()
    await expect.poll(() => page.getByRole('article').count()).toBe(2)
    await card.getByRole('button', { name: 'پاسخ دهید' }).click()
    await card.getByLabel(/پاسخ شما به دیدگاه/).fill('پوزش می‌خواهیم؛ از این پس کارتن‌ها را در نایلون می‌پیچیم.')
    await card.getByRole('button', { name: 'ثبت پاسخ' }).click()
    // It leaves «بدون پاسخ»; under «همه دیدگاه‌ها» it shows the answer, and no second form.
    await expect.poll(() => page.getByRole('article').count()).toBe(1)
    await page.getByRole('tab', { name: 'همه دیدگاه‌ها' }).click()
    await card.getByText('پاسخ شما').waitFor()
    expect(await card.getByRole('button', { name: 'پاسخ دهید' }).count()).toBe(0)
    await expectNoOverflow(page)
    await shoot(page, 'seller-reviews', PHONE)
    const [row] = await db.select().from(t.reviews).where(eq(t.reviews.id, review.id))
    expect(row.answer).toBe(persianSpelling('پوزش می‌خواهیم؛ از این پس کارتن‌ها را در نایلون می‌پیچیم.'))

    // Two orders in 90 days: «فروشنده جدید», with how many more are needed, and each part.
    await page.goto(`${e2e.server.origin}/providers/${shop.store.id}/score`)
    await page.getByText('فروشنده جدید').waitFor()
    await page.getByText(/۳ سفارش دیگر لازم است/).waitFor()
    for (const part of ['ارسال به‌موقع', 'لغو از سوی فروشنده', 'مرجوعی به‌خاطر فروشنده', 'امتیاز خریداران'])
      await page.getByRole('heading', { name: part }).waitFor()
    await page.getByText('هنوز داده‌ای نیست').first().waitFor()
    await expectNoOverflow(page)
    await shoot(page, 'seller-score', PHONE)
    await context.close()

    // A question answered by the seller, the answer reported: the admin removes it with a reason.
    const asker = await apiSignIn(e2e.server)
    const asked = await unwrap(
      asker.api.POST('/products/{id}/questions', {
        params: { path: { id: offer.productId } },
        body: { body: 'ابعاد کارتن چقدر است؟' },
      }),
    )
    await unwrap(
      admin.api.POST('/admins/questions/{id}/moderate', {
        params: { path: { id: asked.id } },
        body: { decision: 'approve' },
      }),
    )
    const answered = await unwrap(
      shop.seller.api.POST('/questions/{id}/answers', {
        params: { path: { id: asked.id } },
        body: { body: 'با ما در تلگرام تماس بگیرید.', store_id: shop.store.id },
      }),
    )
    const answerId = answered.answers[0].id
    await unwrap(
      client(e2e.server).api.POST('/public/answers/{id}/report', {
        params: { path: { id: answerId } },
        body: { reason: 'spam' },
      }),
    )
    const adminPage = await pageAs(e2e, admin, DESKTOP_1280)
    await adminPage.page.goto(`${e2e.server.origin}/admin/questions?status=published&reported=true`)
    const question = adminPage.page.getByRole('article').filter({ hasText: persianSpelling('ابعاد کارتن چقدر است؟') })
    await question.getByText('۱ گزارش').first().waitFor()
    await expectNoOverflow(adminPage.page)
    await shoot(adminPage.page, 'admin-questions', DESKTOP_1280)
    await question.getByRole('button', { name: 'حذف پاسخ' }).click()
    const dialog = adminPage.page.getByRole('alertdialog')
    await dialog.getByLabel('دلیل').fill('تبلیغ راه ارتباطی بیرون از راسته')
    await dialog.getByRole('button', { name: 'حذف پاسخ' }).click()
    await dialog.waitFor({ state: 'detached' })
    // Its only report was on the answer: the question leaves the reported list.
    await expect.poll(() => question.count()).toBe(0)
    expect(await db.select().from(t.answers).where(eq(t.answers.id, answerId))).toEqual([])
    await adminPage.context.close()
  }, 300_000)
})
