// The product page's trust, in Chromium against the real server (issue 32), at 390 and 1280 px:
// each offer's store score («فروشنده جدید» for a store without enough orders) and the buy box's
// choice by the weighed rule (a slightly dearer reliable store over a cheaper one with a poor
// record, both records made of real orders); questions asked, answered by the seller («فروشنده»)
// and by a buyer («خریدار»), a non-buyer's answer refused in the server's words; then, with
// reviews: the rating summary (average, count, a bar per star), the reviews filtered by a bar's
// star and «با تصویر» and sorted by «مفیدترین», the product card's «★ average (count)», the store
// page's «عملکرد فروشنده», the page's JSON-LD, and a visited product's reviews read offline.
import { eq, sql } from 'drizzle-orm'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Schemas, unwrap } from '#sdk'
import { chooseBuyBox } from '#sdk/rules/buy-box'
import { queryRows } from '../../server/db/rows'
import * as t from '../../server/db/schema/index'
import { computeStoreScores } from '../../server/modules/seller-scores/scores'
import { png } from '../api/fixtures/images'
import { makeOffer } from '../api/fixtures/shop'
import { backdate, storeOrder } from '../api/fixtures/store-record'
import { signInAdmin } from '../api/fixtures/stores'
import { signIn as apiSignIn, client, type TestClient } from '../api/harness'
import { type E2E, screenshot, startE2E, toPersian } from './harness'
import { customerWithAddress, deliveredOrder, pageAs, scrollToReviews, storeWithSeller } from './trust-shop'
import { appSettled, settledScreenshot } from './waits'

const WIDTHS = [
  ['390', { width: 390, height: 844 }],
  ['1280', { width: 1280, height: 900 }],
] as const

type Buyer = Awaited<ReturnType<typeof customerWithAddress>>

describe('the product page’s trust in Chromium', () => {
  let e2e: E2E
  let productId: number
  let productPath: string
  let categorySlug: string
  let poor: { name: string; id: number }
  let reliable: { name: string; id: number; slug: string; seller: TestClient }
  let fresh: { name: string }
  let scores: { poor: number; reliable: number }
  let admin: TestClient
  /** Two buyers of the reliable store, with two delivered orders each (reviewed further down). */
  let bought: { buyer: Buyer; order: Schemas['PublicOrder'] }[]

  beforeAll(async () => {
    e2e = await startE2E()
    const db = e2e.server.app.deps.db
    // Three stores offer one product: the cheapest has a poor record, the next is 3 % dearer and
    // reliable, the third is new (no orders: no score).
    const shopReliable = await storeWithSeller(e2e.server)
    const offer = await makeOffer(db, shopReliable.store.id, 1_030_000, 50)
    productId = offer.productId
    const shopPoor = await storeWithSeller(e2e.server)
    const shopNew = await storeWithSeller(e2e.server)
    const [poorOffer] = await db
      .insert(t.offers)
      .values([
        { productId, storeId: shopPoor.store.id, price: 1_000_000, stock: 50 },
        { productId, storeId: shopNew.store.id, price: 1_200_000, stock: 50 },
      ])
      .returning()
    // The poor record, of seven orders: the seller cancelled two and let two wait past the five
    // days post_pishtaz promises; three went on time. The reliable one: six orders, all on time.
    for (let i = 0; i < 2; i++) await storeOrder(shopPoor.seller, shopPoor.store.id, poorOffer.id, ['cancelled'])
    for (let i = 0; i < 3; i++)
      await storeOrder(shopPoor.seller, shopPoor.store.id, poorOffer.id, ['shipped', 'delivered'])
    for (let i = 0; i < 2; i++) {
      const late = await storeOrder(shopPoor.seller, shopPoor.store.id, poorOffer.id)
      await backdate(db, late.orderId, 10)
    }
    for (let i = 0; i < 2; i++)
      await storeOrder(shopReliable.seller, shopReliable.store.id, offer.offerId, ['shipped', 'delivered'])
    const buyers = [await customerWithAddress(e2e.server), await customerWithAddress(e2e.server)]
    bought = []
    for (const buyer of [buyers[0], buyers[0], buyers[1], buyers[1]]) {
      bought.push({ buyer, order: await deliveredOrder(buyer, shopReliable, offer.offerId) })
    }
    poor = { name: shopPoor.store.name, id: shopPoor.store.id }
    reliable = { ...shopReliable.store, seller: shopReliable.seller }
    fresh = { name: shopNew.store.name }
    admin = await signInAdmin(e2e.server)
    await rescore()

    const [p] = await queryRows<{ slug: string; category: string }>(
      db,
      sql`select p.slug, c.slug as category from products p join categories c on c.id = p.category_id where p.id = ${productId}`,
    )
    productPath = `/products/${productId}/${p.slug}`
    categorySlug = p.category
  }, 300_000)
  afterAll(async () => {
    await e2e?.close()
  })

  /** The hourly job's run, now (the server's sweeper makes the same rows), and the scores it gave. */
  async function rescore() {
    await computeStoreScores(e2e.server.app.deps.db)
    const scoreOf = async (id: number) => {
      const { score } = await unwrap(
        client(e2e.server).api.GET('/public/stores/{id}/score', { params: { path: { id } } }),
      )
      if (score == null) throw new Error(`store ${id} has no score`)
      return score
    }
    scores = { poor: await scoreOf(poor.id), reliable: await scoreOf(reliable.id) }
  }

  for (const [label, viewport] of WIDTHS) {
    it(`shows each offer's score and the buy box's choice at ${label} px`, async () => {
      const { page, context } = await e2e.newPage(viewport)
      await page.goto(`${e2e.server.origin}${productPath}`)
      await appSettled(page)
      // The reliable store, though another is cheaper: the server's rule and the page's are one.
      const box = page.getByTestId('buy-box')
      await box.getByRole('link', { name: reliable.name }).waitFor()
      await box.getByText(`عملکرد ${toPersian(scores.reliable)} از ${toPersian(100)}`).waitFor()
      const offers = page.getByTestId('offer')
      await offers
        .filter({ hasText: poor.name })
        .getByText(`عملکرد ${toPersian(scores.poor)} از ${toPersian(100)}`)
        .waitFor()
      await offers.filter({ hasText: fresh.name }).getByText('فروشنده جدید').waitFor()
      await screenshot(page, `product-buy-box-${label}`)
      const detail = await unwrap(
        client(e2e.server).api.GET('/public/products/{id}', { params: { path: { id: productId } } }),
      )
      const cheapest = [...detail.offers].sort((a, b) => a.selling_price - b.selling_price)[0]
      expect(cheapest.store.name).toBe(poor.name) // cheaper, and still not chosen
      expect(scores.poor).toBeLessThan(scores.reliable)
      expect(detail.best_offer?.store.name).toBe(reliable.name)
      expect(chooseBuyBox(detail.offers)?.product_store_id).toBe(detail.best_offer?.product_store_id)
      await context.close()
    })
  }

  it('asks a question, shows the seller’s and a buyer’s answers, and refuses a non-buyer’s answer', async () => {
    const asker = await apiSignIn(e2e.server)
    const { page, context } = await pageAs(e2e, asker, WIDTHS[0][1])
    await page.goto(`${e2e.server.origin}${productPath}`)
    await scrollToReviews(page)
    const questions = page.locator('#questions')
    await questions.getByText('هنوز پرسشی دربارهٔ این کالا منتشر نشده است', { exact: false }).waitFor()
    const field = questions.getByLabel('پرسش شما دربارهٔ این کالا')
    await field.fill('ب')
    await questions.getByRole('button', { name: 'ثبت پرسش' }).click()
    await questions.getByText('متن پرسش دست‌کم ۲ نویسه است').waitFor()
    await field.fill('آیا این کالا گارانتی دارد؟')
    await questions.getByRole('button', { name: 'ثبت پرسش' }).click()
    await page.getByText('پرسش شما ثبت شد').waitFor()
    const [question] = (await unwrap(asker.api.GET('/questions/mine'))).items
    expect(question).toMatchObject({ body: 'آیا این کالا گارانتی دارد؟', status: 'pending' })
    await unwrap(
      admin.api.POST('/admins/questions/{id}/moderate', {
        params: { path: { id: question.id } },
        body: { decision: 'approve' },
      }),
    )
    await unwrap(
      reliable.seller.api.POST('/questions/{id}/answers', {
        params: { path: { id: question.id } },
        body: { body: 'بله، هجده ماه گارانتی شرکتی دارد.', store_id: reliable.id },
      }),
    )

    // The asker has not bought it: answering is refused with the server's own words.
    await page.reload()
    await scrollToReviews(page)
    const item = page.getByTestId('question').filter({ hasText: 'آیا این کالا گارانتی دارد؟' })
    await item.getByTestId('answer').filter({ hasText: 'هجده ماه' }).getByText('فروشنده', { exact: true }).waitFor()
    await item.getByText(reliable.name).first().waitFor()
    await item.getByRole('button', { name: 'پاسخ می‌دهم' }).click()
    await item.getByLabel('پاسخ شما به عنوان خریدار این کالا').fill('فکر می‌کنم دارد.')
    await item.getByRole('button', { name: 'ثبت پاسخ' }).click()
    const refused = item.getByRole('alert')
    await refused.waitFor()
    expect((await refused.textContent())?.trim().length).toBeGreaterThan(5)
    await context.close()

    // A buyer answers from the page: «خریدار».
    const buyer = bought[0].buyer.customer
    const asBuyer = await pageAs(e2e, buyer, WIDTHS[1][1])
    await asBuyer.page.goto(`${e2e.server.origin}${productPath}`)
    await scrollToReviews(asBuyer.page)
    const seen = asBuyer.page.getByTestId('question').filter({ hasText: 'آیا این کالا گارانتی دارد؟' })
    await seen.getByRole('button', { name: 'پاسخ می‌دهم' }).click()
    await seen.getByLabel('پاسخ شما به عنوان خریدار این کالا').fill('بله، کارت گارانتی داخل جعبه بود.')
    await seen.getByRole('button', { name: 'ثبت پاسخ' }).click()
    const mine = seen.getByTestId('answer').filter({ hasText: 'کارت گارانتی داخل جعبه بود' })
    await mine.getByText('خریدار', { exact: true }).waitFor()
    await settledScreenshot(asBuyer.page, 'product-questions-1280', { fullPage: true })
    await asBuyer.context.close()
  })

  describe('with reviews', () => {
    beforeAll(async () => {
      // Four reviews of the reliable store's orders: 5 with text and a photo, 5 alone, 4, 2.
      const review = (i: number, body: Record<string, unknown>) =>
        unwrap(
          bought[i].buyer.customer.api.POST('/reviews', {
            body: { order_item_id: bought[i].order.items[0].id, rating: 5, ...body } as never,
          }),
        )
      const photo = await uploadReviewPhoto(bought[0].buyer.customer)
      const withPhoto = await review(0, {
        title: 'عالی و اصل',
        body: 'کاملاً مطابق توضیحات بود و زود رسید.',
        photo_file_ids: [photo],
      })
      expect(withPhoto.photos).toHaveLength(1)
      await review(1, {})
      const four = await review(2, { rating: 4, body: 'خوب است ولی جعبه کمی آسیب دیده بود.' })
      await review(3, { rating: 2, body: 'رنگش با عکس فرق داشت.' })
      const pending = await unwrap(admin.api.GET('/admins/reviews', { params: { query: { status: 'pending' } } }))
      await unwrap(admin.api.POST('/admins/reviews/approve', { body: { ids: pending.items.map((r) => r.id) } }))
      // The four-star review is the most helpful one.
      for (let i = 0; i < 2; i++) {
        const voter = await apiSignIn(e2e.server)
        await unwrap(voter.api.POST('/reviews/{id}/helpful', { params: { path: { id: four.id } } }))
      }
      await rescore()
    }, 120_000)

    /** A review photo uploaded by its author; its file id from the upload's answer or the files table. */
    async function uploadReviewPhoto(author: TestClient): Promise<number> {
      const body = new FormData()
      body.append('folder', 'reviews')
      body.append('file', new Blob([new Uint8Array(await png())], { type: 'image/png' }), 'photo.png')
      const stored = (await unwrap(
        author.api.POST('/files/upload', { body: body as never, bodySerializer: (b) => b as unknown as FormData }),
      )) as { id?: number; filename: string }
      if (typeof stored.id === 'number') return stored.id
      const [row] = await e2e.server.app.deps.db.select().from(t.files).where(eq(t.files.filename, stored.filename))
      return row.id
    }

    const reviewTexts = (page: Page) => page.getByTestId('review').allInnerTexts()

    for (const [label, viewport] of WIDTHS) {
      it(`shows the summary and filters and sorts the reviews at ${label} px`, async () => {
        const { page, context } = await e2e.newPage(viewport)
        await page.goto(`${e2e.server.origin}${productPath}`)
        await appSettled(page)
        await scrollToReviews(page)
        // The summary: the average of 5, 5, 4 and 2, four ratings, and a bar per star.
        const summary = page.getByTestId('rating-summary')
        await summary.getByText(`از ${toPersian(4)} دیدگاه`).waitFor()
        expect(await summary.textContent()).toContain('۴')
        await page.getByRole('link', { name: /۴ دیدگاه/ }).waitFor() // under the name, down to the list
        await expect.poll(async () => (await reviewTexts(page)).length).toBe(4)
        await settledScreenshot(page, `product-trust-${label}`, { fullPage: true })

        // A bar filters the list to its star; pressed again, everything is back.
        const fiveBar = summary.getByRole('button', { name: `${toPersian(5)} ستاره: ${toPersian(2)} دیدگاه` })
        await fiveBar.click()
        await expect.poll(async () => (await reviewTexts(page)).length).toBe(2)
        expect((await reviewTexts(page)).join(' ')).not.toContain('رنگش با عکس فرق داشت')
        await fiveBar.click()
        await expect.poll(async () => (await reviewTexts(page)).length).toBe(4)

        // «با تصویر»: the one with a photo.
        await page.getByRole('button', { name: 'با تصویر' }).click()
        await expect.poll(async () => (await reviewTexts(page)).length).toBe(1)
        expect((await reviewTexts(page))[0]).toContain('عالی و اصل')
        await page.getByRole('button', { name: 'با تصویر' }).click()

        // «مفیدترین»: the four-star review with two votes comes first.
        await page.getByRole('button', { name: 'مفیدترین' }).click()
        await expect.poll(async () => (await reviewTexts(page))[0]).toContain('جعبه کمی آسیب دیده بود')
        await page
          .getByTestId('review')
          .first()
          .getByRole('button', { name: `مفید بود (${toPersian(2)})` })
          .waitFor()
        await context.close()
      })
    }

    it('marks a review helpful once when signed in, and reports one', async () => {
      const voter = await apiSignIn(e2e.server)
      const { page, context } = await pageAs(e2e, voter, WIDTHS[0][1])
      await page.goto(`${e2e.server.origin}${productPath}`)
      await scrollToReviews(page)
      const review = page.getByTestId('review').filter({ hasText: 'رنگش با عکس فرق داشت' })
      await review.getByRole('button', { name: `مفید بود (${toPersian(0)})` }).click()
      const voted = review.getByRole('button', { name: `مفید بود (${toPersian(1)})` })
      await voted.waitFor()
      expect(await voted.getAttribute('aria-pressed')).toBe('true')
      // The server remembers the vote for this reader (its count may lag by the server's few
      // seconds of kept pages, review-cache.ts; the reader's own vote never does).
      await page.reload()
      await scrollToReviews(page)
      await review.locator('button[aria-pressed="true"]', { hasText: 'مفید بود' }).waitFor()

      await review.getByRole('button', { name: 'گزارش' }).click()
      const dialog = page.getByRole('dialog')
      await dialog.getByRole('button', { name: 'ارسال گزارش' }).click()
      await dialog.getByText('دلیل گزارش را انتخاب کنید.').waitFor()
      await dialog.getByRole('radio', { name: 'نامرتبط با این کالا' }).check()
      await dialog.getByRole('button', { name: 'ارسال گزارش' }).click()
      await page.getByText('گزارش شما ثبت شد').waitFor()
      await dialog.waitFor({ state: 'hidden' })
      const [row] = await queryRows<{ reason: string }>(
        e2e.server.app.deps.db,
        sql`select reason from trust_reports where target = 'review' order by id desc limit 1`,
      )
      expect(row.reason).toBe('irrelevant')
      await context.close()
    })

    it('carries aggregateRating and reviews in the page’s JSON-LD', async () => {
      const html = await (await fetch(`${e2e.server.origin}${productPath}`)).text()
      const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) =>
        JSON.parse(m[1]),
      )
      const ld = blocks.find((block) => block['@type'] === 'Product')
      expect(ld.aggregateRating).toMatchObject({ '@type': 'AggregateRating', ratingValue: 4, reviewCount: 4 })
      expect(ld.review.length).toBe(3) // the most helpful ones with text
      expect(ld.review[0]).toMatchObject({
        '@type': 'Review',
        reviewBody: 'خوب است ولی جعبه کمی آسیب دیده بود.',
        reviewRating: { '@type': 'Rating', ratingValue: 4 },
      })
    })

    it('shows the average and count on the product card, and the store’s «عملکرد فروشنده»', async () => {
      const { page, context } = await e2e.newPage(WIDTHS[0][1])
      await page.goto(`${e2e.server.origin}/categories/${categorySlug}`)
      const card = page.getByTestId('product-card').first().getByTestId('card-rating')
      await card.waitFor()
      expect(await card.textContent()).toContain(`${toPersian(4)} (${toPersian(4)})`)
      await page.goto(`${e2e.server.origin}/store/${reliable.slug}`)
      const score = page.getByTestId('store-score')
      await score.getByRole('heading', { name: 'عملکرد فروشنده' }).waitFor()
      await score.getByText(toPersian(scores.reliable), { exact: false }).first().waitFor()
      await score.getByText('هنوز داده‌ای نیست').waitFor() // returns: none exist yet
      await screenshot(page, 'store-score-390', { fullPage: true })
      await context.close()
    })

    it('reads a visited product’s reviews offline', async () => {
      const { page, context } = await e2e.newPage(WIDTHS[0][1], { serviceWorkers: 'allow' })
      await page.goto(`${e2e.server.origin}${productPath}`)
      await scrollToReviews(page)
      await page.getByTestId('review').first().waitFor()
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
      // Controlled by the worker, the reviews' answer is kept at run time (and in the query cache).
      await page.reload()
      await scrollToReviews(page)
      await page.getByTestId('review').first().waitFor()
      await appSettled(page)
      await context.setOffline(true)
      await page.reload()
      await scrollToReviews(page)
      await expect.poll(async () => (await reviewTexts(page)).length, { timeout: 20_000 }).toBe(4)
      await page
        .getByTestId('rating-summary')
        .getByText(`از ${toPersian(4)} دیدگاه`)
        .waitFor()
      await context.setOffline(false)
      await context.close()
    })
  })
})
