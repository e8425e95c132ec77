// Returns (issue 30) through the real server: the customer asks within 7 days of delivery, the
// seller approves or rejects, a rejection is escalated to an admin, an approved parcel is sent back
// and its receipt refunds it in one step (the refund row done at the test gateway, the ledger's
// debit, the stock back). Every refused move changes nothing; receiving twice refunds once.
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { newIdempotencyKey, type Schemas, unwrap } from '#sdk'
import type { TestGateway } from '../../server/adapters/payment/test-gateway'
import { queryRows } from '../../server/db/rows'
import type * as t from '../../server/db/schema/index'
import { boughtItem, type Shop, shopWithSeller, uploadedPhoto } from './fixtures/reviews'
import { makeAddress, makeOffer, userIdOf } from './fixtures/shop'
import { backdate } from './fixtures/store-record'
import { signInAdmin } from './fixtures/stores'
import { describeEachDb, signIn, type TestClient } from './harness'

type Store = Pick<typeof t.stores.$inferSelect, 'id' | 'name'>
const SHEBA = 'IR820540102680020817909002'

describeEachDb('returns', (server) => {
  const db = () => server().app.deps.db
  let shop: Shop
  let admin: TestClient
  beforeAll(async () => {
    shop = await shopWithSeller(server())
    admin = await signInAdmin(server())
  })

  /** An online order of `quantity` units paid at the test gateway and delivered by the seller. */
  async function deliveredOnline(quantity: number) {
    const offer = await makeOffer(db(), shop.store.id, 400_000, 10)
    const buyer = await signIn(server())
    const buyerId = await userIdOf(db(), (await unwrap(buyer.api.GET('/auth/profile'))).phone)
    await unwrap(buyer.api.POST('/public/cart/items', { body: { product_store_id: offer.offerId, quantity } }))
    const purchase = await unwrap(
      buyer.api.POST('/public/orders', {
        body: {
          address_id: await makeAddress(db(), buyerId),
          shipping: [{ store_id: shop.store.id, method: 'tipax' }],
          payment_method: 'online',
        },
        params: { header: { 'Idempotency-Key': newIdempotencyKey() } },
      }),
    )
    const pay = await unwrap(
      buyer.api.POST('/payments/{purchase_id}/start', { params: { path: { purchase_id: purchase.id } } }),
    )
    const back = await fetch(`${server().origin}${pay.redirect_url}/pay`, { method: 'POST', redirect: 'manual' })
    await fetch(back.headers.get('location') as string, { redirect: 'manual' })
    const order = purchase.orders[0]
    for (const status of ['processing', 'shipped', 'delivered'] as Schemas['OrderStatus'][])
      await unwrap(
        shop.seller.api.PUT('/orders/{id}/status', {
          params: { path: { id: order.id }, query: { store_id: shop.store.id } },
          body: { status, tracking_code: status === 'shipped' ? 'TPX-1234567' : undefined },
        }),
      )
    const authority = pay.redirect_url.split('/').pop() as string
    return { buyer, orderId: order.id, orderItemId: order.items[0].id, offerId: offer.offerId, authority }
  }

  const ask = (c: TestClient, orderId: number, body: Schemas['ReturnInput']) =>
    c.api.POST('/public/orders/{order_id}/returns', { params: { path: { order_id: orderId } }, body })
  const storeMove = (id: number, body: Schemas['StoreReturnMove'], store: Store = shop.store, c = shop.seller) =>
    c.api.PUT('/stores/{store_id}/returns/{id}', { params: { path: { store_id: store.id, id } }, body })
  const tracking = (c: TestClient, id: number, code = 'PST-998877') =>
    c.api.PUT('/public/returns/{id}/tracking', { params: { path: { id } }, body: { tracking_code: code } })
  const escalate = (c: TestClient, id: number) =>
    c.api.POST('/public/returns/{id}/escalate', { params: { path: { id } }, body: { note: 'کالا واقعاً معیوب بود' } })
  const decide = (id: number, decision: 'approve' | 'close') =>
    admin.api.PUT('/admins/returns/{id}', { params: { path: { id } }, body: { decision, note: 'بررسی شد' } })
  /** What the database holds of a return: its status, its timeline, its refunds and ledger debits. */
  const stateOf = async (id: number) => ({
    status: (await queryRows<{ status: string }>(db(), sql`select status from order_returns where id = ${id}`))[0]
      ?.status,
    events: (
      await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from return_events where return_id = ${id}`)
    )[0].n,
    refunds: await queryRows<{ id: number; amount: number; method: string; status: string; reference: string | null }>(
      db(),
      sql`select id, amount::int, method, status, reference from refunds where return_id = ${id}`,
    ),
    ledger: await queryRows<{ amount: number; store_id: number }>(
      db(),
      sql`select e.amount::int, e.store_id from ledger_entries e join refunds f on f.id = e.refund_id where f.return_id = ${id}`,
    ),
  })
  const returnsOfOrder = async (orderId: number) =>
    (
      await queryRows<{ n: number }>(
        db(),
        sql`select count(*)::int as n from order_returns where order_id = ${orderId}`,
      )
    )[0].n
  const stockOf = async (offerId: number) =>
    (await queryRows<{ stock: number }>(db(), sql`select stock from offers where id = ${offerId}`))[0].stock

  it('request → approve → tracking → receive: refunded at the gateway once, the ledger debited, stock back', async () => {
    const o = await deliveredOnline(2)
    const order = await unwrap(
      o.buyer.api.GET('/public/orders/{order_id}', { params: { path: { order_id: o.orderId } } }),
    )
    expect(Date.parse(order.returnable_until as string) - Date.now()).toBeGreaterThan(6.9 * 86_400_000)

    const photo = await uploadedPhoto(o.buyer, 'returns')
    const made = await unwrap(
      ask(o.buyer, o.orderId, {
        items: [{ order_item_id: o.orderItemId, quantity: 1 }],
        reason: 'damaged',
        description: 'جعبه شکسته رسید',
        photo_file_ids: [photo],
      }),
    )
    expect(made).toMatchObject({ status: 'requested', reason: 'damaged', refund_amount: 400_000, refund: null })
    expect(made.photos).toHaveLength(1)
    expect(made.items[0]).toMatchObject({ quantity: 1, bought: 2, refund_amount: 400_000 })

    // The other unit may still be asked for, not two more.
    const more = await ask(o.buyer, o.orderId, {
      items: [{ order_item_id: o.orderItemId, quantity: 2 }],
      reason: 'other',
    })
    expect(more.response.status).toBe(422)
    expect(more.error?.detail).toContain('بیش از تعداد خریداری‌شده')
    expect(await returnsOfOrder(o.orderId)).toBe(1)

    const listed = await unwrap(
      shop.seller.api.GET('/stores/{store_id}/returns', {
        params: { path: { store_id: shop.store.id }, query: { status: 'requested' } },
      }),
    )
    expect(listed.items.map((r) => r.id)).toContain(made.id)

    // Tracking before approval and escalating an unrejected return are stale: 409, nothing changed.
    expect((await tracking(o.buyer, made.id)).response.status).toBe(409)
    const early = await escalate(o.buyer, made.id)
    expect(early.response.status).toBe(409)
    expect(early.error?.detail).toContain('«در بررسی پشتیبانی»')
    expect(await stateOf(made.id)).toMatchObject({ status: 'requested', events: 1 })

    expect((await unwrap(storeMove(made.id, { action: 'approve' }))).status).toBe('approved')
    expect((await unwrap(storeMove(made.id, { action: 'approve' }))).status).toBe('approved') // harmless
    expect((await unwrap(tracking(o.buyer, made.id))).tracking_code).toBe('PST-998877')

    const stock = await stockOf(o.offerId)
    const done = await unwrap(storeMove(made.id, { action: 'receive', restock: true }))
    expect(done).toMatchObject({ status: 'refunded', restocked: true })
    expect(done.refund).toEqual({ method: 'gateway', status: 'done', amount: 400_000 })
    expect(done.events.map((e) => [e.status, e.by])).toEqual([
      ['requested', 'customer'],
      ['approved', 'store'],
      ['sent_back', 'customer'],
      ['refunded', 'store'],
    ])
    expect(await stockOf(o.offerId)).toBe(stock + 1)
    const gateway = server().app.deps.payment as TestGateway
    expect(gateway.attempt(o.authority)?.refunded).toBe(400_000)

    const [money] = await queryRows<{ net: number }>(
      db(),
      sql`select (gross - discount - commission)::int as net from order_item_money where order_item_id = ${o.orderItemId}`,
    )
    const after = await stateOf(made.id)
    expect(after.refunds).toMatchObject([{ amount: 400_000, method: 'gateway', status: 'done' }])
    expect(after.ledger).toEqual([{ amount: -Math.trunc(money.net / 2), store_id: shop.store.id }])

    // Receiving again is harmless; approving it now is stale.
    expect((await unwrap(storeMove(made.id, { action: 'receive', restock: true }))).status).toBe('refunded')
    const stale = await storeMove(made.id, { action: 'approve' })
    expect(stale.response.status).toBe(409)
    expect(stale.error?.detail).toContain('«مبلغ بازگردانده شد»')
    expect(await stateOf(made.id)).toEqual(after)
    expect(await stockOf(o.offerId)).toBe(stock + 1)
    expect(gateway.attempt(o.authority)?.refunded).toBe(400_000)
  })

  it('reject → escalate → an admin approves, or closes; cash on delivery refunds to the Sheba', async () => {
    const a = await boughtItem(server(), shop)
    const item = [{ order_item_id: a.orderItemId, quantity: 1 }]
    const noSheba = await ask(a.buyer, a.orderId, { items: item, reason: 'defective' })
    expect(noSheba.response.status).toBe(422)
    const badSheba = await ask(a.buyer, a.orderId, {
      items: item,
      reason: 'defective',
      sheba: 'IR12',
      account_name: 'علی رضایی',
    })
    expect(badSheba.response.status).toBe(422)
    expect(badSheba.error?.detail).toContain('شماره شبا معتبر نیست')
    expect(await returnsOfOrder(a.orderId)).toBe(0)

    const made = await unwrap(
      ask(a.buyer, a.orderId, {
        items: item,
        reason: 'defective',
        sheba: `ir${SHEBA.slice(2)}`,
        account_name: 'علی رضایی',
      }),
    )
    expect(made.refund_sheba).toBe(SHEBA)
    // The store does not see the customer's bank account (the platform pays a refund by hand).
    const seen = await unwrap(
      shop.seller.api.GET('/stores/{store_id}/returns/{id}', {
        params: { path: { store_id: shop.store.id, id: made.id } },
      }),
    )
    expect([seen.refund_sheba, seen.refund_account_name]).toEqual([null, null])
    const noReason = await storeMove(made.id, { action: 'reject' })
    expect(noReason.response.status).toBe(422)
    expect(await stateOf(made.id)).toMatchObject({ status: 'requested', events: 1 })
    const rejected = await unwrap(storeMove(made.id, { action: 'reject', note: 'کالا سالم است' }))
    expect(rejected).toMatchObject({ status: 'rejected', decision_note: 'کالا سالم است' })
    // An admin decides only escalated returns.
    expect((await decide(made.id, 'approve')).response.status).toBe(409)
    expect((await unwrap(escalate(a.buyer, made.id))).status).toBe('escalated')

    const open = await unwrap(admin.api.GET('/admins/returns', { params: { query: {} } }))
    expect(open.items.map((r) => r.id)).toContain(made.id)
    expect(open.items.every((r) => r.status === 'escalated')).toBe(true)
    const approved = await unwrap(decide(made.id, 'approve'))
    expect(approved).toMatchObject({ status: 'approved', decision_note: 'بررسی شد' })
    const [audit] = await queryRows<{ action: string }>(
      db(),
      sql`select action from admin_audit where target_type = 'return' and target_id = ${made.id}`,
    )
    expect(audit?.action).toBe('return.decide')

    await unwrap(tracking(a.buyer, made.id))
    const done = await unwrap(storeMove(made.id, { action: 'receive' }))
    expect(done.refund).toEqual({ method: 'sheba', status: 'owed', amount: 250_000 })
    expect(done.restocked).toBe(false)

    const b = await boughtItem(server(), shop)
    const other = await unwrap(
      ask(b.buyer, b.orderId, {
        items: [{ order_item_id: b.orderItemId, quantity: 1 }],
        reason: 'changed_mind',
        sheba: SHEBA,
        account_name: 'مریم احمدی',
      }),
    )
    await unwrap(storeMove(other.id, { action: 'reject', note: 'انصراف پس از باز کردن بسته پذیرفته نیست' }))
    await unwrap(escalate(b.buyer, other.id))
    expect((await unwrap(decide(other.id, 'close'))).status).toBe('closed')
    const late = await tracking(b.buyer, other.id)
    expect(late.response.status).toBe(409)
    expect(await stateOf(other.id)).toMatchObject({ status: 'closed', events: 4, refunds: [], ledger: [] })
  })

  it('refuses after 7 days, more than bought, four photos, and others’ orders and returns', async () => {
    const a = await boughtItem(server(), shop)
    const item = [{ order_item_id: a.orderItemId, quantity: 1 }]
    const account = { sheba: SHEBA, account_name: 'علی رضایی' }
    const photos = await Promise.all([1, 2, 3, 4].map(() => uploadedPhoto(a.buyer, 'returns')))
    const four = await ask(a.buyer, a.orderId, { items: item, reason: 'damaged', photo_file_ids: photos, ...account })
    expect(four.response.status).toBe(422)
    const two = await ask(a.buyer, a.orderId, { items: [{ ...item[0], quantity: 2 }], reason: 'damaged', ...account })
    expect(two.response.status).toBe(422)
    expect(two.error?.detail).toContain('بیش از تعداد خریداری‌شده')

    const stranger = await signIn(server())
    expect((await ask(stranger, a.orderId, { items: item, reason: 'damaged', ...account })).response.status).toBe(404)
    expect(await returnsOfOrder(a.orderId)).toBe(0)

    const made = await unwrap(ask(a.buyer, a.orderId, { items: item, reason: 'wrong_item', ...account }))
    const mine = await unwrap(a.buyer.api.GET('/public/returns', { params: { query: {} } }))
    expect(mine.items.map((r) => r.id)).toEqual([made.id])
    const theirs = await stranger.api.GET('/public/returns/{id}', { params: { path: { id: made.id } } })
    expect(theirs.response.status).toBe(404)
    expect((await tracking(stranger, made.id)).response.status).toBe(404)

    const otherShop = await shopWithSeller(server())
    const foreign = await otherShop.seller.api.GET('/stores/{store_id}/returns/{id}', {
      params: { path: { store_id: otherShop.store.id, id: made.id } },
    })
    expect(foreign.response.status).toBe(404)
    expect((await storeMove(made.id, { action: 'approve' }, otherShop.store, otherShop.seller)).response.status).toBe(
      404,
    )
    expect((await storeMove(made.id, { action: 'approve' }, shop.store, otherShop.seller)).response.status).toBe(404)
    expect(await stateOf(made.id)).toMatchObject({ status: 'requested', events: 1 })

    const b = await boughtItem(server(), shop)
    await backdate(db(), b.orderId, 8)
    const order = await unwrap(
      b.buyer.api.GET('/public/orders/{order_id}', { params: { path: { order_id: b.orderId } } }),
    )
    expect(order.returnable_until).toBeNull()
    const late = await ask(b.buyer, b.orderId, {
      items: [{ order_item_id: b.orderItemId, quantity: 1 }],
      reason: 'damaged',
      ...account,
    })
    expect(late.response.status).toBe(409)
    expect(late.error?.detail).toBe('مهلت ۷ روزهٔ مرجوعی این سفارش گذشته است')
    expect(await returnsOfOrder(b.orderId)).toBe(0)
  })

  describe('at once', () => {
    it('two receipts of one parcel refund once', async () => {
      const o = await deliveredOnline(1)
      const made = await unwrap(
        ask(o.buyer, o.orderId, { items: [{ order_item_id: o.orderItemId, quantity: 1 }], reason: 'defective' }),
      )
      await unwrap(storeMove(made.id, { action: 'approve' }))
      await unwrap(tracking(o.buyer, made.id))
      const stock = await stockOf(o.offerId)
      const both = await Promise.all([1, 2].map(() => storeMove(made.id, { action: 'receive', restock: true })))
      expect(both.map((r) => r.response.status)).toEqual([200, 200])
      const state = await stateOf(made.id)
      expect(state).toMatchObject({ status: 'refunded', events: 4 })
      expect(state.refunds).toMatchObject([{ status: 'done', amount: 400_000 }])
      expect(state.ledger).toHaveLength(1)
      expect(await stockOf(o.offerId)).toBe(stock + 1)
      expect((server().app.deps.payment as TestGateway).attempt(o.authority)?.refunded).toBe(400_000)
    })
  })
})
