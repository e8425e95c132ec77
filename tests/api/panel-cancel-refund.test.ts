// A seller or an admin cancels a customer's paid order (issue 30): the money goes back exactly as
// when the customer cancels — one refund opened in the cancel's transaction, sent to the gateway
// after the commit, shown on the customer's order — and an order nothing was paid for (unpaid
// online, cash on delivery) gets none. A repeated or racing cancel refunds once.
import { sql } from 'drizzle-orm'
import { afterEach, beforeAll, expect, it } from 'vitest'
import { newIdempotencyKey, type Schemas, unwrap } from '#sdk'
import type { PaymentGateway } from '../../server/adapters/payment'
import type { TestGateway } from '../../server/adapters/payment/test-gateway'
import { queryRows } from '../../server/db/rows'
import { paidByHand, placedOrder } from './fixtures/paid-order'
import { makeStore } from './fixtures/shop'
import { ownerOf } from './fixtures/store-record'
import { signInAdmin } from './fixtures/stores'
import { describeEachDb, signIn, type TestClient } from './harness'

describeEachDb(
  'a seller or an admin cancels a paid order',
  (server) => {
    const db = () => server().app.deps.db
    const gateway = () => server().app.deps.payment as TestGateway
    let store: Awaited<ReturnType<typeof makeStore>>
    let seller: TestClient
    let admin: TestClient
    let realGateway: PaymentGateway
    beforeAll(async () => {
      store = await makeStore(db())
      seller = await ownerOf(server(), store)
      admin = await signInAdmin(server())
      realGateway = server().app.deps.payment
    })
    afterEach(() => {
      server().app.deps.payment = realGateway
    })

    const move = (as: TestClient, id: number, status: Schemas['OrderStatus'], headers = {}) =>
      as.api.PUT('/orders/{id}/status', {
        params: { path: { id }, query: { store_id: store.id }, header: headers },
        body: { status, note: 'کالا ناموجود شد' },
      })
    const orderOf = (c: TestClient, id: number) =>
      unwrap(c.api.GET('/public/orders/{order_id}', { params: { path: { order_id: id } } }))
    const refundsOf = (orderId: number) =>
      queryRows<{ status: string; method: string; amount: number; sheba: string | null }>(
        db(),
        sql`select status, method, amount::int as amount, sheba from refunds where order_id = ${orderId}`,
      )

    it.each([
      ['the seller', () => seller, 'store'],
      ['an admin', () => admin, 'admin'],
    ] as const)(
      "%s cancels a paid online order: one refund through the gateway, on the customer's order",
      async (_, as, by) => {
        const { c, orderId, authority } = await placedOrder(server(), store.id, { quantity: 2 })
        expect(gateway().attempt(authority)?.refunded).toBe(0)

        const cancelled = await unwrap(move(as(), orderId, 'cancelled'))
        expect(cancelled.status).toBe('cancelled')
        expect(await refundsOf(orderId)).toEqual([{ status: 'done', method: 'gateway', amount: 690_000, sheba: null }])
        expect(gateway().attempt(authority)?.refunded).toBe(690_000)

        const seen = await orderOf(c, orderId)
        expect(seen.status_history.at(-1)).toMatchObject({ status: 'cancelled', by })
        expect(seen.payment.status).toBe('refunded')
        expect(seen.refund).toEqual({ status: 'done', method: 'gateway', amount: 690_000, sheba: null })

        // Again (a second press), and the customer's own cancel after it: the same one refund.
        await unwrap(move(as(), orderId, 'cancelled'))
        expect(
          (
            await unwrap(
              c.api.POST('/public/orders/{order_id}/cancel', { params: { path: { order_id: orderId } }, body: {} }),
            )
          ).refund,
        ).toEqual(seen.refund)
        expect(await refundsOf(orderId)).toHaveLength(1)
        expect(gateway().attempt(authority)?.refunded).toBe(690_000)
      },
    )

    it('opens no refund for an unpaid online order or a cash-on-delivery one', async () => {
      const unpaid = await placedOrder(server(), store.id, { unpaid: true })
      const refundsBefore = await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from refunds`)
      await unwrap(move(seller, unpaid.orderId, 'cancelled'))
      const seenUnpaid = await orderOf(unpaid.c, unpaid.orderId)
      expect(seenUnpaid).toMatchObject({ status: 'cancelled', refund: null })
      expect(seenUnpaid.payment.status).toBe('failed')

      const cod = await placedOrder(server(), store.id, { payment: 'cod' })
      await unwrap(move(seller, cod.orderId, 'processing'))
      await unwrap(move(admin, cod.orderId, 'cancelled'))
      const seenCod = await orderOf(cod.c, cod.orderId)
      expect(seenCod).toMatchObject({ status: 'cancelled', refund: null })
      expect(seenCod.payment.status).not.toBe('refunded')

      expect(await refundsOf(unpaid.orderId)).toEqual([])
      expect(await refundsOf(cod.orderId)).toEqual([])
      const refundsAfter = await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from refunds`)
      expect(refundsAfter[0].n - refundsBefore[0].n).toBe(0)
    })

    it("owes the money by hand when the gateway cannot refund; the admins' desk has the customer to ask", async () => {
      const { c, orderId, authority } = await placedOrder(server(), store.id, { quantity: 1 })
      server().app.deps.payment = Object.create(realGateway, { refunds: { value: false } })
      await unwrap(move(seller, orderId, 'cancelled'))
      expect(await refundsOf(orderId)).toEqual([{ status: 'owed', method: 'sheba', amount: 390_000, sheba: null }])
      expect(gateway().attempt(authority)?.refunded).toBe(0)
      expect((await orderOf(c, orderId)).refund).toEqual({
        status: 'owed',
        method: 'sheba',
        amount: 390_000,
        sheba: null,
      })
      const owed = await unwrap(admin.api.GET('/admins/refunds', { params: { query: { status: 'owed' } } }))
      expect(owed.items.find((r) => r.order_id === orderId)?.customer.phone).toBe(c.phone)
    })

    it('owes by hand what the seller took by hand: a manual order marked paid never went through the gateway', async () => {
      const { orderId, phone } = await paidByHand(server(), seller, store.id)
      const customer = await signIn(server(), phone)
      // The customer's own cancel would ask for their Sheba: the gateway cannot give this back.
      expect((await orderOf(customer, orderId)).cancel).toEqual({
        allowed: true,
        refund_amount: 250_000,
        needs_sheba: true,
      })
      await unwrap(move(seller, orderId, 'cancelled'))
      expect(await refundsOf(orderId)).toEqual([{ status: 'owed', method: 'sheba', amount: 250_000, sheba: null }])
      expect((await orderOf(customer, orderId)).payment.status).toBe('refunded')
    })

    it('refunds once when the seller, an admin and the customer cancel at the same moment', async () => {
      if (server().kind !== 'postgres') return
      for (let round = 0; round < 3; round++) {
        const { c, orderId, authority } = await placedOrder(server(), store.id, { quantity: 1 })
        const key = { 'Idempotency-Key': newIdempotencyKey() }
        const answers = await Promise.all([
          move(seller, orderId, 'cancelled', key),
          move(seller, orderId, 'cancelled', key),
          move(admin, orderId, 'cancelled'),
          c.api.POST('/public/orders/{order_id}/cancel', { params: { path: { order_id: orderId } }, body: {} }),
        ])
        expect(answers.map((a) => a.response.status).filter((s) => s !== 200 && s !== 409)).toEqual([])
        expect(await refundsOf(orderId)).toEqual([{ status: 'done', method: 'gateway', amount: 390_000, sheba: null }])
        expect(gateway().attempt(authority)?.refunded).toBe(390_000)
        expect((await orderOf(c, orderId)).status_history.filter((e) => e.status === 'cancelled')).toHaveLength(1)
      }
    })
  },
  { env: { SWEEP_INTERVAL_SECONDS: '3600' } },
)
