// A cancelled purchase gives its discount code's use back (issue 30): a code's uses are counted per
// purchase, so the use returns when the purchase's last order is cancelled — by the customer, the
// seller, an admin, or the expiry of an unpaid purchase — and exactly once, however many of its
// orders are cancelled, again or at the same moment.
import { sql } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { newIdempotencyKey, unwrap } from '#sdk'
import { queryRows } from '../../server/db/rows'
import { expireDuePurchases } from '../../server/modules/orders/expiry'
import { addToCart, buyer, checkCode, uniqueCode } from './fixtures/discounts'
import { placedOrder } from './fixtures/paid-order'
import { makeCode, makeOffer, makeStore } from './fixtures/shop'
import { ownerOf } from './fixtures/store-record'
import { signInAdmin } from './fixtures/stores'
import { describeEachDb, type TestClient } from './harness'

describeEachDb('a cancelled purchase gives its code use back', (server) => {
  const db = () => server().app.deps.db
  let store: Awaited<ReturnType<typeof makeStore>>
  let seller: TestClient
  let admin: TestClient
  beforeAll(async () => {
    store = await makeStore(db())
    seller = await ownerOf(server(), store)
    admin = await signInAdmin(server())
  })

  /** A code of 10 % whose code and discount each allow `limit` uses. */
  async function limitedCode(limit = 1) {
    const code = uniqueCode('BACK')
    await makeCode(db(), code, { usageLimit: limit }, { usageLimit: limit, perUserLimit: 1 })
    return code
  }
  const usesOf = async (code: string) =>
    (
      await queryRows<{ code: number; discount: number }>(
        db(),
        sql`select c.used_count as code, d.used_count as discount
          from discount_codes c join discounts d on d.id = c.discount_id where c.code = ${code}`,
      )
    )[0]
  const cancelAs = (as: TestClient, orderId: number, storeId = store.id) =>
    as.api.PUT('/orders/{id}/status', {
      params: { path: { id: orderId }, query: { store_id: storeId } },
      body: { status: 'cancelled' },
    })
  const customerCancel = (c: TestClient, orderId: number) =>
    c.api.POST('/public/orders/{order_id}/cancel', { params: { path: { order_id: orderId } }, body: {} })

  type Cancel = (c: TestClient, orderId: number) => Promise<{ response: Response }>
  const cancels: [string, Cancel][] = [
    ['the customer', (c, id) => customerCancel(c, id)],
    ['the seller', (_, id) => cancelAs(seller, id)],
    ['an admin', (_, id) => cancelAs(admin, id)],
  ]
  const cancelled = async (answer: Promise<{ response: Response }>) => expect((await answer).response.status).toBe(200)

  it.each(cancels)('makes a single-use code usable again after %s cancels the paid order, once', async (_, cancel) => {
    const code = await limitedCode()
    const first = await placedOrder(server(), store.id, { code })
    expect(await usesOf(code)).toEqual({ code: 1, discount: 1 })
    const next = await buyer(server())
    await addToCart(next, (await makeOffer(db(), store.id, 300_000, 5)).offerId)
    expect((await checkCode(next, code)).reason).toBe('usage_limit')

    await cancelled(cancel(first.c, first.orderId))
    expect(await usesOf(code)).toEqual({ code: 0, discount: 0 })
    await cancelled(cancel(first.c, first.orderId)) // again: nothing more comes back
    expect(await usesOf(code)).toEqual({ code: 0, discount: 0 })

    // Someone else uses it now; the first order cancelled again does not free that use.
    await placedOrder(server(), store.id, { code, c: next })
    expect(await usesOf(code)).toEqual({ code: 1, discount: 1 })
    await cancelled(cancel(first.c, first.orderId))
    expect(await usesOf(code)).toEqual({ code: 1, discount: 1 })
  })

  it('gives the use back once when an unpaid purchase expires, and not again when the seller cancels it', async () => {
    const code = await limitedCode()
    const unpaid = await placedOrder(server(), store.id, { code, unpaid: true })
    await db().execute(
      sql`update purchases set expires_at = now() - interval '1 second' where id = ${unpaid.purchaseId}`,
    )
    expect(await expireDuePurchases(db(), { purchaseId: unpaid.purchaseId })).toBe(1)
    expect(await usesOf(code)).toEqual({ code: 0, discount: 0 })
    const again = await unwrap(cancelAs(seller, unpaid.orderId)) // already cancelled: harmless
    expect(again.status).toBe('cancelled')
    expect(await usesOf(code)).toEqual({ code: 0, discount: 0 })
  })

  it('keeps the use while one of the purchase’s stores still has its order, and gives it back with the last', async () => {
    const other = await makeStore(db())
    const otherSeller = await ownerOf(server(), other)
    const code = await limitedCode(10)
    // Other uses of the code, so a use given back twice would show (the count never goes below 0).
    await db().execute(sql`update discount_codes set used_count = 5 where code = ${code}`)
    await db().execute(
      sql`update discounts set used_count = 5 where id = (select discount_id from discount_codes where code = ${code})`,
    )
    const rounds = server().kind === 'postgres' ? 3 : 1
    for (let round = 0; round < rounds; round++) {
      const c = await buyer(server())
      await addToCart(c, (await makeOffer(db(), store.id, 300_000, 5)).offerId)
      await addToCart(c, (await makeOffer(db(), other.id, 200_000, 5)).offerId)
      const p = await unwrap(
        c.api.POST('/public/orders', {
          body: {
            address_id: c.addressId,
            shipping: [
              { store_id: store.id, method: 'tipax' },
              { store_id: other.id, method: 'tipax' },
            ],
            payment_method: 'cod',
            discount_code: code,
          },
          params: { header: { 'Idempotency-Key': newIdempotencyKey() } },
        }),
      )
      expect(await usesOf(code)).toEqual({ code: 6, discount: 6 })
      const [mine, theirs] = [
        p.orders.find((o) => o.store.id === store.id),
        p.orders.find((o) => o.store.id !== store.id),
      ]
      if (!mine || !theirs) throw new Error('one order per store expected')
      if (round === 0) {
        await unwrap(cancelAs(seller, mine.id))
        expect(await usesOf(code)).toEqual({ code: 6, discount: 6 })
        await unwrap(customerCancel(c, theirs.id))
      } else {
        // The two sellers cancel their orders at the same moment: one of them turns the purchase.
        const both = await Promise.all([cancelAs(seller, mine.id), cancelAs(otherSeller, theirs.id, other.id)])
        expect(both.map((a) => a.response.status)).toEqual([200, 200])
      }
      expect(await usesOf(code)).toEqual({ code: 5, discount: 5 })
      const [purchase] = await queryRows<{ status: string }>(db(), sql`select status from purchases where id = ${p.id}`)
      expect(purchase.status).toBe('cancelled')
    }
  })
})
