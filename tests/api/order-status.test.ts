// Orders from the seller's side: a provider lists its own stores' orders (with the customer),
// moves them along the flow to delivered (a tracking code to ship), cannot make other moves, and
// never sees another store's orders; cancelling gives the stock back and settles the purchase.
import { sql } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { newIdempotencyKey, type Schemas, unwrap } from '#sdk'
import { queryRows } from '../../server/db/rows'
import * as t from '../../server/db/schema/index'
import { makeAddress, makeOffer, makeStore, userIdOf } from './fixtures/shop'
import { describeEachDb, signIn, type TestClient } from './harness'

describeEachDb('orders for sellers', (server) => {
  const db = () => server().app.deps.db
  let store: typeof t.stores.$inferSelect
  let seller: TestClient
  beforeAll(async () => {
    store = await makeStore(db())
    const [owner] = await db().select().from(t.users).where(sql`id = ${store.ownerId}`)
    seller = await signIn(server(), owner.phone)
  })

  async function ordered(payment: 'cod' | 'online', quantity = 2) {
    const offer = await makeOffer(db(), store.id, 300_000, 10)
    const c = await signIn(server())
    const userId = await userIdOf(db(), (await unwrap(c.api.GET('/auth/profile'))).phone)
    const addressId = await makeAddress(db(), userId)
    await unwrap(c.api.POST('/public/cart/items', { body: { product_store_id: offer.offerId, quantity } }))
    const p = await unwrap(
      c.api.POST('/public/orders', {
        body: { address_id: addressId, shipping: [{ store_id: store.id, method: 'tipax' }], payment_method: payment },
        params: { header: { 'Idempotency-Key': newIdempotencyKey() } },
      }),
    )
    return { c, offer, order: p.orders[0], purchase: p }
  }
  const move = (id: number, body: Schemas['OrderStatusChange'], as = seller) =>
    as.api.PUT('/orders/{id}/status', { params: { path: { id }, query: { store_id: store.id } }, body })
  const stockOf = async (offerId: number) =>
    (await queryRows<{ stock: number }>(db(), sql`select stock from offers where id = ${offerId}`))[0].stock

  it('lists its orders with the customer and moves a cash-on-delivery order to delivered', async () => {
    const { c, order } = await ordered('cod')
    const list = await unwrap(
      seller.api.GET('/orders/', { params: { query: { store_id: store.id, status: 'processing' } } }),
    )
    const mine = list.items.find((o) => o.id === order.id)
    expect(mine?.customer.phone).toMatch(/^09\d{9}$/)
    expect(mine).not.toHaveProperty('payment_url')

    const noCode = await move(order.id, { status: 'shipped' })
    expect(noCode.response.status).toBe(422)
    expect(noCode.error).toMatchObject({ detail: 'برای ارسال سفارش، کد رهگیری مرسوله را وارد کنید' })
    const shipped = await unwrap(
      move(order.id, { status: 'shipped', tracking_code: '123456789012', note: 'تحویل پست شد' }),
    )
    expect(shipped.shipping.tracking_code).toBe('123456789012')
    const again = await unwrap(move(order.id, { status: 'shipped', tracking_code: '123456789012' }))
    expect(again.status_history).toHaveLength(shipped.status_history.length) // the same status is harmless
    await unwrap(move(order.id, { status: 'delivered' }))
    const seen = await unwrap(c.api.GET('/public/orders/{order_id}', { params: { path: { order_id: order.id } } }))
    expect(seen.status).toBe('delivered')
    // The cash was taken at the door: the customer's order says it is paid, and when.
    expect(seen.payment).toMatchObject({ method: 'cod', status: 'paid' })
    expect(seen.payment.paid_at).not.toBeNull()
    expect(seen.status_history.map((e) => [e.status, e.by])).toEqual([
      ['pending_payment', 'customer'],
      ['processing', 'customer'],
      ['shipped', 'store'],
      ['delivered', 'store'],
    ])
    const back = await move(order.id, { status: 'cancelled' })
    expect(back.response.status).toBe(409)
    expect(back.error).toMatchObject({ detail: 'سفارش «تحویل‌شده» را نمی‌توان به «لغوشده» برد' })
  })

  it('marks an online order paid by hand, and cancels one with its stock back', async () => {
    const first = await ordered('online')
    const paid = await unwrap(move(first.order.id, { status: 'paid', note: 'پرداخت کارت‌به‌کارت' }))
    expect(paid.payment.status).toBe('paid')
    const [purchase] = await queryRows<{ status: string }>(
      db(),
      sql`select status from purchases where id = ${first.purchase.id}`,
    )
    expect(purchase.status).toBe('paid')

    const second = await ordered('online', 3)
    expect(await stockOf(second.offer.offerId)).toBe(7)
    const cancelled = await unwrap(move(second.order.id, { status: 'cancelled', note: 'ناموجود در انبار' }))
    expect(cancelled.status).toBe('cancelled')
    expect(await stockOf(second.offer.offerId)).toBe(10)
    const [gone] = await queryRows<{ status: string }>(
      db(),
      sql`select status from purchases where id = ${second.purchase.id}`,
    )
    expect(gone.status).toBe('cancelled')
    const skip = await move(second.order.id, { status: 'processing' })
    expect(skip.response.status).toBe(409)
  })

  it('hides other stores orders (404) and refuses customers (403)', async () => {
    const { c, order } = await ordered('cod')
    const other = await makeStore(db())
    const [owner] = await db().select().from(t.users).where(sql`id = ${other.ownerId}`)
    const stranger = await signIn(server(), owner.phone)
    const peek = await stranger.api.GET('/orders/{id}', { params: { path: { id: order.id } } })
    expect(peek.response.status).toBe(404)
    const theirs = await stranger.api.PUT('/orders/{id}/status', {
      params: { path: { id: order.id }, query: { store_id: store.id } },
      body: { status: 'cancelled' },
    })
    expect(theirs.response.status).toBe(404)
    const list = await stranger.api.GET('/orders/', { params: { query: { store_id: store.id } } })
    expect(list.response.status).toBe(404)
    const customer = await c.api.GET('/orders/', {})
    expect(customer.response.status).toBe(403)
    const huge = await seller.api.GET('/orders/', { params: { query: { store_id: 3_000_000_000 } } })
    expect(huge.response.status).toBe(404)
    const badDate = await seller.api.GET('/orders/', { params: { query: { created_from: 'دیروز' } } })
    expect(badDate.response.status).toBe(422)
    const hugeId = await seller.api.GET('/orders/{id}', { params: { path: { id: 3_000_000_000 } } })
    expect(hugeId.response.status).toBe(404)
    const wrongStore = await seller.api.GET('/orders/{id}', {
      params: { path: { id: order.id }, query: { store_id: other.id } },
    })
    expect(wrongStore.response.status).toBe(404)
  })
})
