// Questions and answers (issue 32): a signed-in user asks, the question waits for an admin; once
// published, a store that offers the product answers as «فروشنده» and a buyer who received it as
// «خریدار», each once; anyone else is refused with the reason. The public list shows sellers'
// answers first; the seller's inbox keeps the questions it has not answered.
import { sql } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { unwrap } from '#sdk'
import { queryRows } from '../../server/db/rows'
import { addRole, findOrCreate } from '../../server/modules/auth/users'
import { makeOffer, makeStore } from './fixtures/shop'
import { ownerOf, storeOrder } from './fixtures/store-record'
import { client, describeEachDb, nextPhone, signIn, type TestClient } from './harness'

describeEachDb('questions and answers', (server) => {
  const db = () => server().app.deps.db
  const admin = async () => {
    const phone = nextPhone()
    await addRole(db(), (await findOrCreate(db(), phone)).user.id, 'admin')
    return signIn(server(), phone)
  }
  /** A product two stores offer; a buyer who received it from the first. */
  const market = async () => {
    const store = await makeStore(db())
    const other = await makeStore(db())
    const stranger = await makeStore(db())
    const offer = await makeOffer(db(), store.id, 200_000, 10)
    await db().execute(
      sql`insert into offers (product_id, store_id, price, stock) values (${offer.productId}, ${other.id}, 210000, 5)`,
    )
    const seller = await ownerOf(server(), store)
    const { phone } = await storeOrder(seller, store.id, offer.offerId, ['shipped', 'delivered'])
    return {
      store,
      other,
      stranger,
      productId: offer.productId,
      seller,
      otherSeller: await ownerOf(server(), other),
      strangerSeller: await ownerOf(server(), stranger),
      buyer: await signIn(server(), phone),
    }
  }
  const ask = (c: TestClient, productId: number, body: string) =>
    c.api.POST('/products/{id}/questions', { params: { path: { id: productId } }, body: { body } })
  const answer = (c: TestClient, id: number, body: string, storeId?: number) =>
    c.api.POST('/questions/{id}/answers', { params: { path: { id } }, body: { body, store_id: storeId } })
  const publicList = (
    productId: number,
    c = client(server()),
    query: { sort?: 'newest' | 'helpful'; limit?: number } = {},
  ) => c.api.GET('/public/products/{id}/questions', { params: { path: { id: productId }, query } })

  it('publishes a question only after approval, and answers from sellers and buyers', async () => {
    const m = await market()
    const asker = await signIn(server())
    const q = await unwrap(ask(asker, m.productId, 'آیا این   کالا گارانتی دارد؟'))
    expect(q).toMatchObject({ status: 'pending', body: 'آیا این کالا گارانتی دارد؟', answers: [] })
    expect((await unwrap(publicList(m.productId))).total).toBe(0)
    // Not yet answerable: a pending question is not found.
    expect((await answer(m.seller, q.id, 'بله، ۱۸ ماه', m.store.id)).response.status).toBe(404)

    const boss = await admin()
    const approved = await unwrap(
      boss.api.POST('/admins/questions/{id}/moderate', {
        params: { path: { id: q.id } },
        body: { decision: 'approve' },
      }),
    )
    expect(approved.status).toBe('published')

    const buyerAnswer = await unwrap(answer(m.buyer, q.id, 'من خریدم، گارانتی داشت'))
    expect(buyerAnswer.answers).toMatchObject([{ kind: 'buyer', store: null }])
    const sellerAnswer = await unwrap(answer(m.seller, q.id, 'بله، ۱۸ ماه گارانتی شرکتی', m.store.id))
    // Sellers' answers first, in the store's name.
    expect(sellerAnswer.answers.map((a) => [a.kind, a.author_name])).toEqual([
      ['seller', m.store.name],
      ['buyer', expect.any(String)],
    ])
    await unwrap(answer(m.otherSeller, q.id, 'ما هم با گارانتی می‌فروشیم', m.other.id))

    // Once each: 409, nothing saved.
    expect((await answer(m.seller, q.id, 'دوباره', m.store.id)).response.status).toBe(409)
    expect((await answer(m.buyer, q.id, 'دوباره')).response.status).toBe(409)
    // A store that does not offer it, someone who never received it: 403 with the reason.
    const notOffered = await answer(m.strangerSeller, q.id, 'ما نداریم', m.stranger.id)
    expect(notOffered.response.status).toBe(403)
    expect(notOffered.error?.detail).toContain('نمی‌فروشد')
    const nobody = await answer(await signIn(server()), q.id, 'فکر کنم دارد')
    expect(nobody.response.status).toBe(403)
    expect(nobody.error?.detail).toContain('خریداران')
    // Not for another owner's store.
    const forOther = await answer(m.strangerSeller, q.id, 'از طرف دیگری', m.store.id)
    expect(forOther.response.status).toBe(403)
    expect(forOther.error?.detail).toContain('فروشگاه خودتان')
    // HTML is refused.
    const html = await answer(m.buyer, q.id, '<b>سلام</b>')
    expect(html.response.status).toBe(422)

    const [row] = await queryRows<{ answer_count: number; n: number }>(
      db(),
      sql`select answer_count, (select count(*)::int from answers where question_id = ${q.id}) as n
        from questions where id = ${q.id}`,
    )
    expect(row).toEqual({ answer_count: 3, n: 3 })

    const page = await unwrap(publicList(m.productId))
    expect(page.total).toBe(1)
    expect(page.items[0].answers.map((a) => a.kind)).toEqual(['seller', 'seller', 'buyer'])
    expect(page.items[0].answers[0]).not.toHaveProperty('report_count')
  })

  it('shows the asker a rejection with its reason, and keeps every decision in the audit log', async () => {
    const m = await market()
    const asker = await signIn(server())
    const q = await unwrap(ask(asker, m.productId, 'شماره تلفن فروشنده را بدهید'))
    const boss = await admin()
    const noReason = await boss.api.POST('/admins/questions/{id}/moderate', {
      params: { path: { id: q.id } },
      body: { decision: 'reject' },
    })
    expect(noReason.response.status).toBe(422)
    await unwrap(
      boss.api.POST('/admins/questions/{id}/moderate', {
        params: { path: { id: q.id } },
        body: { decision: 'reject', reason: 'اطلاعات تماس در پرسش مجاز نیست' },
      }),
    )
    const mine = await unwrap(asker.api.GET('/questions/mine', {}))
    expect(mine.items).toMatchObject([
      { id: q.id, status: 'rejected', reject_reason: 'اطلاعات تماس در پرسش مجاز نیست' },
    ])
    const audit = await queryRows<{ action: string; note: string | null }>(
      db(),
      sql`select action, note from admin_audit where target_type = 'question' and target_id = ${q.id}`,
    )
    expect(audit).toEqual([{ action: 'question.reject', note: 'اطلاعات تماس در پرسش مجاز نیست' }])
  })

  it('approves in bulk (only pending ones), and removes an answer with a reason', async () => {
    const m = await market()
    const asker = await signIn(server())
    const a = await unwrap(ask(asker, m.productId, 'رنگ‌های دیگر هم دارد؟'))
    const b = await unwrap(ask(asker, m.productId, 'وزن آن چقدر است؟'))
    const boss = await admin()
    const queue = await unwrap(boss.api.GET('/admins/questions', { params: { query: { product_id: m.productId } } }))
    expect(queue.items.map((q) => q.id)).toEqual([a.id, b.id])
    expect(
      await unwrap(boss.api.POST('/admins/questions/approve', { body: { ids: [a.id, b.id, 2_000_000_000] } })),
    ).toEqual({ approved: 2 })
    expect(await unwrap(boss.api.POST('/admins/questions/approve', { body: { ids: [a.id] } }))).toEqual({
      approved: 0,
    })

    const answered = await unwrap(answer(m.buyer, a.id, 'فقط مشکی دیدم'))
    const answerId = answered.answers[0].id
    await unwrap(
      client(server()).api.POST('/public/answers/{id}/report', {
        params: { path: { id: answerId } },
        body: { reason: 'false_info' },
      }),
    )
    const reported = await unwrap(
      boss.api.GET('/admins/questions', { params: { query: { reported: true, product_id: m.productId } } }),
    )
    expect(reported.items.map((q) => [q.id, q.report_count])).toEqual([[a.id, 1]])

    const noReason = await boss.api.DELETE('/admins/answers/{id}', {
      params: { path: { id: answerId }, query: { reason: '' } },
    })
    expect(noReason.response.status).toBe(422)
    const removed = await boss.api.DELETE('/admins/answers/{id}', {
      params: { path: { id: answerId }, query: { reason: 'اطلاعات نادرست' } },
    })
    expect(removed.response.status).toBe(204)
    const [row] = await queryRows<{ answer_count: number }>(
      db(),
      sql`select answer_count from questions where id = ${a.id}`,
    )
    expect(row.answer_count).toBe(0)
    const audit = await queryRows<{ action: string; note: string; body: string }>(
      db(),
      sql`select action, note, details->>'body' as body from admin_audit where target_type = 'answer' and target_id = ${answerId}`,
    )
    expect(audit).toEqual([{ action: 'answer.delete', note: 'اطلاعات نادرست', body: 'فقط مشکی دیدم' }])
    const approvals = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from admin_audit where action = 'question.approve' and target_id = any(${`{${a.id},${b.id}}`}::int[])`,
    )
    expect(approvals[0].n).toBe(2)
  })

  it("keeps the seller's inbox of unanswered questions about its products, newest first", async () => {
    const m = await market()
    const asker = await signIn(server())
    const boss = await admin()
    const ids: number[] = []
    for (const body of ['ابعاد آن چقدر است؟', 'ضدآب است؟', 'ارسال به شیراز دارید؟']) {
      const q = await unwrap(ask(asker, m.productId, body))
      ids.push(q.id)
    }
    const pending = await unwrap(ask(asker, m.productId, 'هنوز منتظر تأیید'))
    await unwrap(boss.api.POST('/admins/questions/approve', { body: { ids } }))
    const inbox = () =>
      unwrap(m.seller.api.GET('/stores/{store_id}/questions', { params: { path: { store_id: m.store.id } } }))
    let box = await inbox()
    expect(box.items.map((q) => q.id)).toEqual([...ids].reverse())
    expect(box.unanswered_total).toBe(3)
    expect(box.items.map((q) => q.id)).not.toContain(pending.id)

    await unwrap(answer(m.seller, ids[2], 'بله، با پست پیشتاز', m.store.id))
    // Another store's answer does not take it out of this store's inbox.
    await unwrap(answer(m.otherSeller, ids[1], 'بله', m.other.id))
    box = await inbox()
    expect(box.items.map((q) => q.id)).toEqual([ids[1], ids[0]])
    expect(box.unanswered_total).toBe(2)
    const all = await unwrap(
      m.seller.api.GET('/stores/{store_id}/questions', {
        params: { path: { store_id: m.store.id }, query: { unanswered: false } },
      }),
    )
    expect(all).toMatchObject({ total: 3, unanswered_total: 2 })
    // A store that does not offer the product sees none of them.
    const stranger = await unwrap(
      m.strangerSeller.api.GET('/stores/{store_id}/questions', { params: { path: { store_id: m.stranger.id } } }),
    )
    expect(stranger).toMatchObject({ total: 0, unanswered_total: 0 })
  })

  it('counts helpful votes once, never on one’s own, and sorts by them', async () => {
    const m = await market()
    const asker = await signIn(server())
    const boss = await admin()
    const first = await unwrap(ask(asker, m.productId, 'باتری آن چند ساعت کار می‌کند؟'))
    const second = await unwrap(ask(asker, m.productId, 'شارژر همراهش هست؟'))
    await unwrap(boss.api.POST('/admins/questions/approve', { body: { ids: [first.id, second.id] } }))
    const voter = await signIn(server())
    const vote = (c: TestClient, id: number) => c.api.POST('/questions/{id}/helpful', { params: { path: { id } } })
    expect(await unwrap(vote(voter, first.id))).toEqual({ helpful_count: 1 })
    expect((await vote(voter, first.id)).response.status).toBe(409)
    expect((await vote(asker, first.id)).response.status).toBe(403)

    const answered = await unwrap(answer(m.seller, second.id, 'بله، شارژر دارد', m.store.id))
    const answerVote = await voter.api.POST('/answers/{id}/helpful', {
      params: { path: { id: answered.answers[0].id } },
    })
    expect(answerVote.data).toEqual({ helpful_count: 1 })

    const newest = await unwrap(publicList(m.productId, voter))
    expect(newest.items.map((q) => q.id)).toEqual([second.id, first.id])
    expect(newest.items[0].answers[0].voted_helpful).toBe(true)
    const helpful = await unwrap(publicList(m.productId, voter, { sort: 'helpful' }))
    expect(helpful.items.map((q) => [q.id, q.voted_helpful])).toEqual([
      [first.id, true],
      [second.id, false],
    ])
    // Every list refuses a limit beyond its maximum.
    expect((await publicList(m.productId, voter, { limit: 51 })).response.status).toBe(422)
  })

  it('refuses a question with HTML, about an unknown product, or too many in an hour', async () => {
    const m = await market()
    const asker = await signIn(server())
    expect((await ask(asker, m.productId, '<script>x</script>')).response.status).toBe(422)
    expect((await ask(asker, 2_000_000_000, 'سلام، موجود است؟')).response.status).toBe(404)
    expect((await ask(client(server()), m.productId, 'سلام، موجود است؟')).response.status).toBe(401)
    for (let i = 0; i < 10; i++) await unwrap(ask(asker, m.productId, `پرسش شماره ${i + 1}`))
    const over = await ask(asker, m.productId, 'یکی دیگر')
    expect(over.response.status).toBe(429)
    expect(over.error?.detail).toContain('کمی بعد')
    const [{ n }] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from questions where product_id = ${m.productId}`,
    )
    expect(n).toBe(10)
  })
})
