// A seller's manual orders: a phone sale recorded by hand (the customer found or made by phone),
// its items added and removed while it waits for payment, the stock taken and given back
// atomically, also against concurrent adds and a checkout racing for the same last units.
// The status moves are in seller-order-moves.test.ts.
import { sql } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { type Schemas, unwrap } from '#sdk'
import { queryRows } from '../../server/db/rows'
import { ADDRESS, key, sellerDesk } from './fixtures/seller-desk'
import { makeAddress, makeOffer, makeStore, SHOP_SHIPPING, userIdOf } from './fixtures/shop'
import { describeEachDb, nextPhone, signIn } from './harness'

describeEachDb('seller orders', (server) => {
  const desk = sellerDesk(server)
  const { db, stockOf, body, create, addItem, removeItem, newOrder, move, sellerOf } = desk

  it('records a phone order for a new customer, who then sees it as theirs', async () => {
    const a = await makeOffer(db(), desk.store.id, 250_000, 5)
    const b = await makeOffer(db(), desk.store.id, 40_000, 3)
    const phone = nextPhone()
    const order = await unwrap(
      create(
        body(
          [
            { product_store_id: a.offerId, quantity: 2 },
            { product_store_id: b.offerId, quantity: 1 },
            { product_store_id: a.offerId, quantity: 1 },
          ],
          { customer_phone: phone.replace(/^0/, '+98'), customer_name: 'رضا رضایی', note: 'قبل از ارسال تماس بگیرید' },
        ),
      ),
    )
    expect(order).toMatchObject({ status: 'pending_payment', expires_at: null, customer: { phone, name: 'رضا رضایی' } })
    expect(order.items.map((i) => [i.product_store_id, i.quantity, i.unit_price])).toEqual([
      [a.offerId, 3, 250_000],
      [b.offerId, 1, 40_000],
    ])
    expect(order.subtotal).toBe(790_000)
    expect(order.total).toBe(790_000 + 50_000)
    expect(order.shipping.fee).toBe(50_000)
    expect(order.address.postal_code).toBe('1315613391')
    expect(order.status_history.map((e) => [e.status, e.by])).toEqual([['pending_payment', 'store']])
    expect([await stockOf(a.offerId), await stockOf(b.offerId)]).toEqual([2, 2])

    const customer = await signIn(server(), phone)
    const mine = await unwrap(
      customer.api.GET('/public/orders/{order_id}', { params: { path: { order_id: order.id } } }),
    )
    expect(mine.total).toBe(order.total)
  })

  it('takes an order once under one Idempotency-Key', async () => {
    const offer = await makeOffer(db(), desk.store.id, 100_000, 10)
    const params = key()
    const b = body([{ product_store_id: offer.offerId, quantity: 2 }])
    const first = await unwrap(create(b, params))
    const again = await unwrap(create(b, params))
    expect(again.id).toBe(first.id)
    expect(await stockOf(offer.offerId)).toBe(8)
  })

  it('refuses what cannot be sold, with Persian answers', async () => {
    const offer = await makeOffer(db(), desk.store.id, 100_000, 2)
    const other = await makeStore(db())
    const theirs = await makeOffer(db(), other.id, 100_000, 2)
    const refuse = async (b: Schemas['OrderManualCreate'], status: number, detail?: RegExp) => {
      const r = await create(b)
      expect(r.response.status).toBe(status)
      if (detail) expect((r.error as { detail: string }).detail).toMatch(detail)
      return r
    }
    await refuse(body([{ product_store_id: theirs.offerId, quantity: 1 }]), 404, /^این کالا در فروشگاه یافت نشد$/)
    await refuse(body([{ product_store_id: offer.offerId, quantity: 3 }]), 409, /^موجودی «.+» کافی نیست$/)
    const phone = await refuse(
      body([{ product_store_id: offer.offerId, quantity: 1 }], { customer_phone: '0912123' }),
      422,
    )
    expect(phone.error).toMatchObject({ errors: [{ field: 'body.customer_phone' }] })
    const postal = await refuse(
      body([{ product_store_id: offer.offerId, quantity: 1 }], { address: { ...ADDRESS, postal_code: '12345' } }),
      422,
    )
    expect(postal.error).toMatchObject({ errors: [{ field: 'body.address.postal_code' }] })
    const noCod = await makeStore(db(), { ...SHOP_SHIPPING, cod_allowed: false })
    const noCodOffer = await makeOffer(db(), noCod.id, 100_000, 2)
    const r = await create(
      body([{ product_store_id: noCodOffer.offerId, quantity: 1 }], { store_id: noCod.id, payment_method: 'cod' }),
      key(),
      await sellerOf(noCod),
    )
    expect(r.response.status).toBe(409)
    const review = await makeStore(db(), SHOP_SHIPPING, false)
    const reviewOffer = await makeOffer(db(), review.id, 100_000, 2)
    const locked = await create(
      body([{ product_store_id: reviewOffer.offerId, quantity: 1 }], { store_id: review.id }),
      key(),
      await sellerOf(review),
    )
    expect(locked.response.status).toBe(403)
    expect(locked.error).toMatchObject({ detail: expect.stringContaining('در حال بررسی است') })
    expect(await stockOf(offer.offerId)).toBe(2)
    expect(await stockOf(reviewOffer.offerId)).toBe(2)
  })

  it('adds and removes items while the order waits for payment, stock following', async () => {
    const { offer, order } = await newOrder()
    const more = await makeOffer(db(), desk.store.id, 30_000, 4)
    const added = await unwrap(addItem(order.id, { product_store_id: more.offerId, quantity: 2 }, key()))
    expect(added.items).toHaveLength(2)
    expect(added.subtotal).toBe(160_000)
    expect(added.total).toBe(160_000 + 50_000)
    const raised = await unwrap(addItem(order.id, { product_store_id: more.offerId, quantity: 1 }))
    expect(raised.items.find((i) => i.product_store_id === more.offerId)?.quantity).toBe(3)
    expect(await stockOf(more.offerId)).toBe(1)
    const short = await addItem(order.id, { product_store_id: more.offerId, quantity: 2 })
    expect(short.response.status).toBe(409)
    expect(await stockOf(more.offerId)).toBe(1)

    const line = raised.items.find((i) => i.product_store_id === more.offerId) as Schemas['OrderItem']
    const removed = await unwrap(removeItem(order.id, line.id))
    expect(removed.items.map((i) => i.product_store_id)).toEqual([offer.offerId])
    expect(removed.subtotal).toBe(100_000)
    expect(await stockOf(more.offerId)).toBe(4)
    expect((await removeItem(order.id, line.id)).response.status).toBe(404)
    const last = await removeItem(order.id, removed.items[0].id)
    expect(last.response.status).toBe(409)
    expect(last.error).toMatchObject({ detail: 'آخرین قلم سفارش را نمی‌توان حذف کرد؛ به جای آن سفارش را لغو کنید' })

    await unwrap(move(order.id, { status: 'paid' }))
    const late = await addItem(order.id, { product_store_id: more.offerId, quantity: 1 })
    expect(late.response.status).toBe(409)
    expect(late.error).toMatchObject({ detail: expect.stringContaining('پرداخت‌شده') })
    expect((await removeItem(order.id, removed.items[0].id)).response.status).toBe(409)
    expect(await stockOf(more.offerId)).toBe(4)
  })

  it('sells the last unit once when two orders add it at the same moment, every round', async () => {
    const rounds = server().kind === 'postgres' ? 10 : 2
    for (let round = 0; round < rounds; round++) {
      const orders = await Promise.all([newOrder(), newOrder(), newOrder(), newOrder()])
      const last = await makeOffer(db(), desk.store.id, 70_000, 1)
      const results = await Promise.all(
        orders.map(({ order }) => addItem(order.id, { product_store_id: last.offerId, quantity: 1 })),
      )
      const statuses = results.map((r) => r.response.status).sort()
      expect(statuses, `round ${round}`).toEqual([200, 409, 409, 409])
      const [row] = await queryRows<{ stock: number; sold: number }>(
        db(),
        sql`select o.stock, (select coalesce(sum(quantity), 0)::int from order_items i where i.offer_id = o.id) as sold
          from offers o where o.id = ${last.offerId}`,
      )
      expect(row).toEqual({ stock: 0, sold: 1 })
    }
  }, 120_000)

  it('shares the last units with a checkout at the same moment without deadlock or oversell', async () => {
    const buyer = await signIn(server())
    const addressId = await makeAddress(
      db(),
      await userIdOf(db(), (await unwrap(buyer.api.GET('/auth/profile'))).phone),
    )
    const rounds = server().kind === 'postgres' ? 10 : 2
    for (let round = 0; round < rounds; round++) {
      const x = await makeOffer(db(), desk.store.id, 50_000, 1)
      const y = await makeOffer(db(), desk.store.id, 60_000, 1)
      for (const o of [x, y])
        await unwrap(buyer.api.POST('/public/cart/items', { body: { product_store_id: o.offerId, quantity: 1 } }))
      // The seller names the offers in the other order: the locks are still taken in id order.
      const [manual, checkout] = await Promise.all([
        create(
          body([
            { product_store_id: y.offerId, quantity: 1 },
            { product_store_id: x.offerId, quantity: 1 },
          ]),
        ),
        buyer.api.POST('/public/orders', {
          body: {
            address_id: addressId,
            shipping: [{ store_id: desk.store.id, method: 'tipax' }],
            payment_method: 'online',
          },
          params: key(),
        }),
      ])
      const statuses = [manual.response.status, checkout.response.status].sort()
      expect(statuses, `round ${round}`).toEqual([201, 409])
      expect([await stockOf(x.offerId), await stockOf(y.offerId)]).toEqual([0, 0])
      await db().execute(sql`delete from cart_items where offer_id in (${x.offerId}, ${y.offerId})`)
    }
  }, 120_000)
})
