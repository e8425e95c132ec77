// A buyer reviews what was delivered, in Chromium against the real server (issue 32): from the
// order's page «ثبت دیدگاه» opens the form; the stars are a radio group chosen from the keyboard;
// a review with text is «در انتظار بررسی» in «دیدگاه‌های من»; once an admin approves it (through
// the SDK) a visitor finds it on the product page with «خریدار», the store and a Jalali date, and
// the summary counts it. Writing needs a connection and says so offline.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Schemas, unwrap } from '#sdk'
import { png } from '../api/fixtures/images'
import { makeOffer } from '../api/fixtures/shop'
import { signInAdmin } from '../api/fixtures/stores'
import type { TestClient } from '../api/harness'
import { type E2E, PHONE, screenshot, startE2E, toPersian } from './harness'
import { customerWithAddress, deliveredOrder, pageAs, scrollToReviews, storeWithSeller } from './trust-shop'
import { appSettled, settledScreenshot } from './waits'

const DESKTOP_1280 = { width: 1280, height: 900 }

describe('a buyer’s review in Chromium', () => {
  let e2e: E2E
  let buyer: Awaited<ReturnType<typeof customerWithAddress>>
  let admin: TestClient
  let order: Schemas['PublicOrder']
  let product: { productId: number; name: string; slug: string }
  let storeName: string

  beforeAll(async () => {
    e2e = await startE2E()
    const shop = await storeWithSeller(e2e.server)
    storeName = shop.store.name
    const offer = await makeOffer(e2e.server.app.deps.db, shop.store.id, 2_450_000, 20)
    buyer = await customerWithAddress(e2e.server)
    order = await deliveredOrder(buyer, shop, offer.offerId)
    product = { productId: offer.productId, name: offer.name, slug: order.items[0].product_slug }
    admin = await signInAdmin(e2e.server)
  }, 180_000)
  afterAll(async () => {
    await e2e?.close()
  })

  const productPath = () => `/products/${product.productId}/${product.slug}`

  it('writes a review from the order page and sees it pending, then published on the product page', async () => {
    const { page, context } = await pageAs(e2e, buyer.customer, PHONE)
    await page.goto(`${e2e.server.origin}/orders/${order.id}`)
    await page.getByRole('link', { name: 'ثبت دیدگاه' }).click()
    await page.waitForURL((url) => url.pathname === `/orders/${order.id}/review/${order.items[0].id}`)
    await page.getByRole('heading', { name: 'ثبت دیدگاه' }).waitFor()
    await page.getByText(`خریده از ${storeName}`).waitFor()

    // Sending without stars says what is missing, and nothing is saved.
    await page.getByRole('button', { name: 'ثبت دیدگاه' }).click()
    await page.getByText('امتیاز خود را با ستاره‌ها انتخاب کنید').waitFor()
    expect((await unwrap(buyer.customer.api.GET('/reviews/mine'))).total).toBe(0)

    // The stars are a radio group: choose one, move on with an arrow key, each named for a reader.
    const three = page.getByRole('radio', { name: '۳ ستاره، معمولی' })
    await three.check()
    await three.press('ArrowDown')
    await expect.poll(() => page.getByRole('radio', { name: '۴ ستاره، خوب' }).isChecked()).toBe(true)
    await page.getByLabel('عنوان دیدگاه (اختیاری)').fill('ارزش خرید دارد')
    await page.getByLabel('متن دیدگاه (اختیاری)').fill('بسته‌بندی سالم بود و کالا همان بود که در عکس‌ها دیده می‌شد.')
    await page.getByLabel(/^نقاط قوت/).fill('کیفیت ساخت خوب')
    await page.getByRole('button', { name: 'افزودن به نقاط قوت' }).click()
    await page.getByLabel(/^نقاط ضعف/).fill('بدون دفترچه راهنما')
    await page.getByLabel(/^نقاط ضعف/).press('Enter')
    await page.getByRole('listitem').filter({ hasText: 'بدون دفترچه راهنما' }).waitFor()
    // A photo through the upload pipeline (folder reviews), as the panels' uploader sends it.
    await page
      .getByLabel('تصویر از کالا (اختیاری)', { exact: true })
      .first()
      .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: await png() })
    await page.getByRole('img', { name: 'تصویر ۱' }).waitFor()
    await settledScreenshot(page, 'reviews-form-phone', { fullPage: true })
    await page.getByRole('button', { name: 'ثبت دیدگاه' }).click()

    await page.waitForURL((url) => url.pathname === '/profile/reviews')
    const mine = page.getByTestId('my-review').filter({ hasText: product.name })
    await mine.getByText('در انتظار بررسی').waitFor()
    await screenshot(page, 'reviews-mine-pending-phone', { fullPage: true })
    const [review] = (await unwrap(buyer.customer.api.GET('/reviews/mine'))).items
    expect(review).toMatchObject({ rating: 4, title: 'ارزش خرید دارد', status: 'pending' })
    expect(review.strengths).toEqual(['کیفیت ساخت خوب'])
    expect(review.weaknesses).toEqual(['بدون دفترچه راهنما'])
    expect(review.photos).toHaveLength(1)
    expect(review.photos[0].url).toMatch(/^\/uploads\/reviews\//)

    // Not on the product page while it waits.
    const visitor = await e2e.newPage(PHONE)
    await visitor.page.goto(`${e2e.server.origin}${productPath()}`)
    await scrollToReviews(visitor.page)
    await visitor.page.getByText('هنوز دیدگاهی برای این کالا منتشر نشده است', { exact: false }).waitFor()

    await unwrap(
      admin.api.POST('/admins/reviews/{id}/moderate', {
        params: { path: { id: review.id } },
        body: { decision: 'approve' },
      }),
    )

    await visitor.page.reload()
    await scrollToReviews(visitor.page)
    const published = visitor.page.getByTestId('review').filter({ hasText: 'ارزش خرید دارد' })
    await published.waitFor()
    await published.getByText('خریدار', { exact: true }).waitFor()
    await published.getByText(`خریده از ${storeName}`).waitFor()
    await published.getByText('کیفیت ساخت خوب').waitFor()
    await published.getByRole('img', { name: 'تصویر ۱ از خریدار' }).waitFor()
    // A Jalali date: a Persian month's name and a year in Persian digits.
    expect(await published.locator('time').textContent()).toMatch(/[۰-۹]+ [\u0600-\u06FF]+ ۱۴[۰-۹]{2}/)
    const summary = visitor.page.getByTestId('rating-summary')
    await summary.getByText(`از ${toPersian(1)} دیدگاه`).waitFor()
    expect(await summary.textContent()).toContain('۴')
    await settledScreenshot(visitor.page, 'reviews-published-phone', { fullPage: true })
    await visitor.page.setViewportSize(DESKTOP_1280)
    await settledScreenshot(visitor.page, 'reviews-published-desktop', { fullPage: true })

    await page.reload()
    await mine.getByText('منتشر شده').waitFor()
    // The order's item now points to the review instead of offering a second one.
    await page.goto(`${e2e.server.origin}/orders/${order.id}`)
    await page.getByRole('link', { name: 'دیدگاه شما ثبت شده است' }).waitFor()
    await visitor.context.close()
    await context.close()
  })

  it('says a review needs a connection when offline, and sends nothing', async () => {
    const { page, context } = await pageAs(e2e, buyer.customer, PHONE)
    await page.goto(`${e2e.server.origin}/orders/${order.id}/review/${order.items[0].id}`)
    await page.getByRole('radio', { name: '۵ ستاره، عالی' }).waitFor()
    await appSettled(page)
    await context.setOffline(true)
    await page.getByText('برای ثبت دیدگاه به اینترنت وصل شوید.').waitFor()
    expect(await page.getByRole('button', { name: 'ثبت دیدگاه' }).isDisabled()).toBe(true)
    await context.setOffline(false)
    await context.close()
  })
})
