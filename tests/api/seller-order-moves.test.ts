// A seller's status moves: exactly the flow's moves (spec section 4), a tracking code to ship,
// who moved it in the history, the stock back exactly once on cancel, and offline replays under
// an Idempotency-Key (applied once; a move the order has passed is a clear 409).
import { sql } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { newIdempotencyKey, type Schemas, unwrap } from '#sdk'
import { addRole, findOrCreate } from '../../server/modules/auth/users'
import { allowedMove } from '../../server/modules/orders/order-status'
import { key, sellerDesk } from './fixtures/seller-desk'
import { makeAddress, makeOffer, makeStore, userIdOf } from './fixtures/shop'
import { describeEachDb, nextPhone, signIn } from './harness'

type Status = Schemas['OrderStatus']
const STATUSES: Status[] = ['pending_payment', 'paid', 'processing', 'shipped', 'delivered', 'cancelled']
/** How an order reaches each status from pending_payment (a cash order goes straight to processing). */
const PATH: Record<Status, Status[]> = {
  pending_payment: [],
  paid: ['paid'],
  processing: ['paid', 'processing'],
  shipped: ['paid', 'processing', 'shipped'],
  delivered: ['paid', 'processing', 'shipped', 'delivered'],
  cancelled: ['cancelled'],
}

describeEachDb('seller order moves', (server) => {
  const desk = sellerDesk(server)
  const { db, stockOf, body, create, move, newOrder, sellerOf } = desk

  it('allows exactly the moves of the flow', async () => {
    for (const payment of ['online', 'cod'] as const) {
      for (const from of STATUSES) {
        for (const to of STATUSES) {
          const { order } = await newOrder(payment)
          for (const step of PATH[from])
            await unwrap(move(order.id, { status: step, tracking_code: step === 'shipped' ? 'TRK-1234' : undefined }))
          const r = await move(order.id, { status: to, tracking_code: to === 'shipped' ? 'TRK-5678' : undefined })
          const ok = from === to || allowedMove(from, to, payment)
          expect(r.response.status, `${payment} ${from} → ${to}`).toBe(ok ? 200 : 409)
        }
      }
    }
    // The table itself, as the spec gives it.
    expect(allowedMove('pending_payment', 'processing', 'online')).toBe(false)
    expect(allowedMove('pending_payment', 'processing', 'cod')).toBe(true)
    expect(allowedMove('shipped', 'cancelled', 'cod')).toBe(false)
  }, 120_000)

  it('needs a tracking code to ship, and records who moved the order', async () => {
    const { order } = await newOrder('cod')
    await unwrap(move(order.id, { status: 'processing' }))
    const bare = await move(order.id, { status: 'shipped' })
    expect(bare.response.status).toBe(422)
    expect(bare.error).toMatchObject({ errors: [{ field: 'body.tracking_code' }] })
    const shipped = await unwrap(move(order.id, { status: 'shipped', tracking_code: 'PST-998877' }))
    expect(shipped.shipping.tracking_code).toBe('PST-998877')
    const adminPhone = nextPhone()
    await addRole(db(), (await findOrCreate(db(), adminPhone)).user.id, 'admin')
    const admin = await signIn(server(), adminPhone)
    const delivered = await unwrap(move(order.id, { status: 'delivered' }, {}, admin))
    expect(delivered.status_history.map((e) => [e.status, e.by])).toEqual([
      ['pending_payment', 'store'],
      ['processing', 'store'],
      ['shipped', 'store'],
      ['delivered', 'admin'],
    ])
    expect(shipped.status_history).toHaveLength(3)
  })

  it('gives the stock back exactly once on cancel, replayed or repeated', async () => {
    const { offer, order } = await newOrder('online', 3)
    expect(await stockOf(offer.offerId)).toBe(7)
    const params = key()
    const first = await unwrap(move(order.id, { status: 'cancelled', note: 'مشتری منصرف شد' }, params))
    const replay = await unwrap(move(order.id, { status: 'cancelled', note: 'مشتری منصرف شد' }, params))
    expect(replay).toEqual(first)
    await unwrap(move(order.id, { status: 'cancelled' }))
    expect(await stockOf(offer.offerId)).toBe(10)
    expect(first.status_history.filter((e) => e.status === 'cancelled')).toHaveLength(1)
    expect(first.payment.status).toBe('failed')
  })

  it('applies a move sent twice at once (a double tap, a replay racing its first send) once', async () => {
    const { offer, order } = await newOrder('online', 2)
    const params = key()
    const [a, b] = await Promise.all([
      unwrap(move(order.id, { status: 'cancelled' }, params)),
      unwrap(move(order.id, { status: 'cancelled' }, params)),
    ])
    expect(a).toEqual(b)
    // Two queued cancels under different keys: the second finds it cancelled, harmless, no second restock.
    const other = await newOrder('online', 2)
    const both = await Promise.all([
      move(other.order.id, { status: 'cancelled' }, key()),
      move(other.order.id, { status: 'cancelled' }, key()),
    ])
    expect(both.map((r) => r.response.status)).toEqual([200, 200])
    expect([await stockOf(offer.offerId), await stockOf(other.offer.offerId)]).toEqual([10, 10])
    const seen = await unwrap(desk.seller.api.GET('/orders/{id}', { params: { path: { id: other.order.id } } }))
    expect(seen.status_history.filter((e) => e.status === 'cancelled')).toHaveLength(1)
  })

  it('replays an offline move once, and answers a move the order has passed with a clear 409', async () => {
    const { order } = await newOrder()
    const paidKey = key()
    const paid = await unwrap(move(order.id, { status: 'paid' }, paidKey))
    await unwrap(move(order.id, { status: 'processing' }))
    const replay = await unwrap(move(order.id, { status: 'paid' }, paidKey))
    expect(replay).toEqual(paid) // the stored answer: applied once
    const reused = await move(order.id, { status: 'shipped', tracking_code: 'TRK-1234' }, paidKey)
    expect(reused.response.status).toBe(422)
    const stale = await move(order.id, { status: 'paid' }, key())
    expect(stale.response.status).toBe(409)
    expect(stale.error).toMatchObject({
      detail: 'وضعیت این سفارش اکنون «در حال پردازش» است و دیگر نمی‌توان آن را «پرداخت‌شده» کرد',
    })
    const now = await unwrap(desk.seller.api.GET('/orders/{id}', { params: { path: { id: order.id } } }))
    expect(now.status_history.map((e) => e.status)).toEqual(['pending_payment', 'paid', 'processing'])
  })

  it('records a queued move at the time the seller made it, bounded by the server clock', async () => {
    const { order } = await newOrder('online')
    const before = Date.now()
    const acted = new Date(before - 3 * 60 * 60 * 1000).toISOString() // three hours offline
    // The order's first event is now: a move made before it would break the history's order, so
    // back-date that event as an order placed yesterday.
    await db().execute(sql`update order_status_events set at = now() - interval '1 day' where order_id = ${order.id}`)
    const paid = await unwrap(move(order.id, { status: 'paid', acted_at: acted }, key()))
    const paidEvent = paid.status_history.at(-1)
    expect(paidEvent?.status).toBe('paid')
    expect(Date.parse(paidEvent?.at ?? '')).toBe(Date.parse(acted))
    expect(Date.parse(paidEvent?.received_at ?? '')).toBeGreaterThanOrEqual(before - 1000)
    // A time in the future (a wrong phone clock) is the arrival; none is before the previous move.
    const future = new Date(Date.now() + 5 * 60 * 60 * 1000).toISOString()
    const processing = await unwrap(move(order.id, { status: 'processing', acted_at: future }, key()))
    const last = processing.status_history.at(-1)
    expect(Date.parse(last?.at ?? '')).toBeLessThanOrEqual(Date.now() + 1000)
    expect(Date.parse(last?.at ?? '')).toBeGreaterThanOrEqual(before - 1000)
    expect(last?.at).toBe(last?.received_at)
    // Far older than any queue keeps a move: at most seven days back.
    const old = await newOrder('online')
    await db().execute(
      sql`update order_status_events set at = now() - interval '30 days' where order_id = ${old.order.id}`,
    )
    const cancelled = await unwrap(move(old.order.id, { status: 'cancelled', acted_at: '2020-01-01T00:00:00Z' }, key()))
    const bounded = Date.parse(cancelled.status_history.at(-1)?.at ?? '')
    expect(Math.abs(bounded - (Date.now() - 7 * 86_400_000))).toBeLessThan(60_000)
    const bad = await move(old.order.id, { status: 'cancelled', acted_at: 'yesterday' }, key())
    expect(bad.response.status).toBe(422)
  })

  it('counts the orders the seller must act on (paid online, cash on delivery not yet taken up) with needs_action', async () => {
    const own = await makeStore(db())
    const owner = await sellerOf(own)
    const offer = await makeOffer(db(), own.id, 100_000, 10)
    const make = (payment_method: 'online' | 'cod') =>
      unwrap(
        create(
          body([{ product_store_id: offer.offerId, quantity: 1 }], { store_id: own.id, payment_method }),
          key(),
          owner,
        ),
      )
    const [a, b, unpaid, cash, cash2] = [
      await make('online'),
      await make('online'),
      await make('online'),
      await make('cod'),
      await make('cod'),
    ]
    await unwrap(move(a.id, { status: 'paid' }, {}, owner, own.id))
    await unwrap(move(b.id, { status: 'paid' }, {}, owner, own.id))
    const page = () =>
      unwrap(owner.api.GET('/orders/', { params: { query: { store_id: own.id, needs_action: true } } }))
    // Two paid online orders and two cash orders; the unpaid online order waits for its customer.
    expect((await page()).items.map((o) => o.id).sort()).toEqual([a.id, b.id, cash.id, cash2.id].sort())
    expect((await page()).items.map((o) => o.id)).not.toContain(unpaid.id)
    // A customer's cash-on-delivery checkout goes straight to processing: still the seller's to act on.
    const customer = await signIn(server())
    const phone = (await unwrap(customer.api.GET('/auth/profile'))).phone
    const addressId = await makeAddress(db(), await userIdOf(db(), phone))
    await unwrap(customer.api.POST('/public/cart/items', { body: { product_store_id: offer.offerId, quantity: 1 } }))
    const checkout = await unwrap(
      customer.api.POST('/public/orders', {
        body: { address_id: addressId, shipping: [{ store_id: own.id, method: 'tipax' }], payment_method: 'cod' },
        params: { header: { 'Idempotency-Key': newIdempotencyKey() } },
      }),
    )
    const placed = checkout.orders[0].id
    expect((await page()).items.map((o) => o.id)).toContain(placed)
    expect((await page()).total).toBe(5)
    await unwrap(move(a.id, { status: 'processing' }, {}, owner, own.id))
    await unwrap(move(cash.id, { status: 'processing' }, {}, owner, own.id))
    await unwrap(move(cash2.id, { status: 'cancelled' }, {}, owner, own.id))
    const count = () =>
      unwrap(owner.api.GET('/orders/', { params: { query: { store_id: own.id, needs_action: true, limit: 1 } } }))
    expect((await page()).items.map((o) => o.id).sort()).toEqual([b.id, placed].sort())
    expect((await count()).total).toBe(2)
    // Shipping it is the seller's action: then only the paid online order is left.
    await unwrap(move(placed, { status: 'shipped', tracking_code: 'TPX-4455' }, {}, owner, own.id))
    const after = await count()
    expect(after.total).toBe(1)
    expect(after.items.map((o) => o.id)).toEqual([b.id])
    // Without the filter every order is listed.
    const all = await unwrap(owner.api.GET('/orders/', { params: { query: { store_id: own.id } } }))
    expect(all.total).toBe(6)
  })
})
