// Buyers' reviews end to end: only the buyer of a delivered item reviews it, once; a rating alone
// is published at once and counts in the product's page and cards, text waits for an admin;
// every bad input is a Persian error that leaves the database as it was.
import { sql } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { unwrap } from '#sdk'
import { queryRows } from '../../server/db/rows'
import * as t from '../../server/db/schema/index'
import { addRole, findOrCreate } from '../../server/modules/auth/users'
import { type Bought, boughtItem, type Shop, shopWithSeller, uploadedPhoto } from './fixtures/reviews'
import { makeOffer } from './fixtures/shop'
import { client, describeEachDb, nextPhone, signIn, type TestClient } from './harness'

describeEachDb('reviews', (server) => {
  const db = () => server().app.deps.db
  let shop: Shop
  let admin: TestClient
  beforeAll(async () => {
    shop = await shopWithSeller(server())
    const phone = nextPhone()
    const { user } = await findOrCreate(db(), phone)
    await addRole(db(), user.id, 'admin')
    admin = await signIn(server(), phone)
  })

  const reviewsOf = async (orderItemId: number) =>
    queryRows<{ id: number; status: string }>(
      db(),
      sql`select id, status from reviews where order_item_id = ${orderItemId}`,
    )
  const ratingOf = async (productId: number) =>
    (await unwrap(client(server()).api.GET('/public/products/{id}', { params: { path: { id: productId } } }))).rating
  const publicList = (productId: number, query: Record<string, unknown> = {}, as = client(server())) =>
    as.api.GET('/public/products/{id}/reviews', { params: { path: { id: productId }, query } })
  /** The product's card in its store's list, read fresh (a new address each time: the list is cached 30 s). */
  let listReads = 0
  const cardOf = async (productId: number) => {
    listReads += 1
    const page = await unwrap(
      client(server()).api.GET('/public/products', {
        params: { query: { store_id: shop.store.id, limit: 50, max_price: 1_000_000 + listReads } },
      }),
    )
    return page.items.find((p) => p.id === productId)
  }
  const review = (b: Bought, body: Record<string, unknown> = {}) =>
    b.buyer.api.POST('/reviews', { body: { order_item_id: b.orderItemId, rating: 4, ...body } })

  it('publishes a rating alone at once: the page, the list and the cards count it', async () => {
    const product = await makeOffer(db(), shop.store.id, 300_000, 100)
    const first = await boughtItem(server(), shop, { product, name: 'مریم کاظمی' })
    expect((await cardOf(first.productId))?.rating_count).toBe(0)
    expect(await ratingOf(first.productId)).toEqual({ average: null, count: 0, histogram: [0, 0, 0, 0, 0] })
    const created = await unwrap(review(first, { rating: 5 }))
    expect(created).toMatchObject({ status: 'published', rating: 5, author_name: 'مریم ک.', is_buyer: true })
    expect(created.store.id).toBe(shop.store.id)
    expect(created.order_item_id).toBe(first.orderItemId)
    const second = await boughtItem(server(), shop, { product })
    await unwrap(review(second, { rating: 2 }))
    expect(await ratingOf(first.productId)).toEqual({ average: 3.5, count: 2, histogram: [0, 1, 0, 0, 1] })
    const card = await cardOf(first.productId)
    expect(card).toMatchObject({ rating_average: 3.5, rating_count: 2 })
    const list = await unwrap(publicList(first.productId))
    expect(list.total).toBe(2)
    expect(list.items.map((r) => r.rating)).toEqual([2, 5])
    expect(list.items[1]).not.toHaveProperty('order_item_id')
    expect(list.items[1].store.name).toBe(shop.store.name)
    expect((await unwrap(publicList(first.productId, { stars: 5 }))).items.map((r) => r.id)).toEqual([created.id])
  })

  it('refuses every bad review with a Persian reason and saves nothing', async () => {
    const mine = await boughtItem(server(), shop)
    const notDelivered = await boughtItem(server(), shop, { buyer: mine.buyer, until: 'shipped' })
    const someoneElse = await signIn(server())
    const cases: [Promise<{ response: Response; error?: unknown }>, number, string, number][] = [
      [
        someoneElse.api.POST('/reviews', { body: { order_item_id: mine.orderItemId, rating: 5 } }),
        403,
        'فقط خریدار این کالا می‌تواند برای آن دیدگاه بنویسد',
        mine.orderItemId,
      ],
      [review(notDelivered), 403, 'پس از تحویل سفارش می‌توانید برای این کالا دیدگاه بنویسید', notDelivered.orderItemId],
      [
        review(mine, { body: 'عالی بود <script>alert(1)</script>' }),
        422,
        'متن نباید کد HTML داشته باشد؛ فقط متن ساده بنویسید',
        mine.orderItemId,
      ],
      [
        review(mine, { strengths: ['<b>کیفیت</b>'] }),
        422,
        'متن نباید کد HTML داشته باشد؛ فقط متن ساده بنویسید',
        mine.orderItemId,
      ],
      [
        review(mine, { photo_file_ids: [await uploadedPhoto(someoneElse)] }),
        403,
        'فقط تصویرهایی را می‌توان افزود که خودتان برای این دیدگاه بارگذاری کرده‌اید',
        mine.orderItemId,
      ],
      [
        review(mine, { photo_file_ids: [await uploadedPhoto(mine.buyer, 'products')] }),
        422,
        'فقط تصویرهایی را می‌توان افزود که خودتان برای این دیدگاه بارگذاری کرده‌اید',
        mine.orderItemId,
      ],
    ]
    for (const [answer, status, detail, item] of cases) {
      const { response, error } = await answer
      expect(response.status, detail).toBe(status)
      expect(error).toMatchObject({ detail })
      expect(await reviewsOf(item)).toEqual([])
    }
    for (const body of [
      { title: 'ب'.repeat(101) },
      { body: 'ب'.repeat(2001) },
      { rating: 6 },
      { strengths: Array(6).fill('خوب') },
    ]) {
      const { response, error } = await review(mine, body)
      expect(response.status).toBe(422)
      expect((error as { detail: string }).detail).toMatch(/[\u0600-\u06FF]/)
    }
    expect(await reviewsOf(mine.orderItemId)).toEqual([])
    expect(await ratingOf(mine.productId)).toMatchObject({ count: 0 })

    await unwrap(review(mine, { rating: 3 }))
    const twice = await review(mine, { rating: 1 })
    expect(twice.response.status).toBe(409)
    expect(twice.error).toMatchObject({ detail: 'برای این خرید قبلاً دیدگاه نوشته‌اید' })
    expect(await ratingOf(mine.productId)).toMatchObject({ count: 1, histogram: [0, 0, 1, 0, 0] })
  })

  it('holds a review with text and photos for an admin, who approves it into the summary', async () => {
    const b = await boughtItem(server(), shop)
    const photo = await uploadedPhoto(b.buyer)
    const created = await unwrap(
      review(b, {
        rating: 5,
        title: '  عالی   بود ',
        body: 'كيفيت ساخت خوب است\n\n\n\nبسته‌بندی سالم رسید',
        strengths: ['کیفیت ساخت', ' '],
        weaknesses: ['قیمت'],
        photo_file_ids: [photo],
      }),
    )
    expect(created).toMatchObject({
      status: 'pending',
      title: 'عالی بود',
      body: 'کیفیت ساخت خوب است\n\nبسته‌بندی سالم رسید',
      strengths: ['کیفیت ساخت'],
      weaknesses: ['قیمت'],
    })
    expect(created.photos).toEqual([{ file_id: photo, url: expect.stringMatching(/^\/uploads\/reviews\/.+\.webp$/) }])
    expect((await unwrap(publicList(b.productId))).total).toBe(0)
    expect(await ratingOf(b.productId)).toMatchObject({ count: 0 })
    const mine = await unwrap(b.buyer.api.GET('/reviews/mine'))
    expect(mine.items[0]).toMatchObject({ id: created.id, status: 'pending' })
    // The photo is in use: its uploader cannot remove it from under the review.
    const filename = created.photos[0].url.split('/').pop() as string
    const removal = await b.buyer.api.DELETE('/files/{folder}/{filename}', {
      params: { path: { folder: 'reviews', filename } },
    })
    expect(removal.response.status).toBe(409)

    const queue = await unwrap(admin.api.GET('/admins/reviews', { params: { query: { product_id: b.productId } } }))
    expect(queue.items.map((r) => r.id)).toEqual([created.id])
    const approved = await unwrap(
      admin.api.POST('/admins/reviews/{id}/moderate', {
        params: { path: { id: created.id } },
        body: { decision: 'approve' },
      }),
    )
    expect(approved.status).toBe('published')
    expect(await ratingOf(b.productId)).toEqual({ average: 5, count: 1, histogram: [0, 0, 0, 0, 1] })
    expect((await unwrap(publicList(b.productId, { with_photos: true }))).items.map((r) => r.id)).toEqual([created.id])
    const audit = await db()
      .select()
      .from(t.adminAudit)
      .where(sql`target_type = 'review' and target_id = ${created.id}`)
    expect(audit.map((a) => a.action)).toEqual(['review.approve'])
  })

  it('rejects with a reason the author sees, taking a published rating out of the summary and cards', async () => {
    const b = await boughtItem(server(), shop)
    const created = await unwrap(review(b, { rating: 1 }))
    expect(await ratingOf(b.productId)).toMatchObject({ count: 1, average: 1 })
    expect(await cardOf(b.productId)).toMatchObject({ rating_count: 1, rating_average: 1 })
    const reject = (body: { decision: 'reject'; reason?: string }) =>
      admin.api.POST('/admins/reviews/{id}/moderate', { params: { path: { id: created.id } }, body })
    const noReason = await reject({ decision: 'reject' })
    expect(noReason.response.status).toBe(422)
    expect(noReason.error).toMatchObject({ detail: 'برای رد دیدگاه، دلیل آن را بنویسید؛ نویسنده آن را می‌بیند' })
    expect(await reviewsOf(b.orderItemId)).toEqual([{ id: created.id, status: 'published' }])
    await unwrap(reject({ decision: 'reject', reason: 'امتیاز با تجربه خرید هم‌خوان نیست' }))
    expect(await ratingOf(b.productId)).toEqual({ average: null, count: 0, histogram: [0, 0, 0, 0, 0] })
    expect(await cardOf(b.productId)).toMatchObject({ rating_count: 0, rating_average: null })
    const mine = await unwrap(b.buyer.api.GET('/reviews/mine'))
    expect(mine.items[0]).toMatchObject({ status: 'rejected', reject_reason: 'امتیاز با تجربه خرید هم‌خوان نیست' })
    expect((await unwrap(publicList(b.productId))).items).toEqual([])
    const audit = await db()
      .select()
      .from(t.adminAudit)
      .where(sql`target_type = 'review' and target_id = ${created.id}`)
    expect(audit.map((a) => [a.action, a.note])).toEqual([['review.reject', 'امتیاز با تجربه خرید هم‌خوان نیست']])
  })

  it('approves pending reviews in bulk, skipping the rest', async () => {
    const product = await makeOffer(db(), shop.store.id, 100_000, 100)
    const items = [await boughtItem(server(), shop, { product }), await boughtItem(server(), shop, { product })]
    const pending = await Promise.all(items.map((b, i) => unwrap(review(b, { rating: 3 + i, body: 'خوب بود' }))))
    const published = await unwrap(review(await boughtItem(server(), shop, { product }), { rating: 1 }))
    const result = await unwrap(
      admin.api.POST('/admins/reviews/approve', { body: { ids: [...pending.map((r) => r.id), published.id] } }),
    )
    expect(result).toEqual({ approved: 2 })
    expect(await ratingOf(product.productId)).toEqual({ average: 2.7, count: 3, histogram: [1, 0, 1, 1, 0] })
    const audit = await db()
      .select()
      .from(t.adminAudit)
      .where(sql`target_type = 'review' and action = 'review.approve'
      and target_id = any(${`{${pending.map((r) => r.id).join(',')}}`}::int[])`)
    expect(audit).toHaveLength(2)
  })

  it('lets the store the buyer bought from answer once, publicly', async () => {
    const b = await boughtItem(server(), shop)
    const created = await unwrap(review(b, { rating: 4 }))
    const answer = (as: TestClient) =>
      as.api.POST('/reviews/{id}/answer', {
        params: { path: { id: created.id } },
        body: { body: 'از خرید شما سپاسگزاریم' },
      })
    const other = await shopWithSeller(server())
    const refused = await answer(other.seller)
    expect(refused.response.status).toBe(403)
    expect(refused.error).toMatchObject({ detail: 'فقط فروشگاهی که این کالا را فروخته می‌تواند به این دیدگاه پاسخ دهد' })
    const unanswered = await unwrap(
      shop.seller.api.GET('/stores/{store_id}/reviews', {
        params: { path: { store_id: shop.store.id }, query: { unanswered: true, limit: 50 } },
      }),
    )
    expect(unanswered.items.map((r) => r.id)).toContain(created.id)
    const answered = await unwrap(answer(shop.seller))
    expect(answered.answer).toBe('از خرید شما سپاسگزاریم')
    const again = await answer(shop.seller)
    expect(again.response.status).toBe(409)
    expect(again.error).toMatchObject({ detail: 'به این دیدگاه قبلاً پاسخ داده‌اید' })
    const list = await unwrap(publicList(b.productId))
    expect(list.items[0]).toMatchObject({ answer: 'از خرید شما سپاسگزاریم', answered_at: expect.any(String) })
  })

  it('counts helpful votes once per user, never the author’s, and raises reported reviews in the queue', async () => {
    const b = await boughtItem(server(), shop)
    const created = await unwrap(review(b, { rating: 4 }))
    const vote = (as: TestClient) => as.api.POST('/reviews/{id}/helpful', { params: { path: { id: created.id } } })
    const own = await vote(b.buyer)
    expect(own.response.status).toBe(403)
    expect(own.error).toMatchObject({ detail: 'نمی‌توانید دیدگاه خودتان را مفید علامت بزنید' })
    const votes = () =>
      queryRows<{ helpful_count: number; votes: number }>(
        db(),
        sql`select helpful_count, (select count(*)::int from trust_votes where target = 'review' and target_id = r.id) as votes
          from reviews r where r.id = ${created.id}`,
      )
    expect(await votes()).toEqual([{ helpful_count: 0, votes: 0 }])
    const reader = await signIn(server())
    expect(await unwrap(vote(reader))).toEqual({ helpful_count: 1 })
    expect(await votes()).toEqual([{ helpful_count: 1, votes: 1 }])
    const twice = await vote(reader)
    expect(twice.response.status).toBe(409)
    expect(twice.error).toMatchObject({ detail: 'این دیدگاه را قبلاً مفید علامت زده‌اید' })
    expect((await unwrap(publicList(b.productId, {}, reader))).items[0]).toMatchObject({
      helpful_count: 1,
      voted_helpful: true,
    })
    expect((await unwrap(publicList(b.productId))).items[0].voted_helpful).toBe(false)

    const report = await client(server()).api.POST('/public/reviews/{id}/report', {
      params: { path: { id: created.id } },
      body: { reason: 'spam' },
    })
    expect(report.response.status).toBe(202)
    const queue = await unwrap(
      admin.api.GET('/admins/reviews', { params: { query: { status: 'published', reported: true } } }),
    )
    expect(queue.items[0]).toMatchObject({ id: created.id, report_count: 1 })
    // Reports are limited per visitor (20 an hour): the 21st is refused in Persian and not counted.
    const visitor = client(server())
    const send = () =>
      visitor.api.POST('/public/reviews/{id}/report', {
        params: { path: { id: created.id } },
        body: { reason: 'other' },
      })
    for (let i = 0; i < 20; i++) expect((await send()).response.status).toBe(202)
    const limited = await send()
    expect(limited.response.status).toBe(429)
    expect((limited.error as { detail: string }).detail).toMatch(/[\u0600-\u06FF]/)
    const [{ report_count }] = await queryRows<{ report_count: number }>(
      db(),
      sql`select report_count from reviews where id = ${created.id}`,
    )
    expect(report_count).toBe(21)
  })

  it('lists the buyer’s delivered items not reviewed yet, and refuses pages past 50', async () => {
    const b = await boughtItem(server(), shop)
    await boughtItem(server(), shop, { buyer: b.buyer, until: 'shipped' })
    const reviewable = await unwrap(b.buyer.api.GET('/reviews/reviewable'))
    expect(reviewable.items.map((i) => i.order_item_id)).toEqual([b.orderItemId])
    expect(reviewable.items[0].delivered_at).toEqual(expect.any(String))
    await unwrap(review(b))
    expect((await unwrap(b.buyer.api.GET('/reviews/reviewable'))).total).toBe(0)
    const tooMany = await publicList(b.productId, { limit: 51 })
    expect(tooMany.response.status).toBe(422)
    const unknown = await publicList(2_000_000_000)
    expect(unknown.response.status).toBe(404)
  })
})
