// A customer cancels their own order before it ships (issue 30): the stock comes back, the
// history shows the cancellation by the customer, and the refund of what was paid is opened in
// the same transaction — done through the gateway when it can refund, otherwise owed to the
// customer's Sheba until an admin pays it by hand. Shipped orders cannot be cancelled; a cancel
// racing the seller's ship has exactly one winner. And the order's printable invoice.
import { sql } from 'drizzle-orm'
import { afterEach, beforeAll, expect, it, vi } from 'vitest'
import { newIdempotencyKey, unwrap } from '#sdk'
import { GatewayError, type PaymentGateway } from '../../server/adapters/payment'
import type { TestGateway } from '../../server/adapters/payment/test-gateway'
import { queryRows } from '../../server/db/rows'
import { runPendingRefunds } from '../../server/modules/refunds/run-refunds'
import { addToCart, type Buyer, buyer } from './fixtures/discounts'
import { placedOrder } from './fixtures/paid-order'
import { makeOffer, makeStore } from './fixtures/shop'
import { ownerOf } from './fixtures/store-record'
import { signInAdmin } from './fixtures/stores'
import { describeEachDb, signIn, type TestClient } from './harness'

const SHEBA = 'IR820540102680020817909002'

describeEachDb(
  'cancel and refund',
  (server) => {
    const db = () => server().app.deps.db
    const gateway = () => server().app.deps.payment as TestGateway
    let store: Awaited<ReturnType<typeof makeStore>>
    let seller: TestClient
    let realGateway: PaymentGateway
    beforeAll(async () => {
      store = await makeStore(db())
      seller = await ownerOf(server(), store)
      realGateway = server().app.deps.payment
    })
    afterEach(() => {
      server().app.deps.payment = realGateway
    })

    /** An order of `quantity` units placed by a new buyer: paid online at the test gateway, or cash on delivery. */
    const placed = (payment: 'online' | 'cod' = 'online', quantity = 2) =>
      placedOrder(server(), store.id, { payment, quantity })
    const cancel = (c: TestClient, id: number, body: Record<string, string> = {}) =>
      c.api.POST('/public/orders/{order_id}/cancel', { params: { path: { order_id: id } }, body })
    const orderOf = (c: TestClient, id: number) =>
      unwrap(c.api.GET('/public/orders/{order_id}', { params: { path: { order_id: id } } }))
    const stockOf = async (offerId: number) =>
      (await queryRows<{ stock: number }>(db(), sql`select stock from offers where id = ${offerId}`))[0].stock
    const refundsOf = (orderId: number) =>
      queryRows<{
        id: number
        status: string
        method: string
        amount: number
        reference: string | null
        attempts: number
      }>(
        db(),
        sql`select id, status, method, amount::int as amount, reference, attempts from refunds where order_id = ${orderId}`,
      )
    const move = (orderId: number, status: 'processing' | 'shipped') =>
      seller.api.PUT('/orders/{id}/status', {
        params: { path: { id: orderId }, query: { store_id: store.id } },
        body: { status, tracking_code: status === 'shipped' ? 'PST-12345678' : undefined },
      })

    it('cancels a paid online order: stock back, cancelled by the customer, refunded through the gateway once', async () => {
      const { c, orderId, offerId, authority } = await placed('online', 2)
      expect(await stockOf(offerId)).toBe(3)
      const before = await orderOf(c, orderId)
      expect(before.cancel).toEqual({ allowed: true, refund_amount: 690_000, needs_sheba: false })
      expect(before.refund).toBeNull()

      const order = await unwrap(cancel(c, orderId, { reason: 'منصرف شدم' }))
      expect(order.status).toBe('cancelled')
      expect(order.status_history.at(-1)).toMatchObject({ status: 'cancelled', by: 'customer', note: 'منصرف شدم' })
      expect(order.cancel?.allowed).toBe(false)
      expect(order.refund).toEqual({ status: 'done', method: 'gateway', amount: 690_000, sheba: null })
      expect(await stockOf(offerId)).toBe(5)
      const [row] = await refundsOf(orderId)
      expect(row).toMatchObject({ status: 'done', method: 'gateway', amount: 690_000, attempts: 1 })
      expect(row.reference).toMatch(/^R[0-9A-F]+$/)
      expect(gateway().attempt(authority)?.refunded).toBe(690_000)

      // Again: the same cancelled order and its one refund, nothing sent twice.
      const again = await unwrap(cancel(c, orderId))
      expect(again.refund).toEqual(order.refund)
      expect(await refundsOf(orderId)).toHaveLength(1)
      expect(gateway().attempt(authority)?.refunded).toBe(690_000)
      expect(await stockOf(offerId)).toBe(5)
      // Someone else's order is not found.
      const other = await signIn(server())
      expect((await cancel(other, orderId)).response.status).toBe(404)
    })

    it('cancels a cash-on-delivery order without a refund', async () => {
      const { c, orderId, offerId } = await placed('cod', 1)
      expect((await orderOf(c, orderId)).cancel).toEqual({ allowed: true, refund_amount: 0, needs_sheba: false })
      const order = await unwrap(cancel(c, orderId))
      expect(order.status).toBe('cancelled')
      expect(order.refund).toBeNull()
      expect(await refundsOf(orderId)).toEqual([])
      expect(await stockOf(offerId)).toBe(5)
    })

    it('refuses to cancel a shipped order and changes nothing', async () => {
      const { c, orderId, offerId } = await placed('online', 1)
      await unwrap(move(orderId, 'processing'))
      await unwrap(move(orderId, 'shipped'))
      expect((await orderOf(c, orderId)).cancel?.allowed).toBe(false)
      const refused = await cancel(c, orderId)
      expect(refused.response.status).toBe(409)
      expect(refused.error).toEqual({ detail: 'سفارش ارسال‌شده را نمی‌توان لغو کرد' })
      const order = await orderOf(c, orderId)
      expect(order.status).toBe('shipped')
      expect(order.status_history.map((e) => e.status)).not.toContain('cancelled')
      expect(await refundsOf(orderId)).toEqual([])
      expect(await stockOf(offerId)).toBe(4)
    })

    it('asks for a valid Sheba when the gateway cannot refund; an admin pays it by hand', async () => {
      const { c, orderId, offerId } = await placed('online', 1)
      // The same payments, through a gateway (merchant) that cannot send money back.
      server().app.deps.payment = Object.create(realGateway, { refunds: { value: false } })
      expect((await orderOf(c, orderId)).cancel).toEqual({ allowed: true, refund_amount: 390_000, needs_sheba: true })

      const missing = await cancel(c, orderId)
      expect(missing.response.status).toBe(422)
      expect(missing.error?.detail).toBe('برای بازگرداندن مبلغ، شماره شبای حساب خود را وارد کنید')
      const invalid = await cancel(c, orderId, { sheba: 'IR820540102680020817909003', account_name: 'مریم احمدی' })
      expect(invalid.response.status).toBe(422)
      expect(invalid.error?.detail).toContain('شماره شبا معتبر نیست')
      const nameless = await cancel(c, orderId, { sheba: SHEBA })
      expect(nameless.response.status).toBe(422)
      expect((await orderOf(c, orderId)).status).toBe('paid')
      expect(await refundsOf(orderId)).toEqual([])
      expect(await stockOf(offerId)).toBe(4)

      const order = await unwrap(
        cancel(c, orderId, {
          sheba: `ir ${SHEBA.slice(2).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)])}`,
          account_name: 'مریم احمدی',
        }),
      )
      expect(order.refund).toEqual({ status: 'owed', method: 'sheba', amount: 390_000, sheba: SHEBA })

      const admin = await signInAdmin(server())
      const owed = await unwrap(admin.api.GET('/admins/refunds', { params: { query: { status: 'owed' } } }))
      const listed = owed.items.find((r) => r.order_id === orderId)
      expect(listed).toMatchObject({ status: 'owed', sheba: SHEBA, account_name: 'مریم احمدی', amount: 390_000 })
      const id = listed?.id as number
      expect((await c.api.GET('/admins/refunds')).response.status).toBe(403)
      const paid = await unwrap(
        admin.api.PUT('/admins/refunds/{id}', { params: { path: { id } }, body: { reference: 'پایا-۱۲۳۴' } }),
      )
      expect(paid).toMatchObject({ status: 'done', reference: 'پایا-۱۲۳۴' })
      expect(paid.done_at).not.toBeNull()
      const twice = await admin.api.PUT('/admins/refunds/{id}', { params: { path: { id } }, body: { reference: 'X' } })
      expect(twice.response.status).toBe(409)
      expect((await refundsOf(orderId))[0].reference).toBe('پایا-۱۲۳۴')
      const [audit] = await queryRows<{ action: string }>(
        db(),
        sql`select action from admin_audit where target_type = 'order' and target_id = ${orderId}`,
      )
      expect(audit.action).toBe('refund.paid')
      expect((await orderOf(c, orderId)).refund?.status).toBe('done')
    })

    it('keeps a refund the gateway refused pending, and a later run sends it once', async () => {
      const { c, orderId, authority } = await placed('online', 1)
      const refund = realGateway.refund.bind(realGateway)
      realGateway.refund = async () => {
        throw new GatewayError('gateway unreachable')
      }
      try {
        const order = await unwrap(cancel(c, orderId))
        expect(order.status).toBe('cancelled')
        expect(order.refund).toMatchObject({ status: 'pending', method: 'gateway' })
      } finally {
        realGateway.refund = refund
      }
      const [pending] = await queryRows<{ attempts: number; last_error: string }>(
        db(),
        sql`select attempts, last_error from refunds where order_id = ${orderId}`,
      )
      expect(pending).toEqual({ attempts: 1, last_error: 'gateway unreachable' })
      const [id] = (await refundsOf(orderId)).map((r) => r.id)
      // Two runs at once (a sweeper and a handler): the gateway is asked once.
      const runs = await Promise.all([
        runPendingRefunds(db(), realGateway, [id]),
        runPendingRefunds(db(), realGateway, [id]),
      ])
      expect(runs.flat()).toEqual([id])
      expect(await runPendingRefunds(db(), realGateway, [id])).toEqual([])
      expect((await refundsOf(orderId))[0]).toMatchObject({ status: 'done', attempts: 2 })
      expect(gateway().attempt(authority)?.refunded).toBe(390_000)
      expect((await orderOf(c, orderId)).refund?.status).toBe('done')
    })

    it('lets exactly one of a cancel and a ship racing win, never refunding a shipped order', async () => {
      if (server().kind !== 'postgres') return
      for (let round = 0; round < 4; round++) {
        const { c, orderId } = await placed('online', 1)
        await unwrap(move(orderId, 'processing'))
        const [cancelled, shipped] = await Promise.all([cancel(c, orderId), move(orderId, 'shipped')])
        const wins = [cancelled.response.ok, shipped.response.ok]
        expect(wins.filter(Boolean)).toHaveLength(1)
        const order = await orderOf(c, orderId)
        const refunds = await refundsOf(orderId)
        if (cancelled.response.ok) {
          expect(order.status).toBe('cancelled')
          expect(refunds).toHaveLength(1)
        } else {
          expect(cancelled.response.status).toBe(409)
          expect(order.status).toBe('shipped')
          expect(refunds).toEqual([])
        }
      }
    })

    it("prints the invoice of the customer's own order with every line, the seller's identity and the totals", async () => {
      const c: Buyer = await buyer(server())
      const [a, b] = [await makeOffer(db(), store.id, 200_000, 5), await makeOffer(db(), store.id, 150_000, 5)]
      await addToCart(c, a.offerId, 2)
      await addToCart(c, b.offerId, 1)
      const p = await unwrap(
        c.api.POST('/public/orders', {
          body: { address_id: c.addressId, shipping: [{ store_id: store.id, method: 'tipax' }], payment_method: 'cod' },
          params: { header: { 'Idempotency-Key': newIdempotencyKey() } },
        }),
      )
      const orderId = p.orders[0].id
      const invoice = await unwrap(
        c.api.GET('/public/orders/{order_id}/invoice', { params: { path: { order_id: orderId } } }),
      )
      const lines = invoice.lines.map((l) => [l.name, l.quantity, l.total])
      expect(lines).toHaveLength(2)
      expect(lines).toEqual(
        expect.arrayContaining([
          [a.name, 2, 400_000],
          [b.name, 1, 150_000],
        ]),
      )
      expect(invoice).toMatchObject({ order_id: orderId, shipping_fee: 90_000, total: 640_000, code_discount: 0 })
      expect(invoice.seller).toMatchObject({ name: store.name, postal_code: '1315613391', phone: '02188776655' })
      expect(invoice.buyer.phone).toBe(c.phone)
      expect(invoice.address.receiver_name).toBe('مریم احمدی')
      const other = await signIn(server())
      const hidden = await other.api.GET('/public/orders/{order_id}/invoice', {
        params: { path: { order_id: orderId } },
      })
      expect(hidden.response.status).toBe(404)
    })
  },
  { env: { SWEEP_INTERVAL_SECONDS: '3600' } },
)

describeEachDb(
  'the sweeper retries a pending refund',
  (server) => {
    it('sends a refund the gateway could not take at the cancel once it answers again', async () => {
      const db = server().app.deps.db
      const gateway = server().app.deps.payment as TestGateway
      const store = await makeStore(db)
      const { c, orderId, authority } = await placedOrder(server(), store.id, { quantity: 1 })
      const refund = gateway.refund.bind(gateway)
      let down = true
      gateway.refund = async (payment, amount) => {
        if (down) throw new GatewayError('gateway unreachable')
        return refund(payment, amount)
      }
      const order = await unwrap(
        c.api.POST('/public/orders/{order_id}/cancel', { params: { path: { order_id: orderId } }, body: {} }),
      )
      expect(order.refund?.status).toBe('pending')
      down = false
      await vi.waitFor(
        async () => {
          const [row] = await queryRows<{ status: string }>(
            db,
            sql`select status from refunds where order_id = ${orderId}`,
          )
          expect(row.status).toBe('done')
        },
        { timeout: 10_000, interval: 200 },
      )
      expect(gateway.attempt(authority)?.refunded).toBe(390_000)
    })
  },
  { env: { SWEEP_INTERVAL_SECONDS: '1' } },
)
