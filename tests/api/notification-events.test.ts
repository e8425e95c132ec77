// Every event is noticed in the transaction of the real action that causes it (issue 31), or for a
// new cash-on-delivery order by the delivery worker reading it once committed (decision 043), for
// the right user, once: the same request replayed (its Idempotency-Key), or the same move made again,
// adds nothing. A seller's notice names the order, its items and total, never the customer.
import { sql } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { newIdempotencyKey, type Schemas, unwrap } from '#sdk'
import { queryRows } from '../../server/db/rows'
import { expireDuePurchases } from '../../server/modules/orders/expiry'
import { runPendingRefunds } from '../../server/modules/refunds/run-refunds'
import { isAppRoute } from '../../server/plugins/app-routes'
import { addToCart, type Buyer, buyer } from './fixtures/discounts'
import { boughtItem, type Shop, shopWithSeller } from './fixtures/reviews'
import { makeOffer, makeStore } from './fixtures/shop'
import { ownerOf } from './fixtures/store-record'
import { signInAdmin } from './fixtures/stores'
import { describeEachDb, type TestClient } from './harness'

const SHEBA = 'IR820540102680020817909002'
const fa = (n: number | string) => String(n).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)])
/** 690000 → '۶۹۰٬۰۰۰ تومان' */
const toman = (n: number) => `${fa(String(n).replace(/\B(?=(\d{3})+$)/g, '٬'))} تومان`

interface Row {
  event: string
  cause: string
  title: string
  body: string
  link: string
  store_id: number | null
}

describeEachDb('notices of every event', (server) => {
  const db = () => server().app.deps.db
  let admin: TestClient
  beforeAll(async () => {
    admin = await signInAdmin(server())
  })

  const userId = async (c: TestClient) => (await unwrap(c.api.GET('/auth/profile'))).id
  /**
   * What the database holds of a user's notices, oldest first, once the delivery worker is idle
   * (it tells sellers of cash-on-delivery orders just after their purchase commits).
   */
  const noticesOf = async (id: number) => {
    await server().app.deliveries.idle()
    return queryRows<Row>(
      db(),
      sql`select event, cause, title, body, link, store_id from notifications where user_id = ${id} order by id`,
    )
  }
  const ownerId = async (shop: Shop) => userId(shop.seller)

  /** The buyer's order at the shops (one offer each, `quantity` units), placed through the API. */
  async function order(c: Buyer, shops: Shop[], payment: 'cod' | 'online', quantity = 2, key = newIdempotencyKey()) {
    for (const shop of shops) {
      const offer = await makeOffer(db(), shop.store.id, 300_000, 10)
      await addToCart(c, offer.offerId, quantity)
    }
    const place = () =>
      c.api.POST('/public/orders', {
        body: {
          address_id: c.addressId,
          shipping: shops.map((s) => ({ store_id: s.store.id, method: 'tipax' as const })),
          payment_method: payment,
        },
        params: { header: { 'Idempotency-Key': key } },
      })
    const purchase = await unwrap(place())
    return { purchase, place }
  }

  /** Pays the purchase at the test gateway; answers the callback's address (to replay it). */
  async function pay(c: TestClient, purchaseId: number): Promise<string> {
    const start = await unwrap(
      c.api.POST('/payments/{purchase_id}/start', { params: { path: { purchase_id: purchaseId } } }),
    )
    const back = await fetch(`${server().origin}${start.redirect_url}/pay`, { method: 'POST', redirect: 'manual' })
    const callback = back.headers.get('location') as string
    await fetch(callback, { redirect: 'manual' })
    return callback
  }

  const move = (shop: Shop, id: number, body: Schemas['OrderStatusChange'], key?: string, as = shop.seller) =>
    as.api.PUT('/orders/{id}/status', {
      params: { path: { id }, query: { store_id: shop.store.id }, header: key ? { 'Idempotency-Key': key } : {} },
      body,
    })

  it("tells each store's owner of their cash-on-delivery order once, with no customer data", async () => {
    const [shop, other] = [await shopWithSeller(server()), await shopWithSeller(server())]
    const c = await buyer(server())
    const { purchase, place } = await order(c, [shop, other], 'cod', 2)
    await unwrap(place()) // the same request replayed (its Idempotency-Key)
    for (const s of [shop, other]) {
      const placed = purchase.orders.find((o) => o.store_id === s.store.id)
      if (!placed) throw new Error('no order for a store of the cart')
      const notices = await noticesOf(await ownerId(s))
      expect(notices).toEqual([
        {
          event: 'order_new',
          cause: `order:${placed.id}:new`,
          title: `سفارش جدید ${fa(placed.id)}`,
          body: `۲ کالا، ${toman(placed.total)}، پرداخت در محل؛ آن را آماده کنید`,
          link: `/providers/${s.store.id}/orders/${placed.id}`,
          store_id: s.store.id,
        },
      ])
      // Nothing of the customer: not their phone, name, address or receiver.
      const text = JSON.stringify(notices)
      for (const theirs of [c.phone, 'مریم احمدی', '09121234567', 'ولیعصر', '1315613391'])
        expect(text).not.toContain(theirs)
    }
    expect(await noticesOf(c.userId)).toEqual([]) // the customer placed it: nothing to tell
  })

  it('tells each seller of an online order and the customer of the payment only once it is paid', async () => {
    const [one, two] = [await shopWithSeller(server()), await shopWithSeller(server())]
    const c = await buyer(server())
    const { purchase } = await order(c, [one, two], 'online', 1)
    expect(await noticesOf(await ownerId(one))).toEqual([]) // not paid yet: nothing to prepare
    const callback = await pay(c, purchase.id)
    await fetch(callback, { redirect: 'manual' }) // a replayed callback
    const ids = purchase.orders.map((o) => o.id).sort((a, b) => a - b)
    for (const shop of [one, two]) {
      const o = purchase.orders.find((x) => x.store.id === shop.store.id) as { id: number }
      const notices = await noticesOf(await ownerId(shop))
      expect(notices).toHaveLength(1)
      expect(notices[0]).toMatchObject({
        event: 'order_new',
        cause: `order:${o.id}:new`,
        link: `/providers/${shop.store.id}/orders/${o.id}`,
        store_id: shop.store.id,
      })
      expect(notices[0].body).toContain('پرداخت‌شده')
    }
    expect(await noticesOf(c.userId)).toEqual([
      {
        event: 'order_paid',
        cause: `purchase:${purchase.id}:paid`,
        title: `پرداخت سفارش‌های ${fa(ids[0])} و ${fa(ids[1])} انجام شد`,
        body: `مبلغ ${toman(purchase.orders.reduce((sum, o) => sum + o.total, 0))} دریافت شد؛ فروشندگان سفارش‌ها را آماده می‌کنند`,
        link: `/orders/${ids[0]}`,
        store_id: null,
      },
    ])
  })

  it("an admin's mark of payment tells the seller and the customer; the seller's own mark only the customer", async () => {
    const shop = await shopWithSeller(server())
    const c = await buyer(server())
    const byAdmin = (await order(c, [shop], 'online', 1)).purchase.orders[0].id
    const bySeller = (await order(c, [shop], 'online', 1)).purchase.orders[0].id
    await unwrap(move(shop, byAdmin, { status: 'paid', note: 'کارت‌به‌کارت' }, undefined, admin))
    await unwrap(move(shop, bySeller, { status: 'paid' }))
    await unwrap(move(shop, bySeller, { status: 'paid' })) // the same move again
    expect((await noticesOf(await ownerId(shop))).map((n) => n.cause)).toEqual([`order:${byAdmin}:new`])
    expect((await noticesOf(c.userId)).map((n) => [n.event, n.cause])).toEqual([
      ['order_paid', `order:${byAdmin}:paid`],
      ['order_paid', `order:${bySeller}:paid`],
    ])
  })

  it("an order an admin records by hand is news to the store's owner; the seller's own is not", async () => {
    const shop = await shopWithSeller(server())
    const { offerId } = await makeOffer(db(), shop.store.id, 250_000, 10)
    const record = (as: TestClient, payment: 'cod' | 'online') =>
      unwrap(
        as.api.POST('/orders', {
          body: {
            store_id: shop.store.id,
            customer_phone: '09127654321',
            items: [{ product_store_id: offerId, quantity: 2 }],
            address: {
              receiver_name: 'مریم احمدی',
              receiver_phone: '09127654321',
              province: 'تهران',
              city: 'تهران',
              address_line: 'خیابان ولیعصر، کوچه بهار',
              postal_code: '1315613391',
            },
            shipping_method: 'tipax',
            payment_method: payment,
          },
        }),
      )
    const cod = await record(admin, 'cod')
    const online = await record(admin, 'online')
    await record(shop.seller, 'cod')
    expect(await noticesOf(await ownerId(shop))).toEqual([
      {
        event: 'order_new',
        cause: `order:${cod.id}:new`,
        title: `سفارش جدید ${fa(cod.id)}`,
        body: `۲ کالا، ${toman(cod.total)}، پرداخت در محل؛ آن را آماده کنید`,
        link: `/providers/${shop.store.id}/orders/${cod.id}`,
        store_id: shop.store.id,
      },
      {
        event: 'order_new',
        cause: `order:${online.id}:new`,
        title: `سفارش جدید ${fa(online.id)}`,
        body: `۲ کالا، ${toman(online.total)}، در انتظار پرداخت؛ پس از پرداخت آن را آماده کنید`,
        link: `/providers/${shop.store.id}/orders/${online.id}`,
        store_id: shop.store.id,
      },
    ])
  })

  it('tells the customer of the shipment with its tracking code, and of the delivery, once each', async () => {
    const shop = await shopWithSeller(server())
    const c = await buyer(server())
    const id = (await order(c, [shop], 'cod')).purchase.orders[0].id
    const key = newIdempotencyKey()
    await unwrap(move(shop, id, { status: 'shipped', tracking_code: 'TPX-1234567' }, key))
    await unwrap(move(shop, id, { status: 'shipped', tracking_code: 'TPX-1234567' }, key)) // replayed
    await unwrap(move(shop, id, { status: 'shipped', tracking_code: 'TPX-1234567' })) // the same move again
    await unwrap(move(shop, id, { status: 'delivered' }))
    await unwrap(move(shop, id, { status: 'delivered' }))
    expect(await noticesOf(c.userId)).toEqual([
      {
        event: 'order_shipped',
        cause: `order:${id}:shipped`,
        title: `سفارش ${fa(id)} ارسال شد`,
        body: 'کد رهگیری مرسوله: TPX-1234567',
        link: `/orders/${id}`,
        store_id: null,
      },
      {
        event: 'order_delivered',
        cause: `order:${id}:delivered`,
        title: `سفارش ${fa(id)} تحویل شد`,
        body: 'امیدواریم از خرید خود راضی باشید؛ نظرتان را دربارهٔ کالاها بنویسید',
        link: `/orders/${id}`,
        store_id: null,
      },
    ])
    // The tracking code reaches the customer's inbox as typed, in Latin digits.
    const inbox = await unwrap(c.api.GET('/notifications', {}))
    expect(inbox.items.map((n) => n.body)).toContain('کد رهگیری مرسوله: TPX-1234567')
  })

  it("tells the customer of a seller's cancel with its reason; of their own only the store; and of an expired payment", async () => {
    const shop = await shopWithSeller(server())
    const c = await buyer(server())
    const paid = (await order(c, [shop], 'online', 1)).purchase
    await pay(c, paid.id)
    const id = paid.orders[0].id
    await unwrap(move(shop, id, { status: 'cancelled', note: 'ناموجود در انبار' }))
    await unwrap(move(shop, id, { status: 'cancelled', note: 'ناموجود در انبار' }))
    const own = (await order(c, [shop], 'cod', 1)).purchase.orders[0].id
    const cancel = () =>
      c.api.POST('/public/orders/{order_id}/cancel', {
        params: { path: { order_id: own } },
        body: { reason: 'منصرف شدم' },
      })
    await unwrap(cancel())
    await unwrap(cancel()) // pressed twice
    // The store may be preparing it: its owner hears of the customer's cancel, once.
    const withdrawn = (await noticesOf(await ownerId(shop))).filter((n) => n.event === 'order_withdrawn')
    expect(withdrawn).toEqual([
      {
        event: 'order_withdrawn',
        cause: `order:${own}:withdrawn`,
        title: `سفارش ${fa(own)} را مشتری لغو کرد`,
        body: 'آن را ارسال نکنید؛ دلیل: منصرف شدم',
        link: `/providers/${shop.store.id}/orders/${own}`,
        store_id: shop.store.id,
      },
    ])
    const late = (await order(c, [shop], 'online', 1)).purchase
    await db().execute(sql`update purchases set expires_at = now() - interval '1 minute' where id = ${late.id}`)
    await db().execute(sql`update orders set expires_at = now() - interval '1 minute' where purchase_id = ${late.id}`)
    expect(await expireDuePurchases(db(), { purchaseId: late.id })).toBe(1)
    expect(await expireDuePurchases(db(), { purchaseId: late.id })).toBe(0)
    const notices = (await noticesOf(c.userId)).filter((n) => n.event === 'order_cancelled')
    expect(notices).toEqual([
      {
        event: 'order_cancelled',
        cause: `order:${id}:cancelled`,
        title: `سفارش ${fa(id)} لغو شد`,
        body: 'فروشنده این سفارش را لغو کرد؛ دلیل: ناموجود در انبار؛ مبلغ پرداخت‌شده به شما بازگردانده می‌شود',
        link: `/orders/${id}`,
        store_id: null,
      },
      {
        event: 'order_cancelled',
        cause: `purchase:${late.id}:expired`,
        title: `سفارش ${fa(late.orders[0].id)} لغو شد`,
        body: 'مهلت پرداخت به پایان رسید و پرداختی انجام نشد؛ اگر هنوز کالاها را می‌خواهید، دوباره سفارش دهید',
        link: `/orders/${late.orders[0].id}`,
        store_id: null,
      },
    ])
  })

  it("tells the store's owner of a verification and of its withdrawal with the admin's reason", async () => {
    const store = await makeStore(db(), undefined, false)
    const seller = await ownerOf(server(), store)
    const path = { params: { path: { id: store.id } } }
    await unwrap(admin.api.POST('/stores/{id}/verify', { ...path, body: { note: 'مدارک بررسی شد' } }))
    await unwrap(admin.api.POST('/stores/{id}/verify', { ...path, body: {} })) // verified already: nothing
    await unwrap(admin.api.POST('/stores/{id}/unverify', { ...path, body: { note: 'شبا با نام مالک نمی‌خواند' } }))
    await unwrap(admin.api.POST('/stores/{id}/unverify', { ...path, body: {} }))
    await unwrap(admin.api.POST('/stores/{id}/verify', { ...path, body: {} })) // verified again: news again
    const notices = await noticesOf(await userId(seller))
    expect(notices.map((n) => [n.event, n.title, n.link, n.store_id])).toEqual([
      ['store_verified', `فروشگاه «${store.name}» تأیید شد`, `/providers/${store.id}`, store.id],
      ['store_unverified', `تأیید فروشگاه «${store.name}» برداشته شد`, `/providers/${store.id}`, store.id],
      ['store_verified', `فروشگاه «${store.name}» تأیید شد`, `/providers/${store.id}`, store.id],
    ])
    expect(notices[1].body).toBe('دلیل: شبا با نام مالک نمی‌خواند؛ پس از رفع آن، فروشگاه دوباره بررسی می‌شود')
  })

  it('a return: the seller hears the request, the customer each decision and the refund paid by hand', async () => {
    const shop = await shopWithSeller(server())
    const b = await boughtItem(server(), shop) // cash on delivery, delivered
    const before = (await noticesOf(b.buyerId)).length // shipped, delivered
    const key = newIdempotencyKey()
    const ask = () =>
      b.buyer.api.POST('/public/orders/{order_id}/returns', {
        params: { path: { order_id: b.orderId }, header: { 'Idempotency-Key': key } },
        body: {
          items: [{ order_item_id: b.orderItemId, quantity: 1 }],
          reason: 'damaged',
          sheba: SHEBA,
          account_name: 'مریم احمدی',
        },
      })
    const made = await unwrap(ask())
    await unwrap(ask()) // replayed
    const storeMove = (body: Schemas['StoreReturnMove']) =>
      unwrap(
        shop.seller.api.PUT('/stores/{store_id}/returns/{id}', {
          params: { path: { store_id: shop.store.id, id: made.id } },
          body,
        }),
      )
    await storeMove({ action: 'approve' })
    await storeMove({ action: 'approve' }) // the same move again
    await unwrap(
      b.buyer.api.PUT('/public/returns/{id}/tracking', {
        params: { path: { id: made.id } },
        body: { tracking_code: 'PST-998877' },
      }),
    )
    await storeMove({ action: 'receive', restock: true })
    const [refund] = await queryRows<{ id: number; amount: number }>(
      db(),
      sql`select id, amount::float8 as amount from refunds where return_id = ${made.id}`,
    )
    const paidByHand = () =>
      admin.api.PUT('/admins/refunds/{id}', { params: { path: { id: refund.id } }, body: { reference: 'PAYA-4455' } })
    await unwrap(paidByHand())
    expect((await paidByHand()).response.status).toBe(409)

    expect(await noticesOf(await ownerId(shop))).toContainEqual({
      event: 'return_requested',
      cause: `return:${made.id}:requested`,
      title: `درخواست مرجوعی برای سفارش ${fa(b.orderId)}`,
      body: '۱ کالا، به دلیل «آسیب‌دیده»؛ درخواست را بررسی کنید',
      link: `/providers/${shop.store.id}/returns/${made.id}`,
      store_id: shop.store.id,
    })
    const customer = (await noticesOf(b.buyerId)).slice(before)
    expect(customer.map((n) => [n.event, n.cause, n.link])).toEqual([
      ['return_updated', `return:${made.id}:approved`, `/returns/${made.id}`],
      ['return_updated', `return:${made.id}:refunded`, `/returns/${made.id}`],
      ['refund_paid', `refund:${refund.id}:paid`, `/returns/${made.id}`],
    ])
    expect(customer[0].title).toBe(`درخواست مرجوعی سفارش ${fa(b.orderId)} پذیرفته شد`)
    expect(customer[2].title).toBe(`${toman(refund.amount)} به شما بازگردانده شد`)
    expect(customer[2].body).toBe(`مبلغ مرجوعی سفارش ${fa(b.orderId)} به حساب شما واریز شد؛ شمارهٔ پیگیری: PAYA-4455`)
  })

  it("a seller's rejection reaches the customer with its reason", async () => {
    const shop = await shopWithSeller(server())
    const b = await boughtItem(server(), shop)
    const made = await unwrap(
      b.buyer.api.POST('/public/orders/{order_id}/returns', {
        params: { path: { order_id: b.orderId } },
        body: {
          items: [{ order_item_id: b.orderItemId, quantity: 1 }],
          reason: 'changed_mind',
          sheba: SHEBA,
          account_name: 'مریم احمدی',
        },
      }),
    )
    await unwrap(
      shop.seller.api.PUT('/stores/{store_id}/returns/{id}', {
        params: { path: { store_id: shop.store.id, id: made.id } },
        body: { action: 'reject', note: 'کالا استفاده شده است' },
      }),
    )
    const [last] = (await noticesOf(b.buyerId)).slice(-1)
    expect(last).toMatchObject({
      event: 'return_updated',
      cause: `return:${made.id}:rejected`,
      body: 'دلیل: کالا استفاده شده است؛ اگر با این تصمیم موافق نیستید، می‌توانید بررسی پشتیبانی را بخواهید',
    })
  })

  it("tells the customer when a cancel's refund comes back through the gateway, once", async () => {
    const shop = await shopWithSeller(server())
    const c = await buyer(server())
    const { purchase } = await order(c, [shop], 'online', 1)
    await pay(c, purchase.id)
    const id = purchase.orders[0].id
    await unwrap(c.api.POST('/public/orders/{order_id}/cancel', { params: { path: { order_id: id } }, body: {} }))
    await runPendingRefunds(db(), server().app.deps.payment) // a sweep after the handler's own run: nothing new
    const [refund] = await queryRows<{ id: number; status: string; amount: number }>(
      db(),
      sql`select id, status, amount::float8 as amount from refunds where order_id = ${id}`,
    )
    expect(refund).toMatchObject({ status: 'done', amount: purchase.orders[0].total })
    const notices = await noticesOf(c.userId)
    expect(notices.map((n) => n.event)).toEqual(['order_paid', 'refund_paid']) // no cancel notice: they did it
    expect(notices[1]).toMatchObject({
      cause: `refund:${refund.id}:paid`,
      title: `${toman(refund.amount)} به شما بازگردانده شد`,
      body: `مبلغ سفارش لغوشدهٔ ${fa(id)} به کارتی که با آن پرداخت کرده بودید بازگشت`,
      link: `/orders/${id}`,
    })
  })

  it("tells the store's owner of a payout paid, with the bank's reference, once", async () => {
    const shop = await shopWithSeller(server())
    await db().execute(sql`insert into ledger_entries (store_id, kind, cause, amount, available_at)
      values (${shop.store.id}, 'sale', ${`test:${crypto.randomUUID()}`}, 1250000, now() - interval '1 day')`)
    await unwrap(admin.api.POST('/admins/settlement-runs', { body: {} }))
    const [payout] = await queryRows<{ id: number }>(
      db(),
      sql`select id from payouts where store_id = ${shop.store.id}`,
    )
    const decide = () =>
      unwrap(
        admin.api.PUT('/admins/payouts/{id}', {
          params: { path: { id: payout.id } },
          body: { status: 'paid', reference: '۹۸۷۶۵۴' },
        }),
      )
    await decide()
    await decide() // paid again with the same reference: a no-op
    expect(await noticesOf(await ownerId(shop))).toEqual([
      {
        event: 'payout_paid',
        cause: `payout:${payout.id}:paid`,
        title: 'تسویهٔ ۱٬۲۵۰٬۰۰۰ تومان واریز شد',
        body: `درآمد فروشگاه «${shop.store.name}» به حساب شما واریز شد؛ شمارهٔ پیگیری بانک: 987654`,
        link: `/providers/${shop.store.id}/finance`,
        store_id: shop.store.id,
      },
    ])
  })

  it("tells a reviewer of the seller's answer, and an asker of each answer", async () => {
    const shop = await shopWithSeller(server())
    const b = await boughtItem(server(), shop)
    const before = (await noticesOf(b.buyerId)).length
    const created = await unwrap(b.buyer.api.POST('/reviews', { body: { order_item_id: b.orderItemId, rating: 5 } }))
    await unwrap(
      shop.seller.api.POST('/reviews/{id}/answer', {
        params: { path: { id: created.id } },
        body: { body: 'از خرید شما سپاسگزاریم' },
      }),
    )
    const [product] = await queryRows<{ slug: string; name: string }>(
      db(),
      sql`select slug, name_fa as name from products where id = ${b.productId}`,
    )
    const asker = await buyer(server())
    const q = await unwrap(
      asker.api.POST('/products/{id}/questions', {
        params: { path: { id: b.productId } },
        body: { body: 'این کالا گارانتی دارد؟' },
      }),
    )
    await unwrap(admin.api.POST('/admins/questions/approve', { body: { ids: [q.id] } }))
    const answered = await unwrap(
      shop.seller.api.POST('/questions/{id}/answers', {
        params: { path: { id: q.id } },
        body: { body: 'بله، هجده ماه گارانتی دارد', store_id: shop.store.id },
      }),
    )
    // A buyer who received it answers too: the asker hears that one as well.
    await unwrap(b.buyer.api.POST('/questions/{id}/answers', { params: { path: { id: q.id } }, body: { body: 'بله' } }))

    expect((await noticesOf(b.buyerId)).slice(before)).toEqual([
      {
        event: 'review_answered',
        cause: `review:${created.id}:answered`,
        title: `فروشنده به دیدگاه شما دربارهٔ «${product.name}» پاسخ داد`,
        body: 'از خرید شما سپاسگزاریم',
        link: `/products/${b.productId}/${product.slug}#reviews`,
        store_id: null,
      },
    ])
    const sellerAnswer = answered.answers.find((a) => a.body.startsWith('بله، هجده')) as { id: number }
    const notices = await noticesOf(asker.userId)
    expect(notices).toHaveLength(2)
    expect(notices[0]).toEqual({
      event: 'question_answered',
      cause: `question:${q.id}:answer:${sellerAnswer.id}`,
      title: `فروشگاه «${shop.store.name}» به پرسش شما دربارهٔ «${product.name}» پاسخ داد`,
      body: 'بله، هجده ماه گارانتی دارد',
      link: `/products/${b.productId}/${product.slug}#questions`,
      store_id: null,
    })
    expect(notices[1].title).toBe(`یک خریدار به پرسش شما دربارهٔ «${product.name}» پاسخ داد`)
  })

  it('tells once when the same change is made twice at the same moment', async () => {
    const store = await makeStore(db(), undefined, false)
    const seller = await ownerOf(server(), store)
    const path = { params: { path: { id: store.id } } }
    await Promise.all([1, 2].map(() => unwrap(admin.api.POST('/stores/{id}/verify', { ...path, body: {} }))))
    const shop = { store, seller }
    const c = await buyer(server())
    const id = (await order(c, [shop], 'cod')).purchase.orders[0].id
    const ship = { status: 'shipped' as const, tracking_code: 'TPX-7654321' }
    await Promise.all([move(shop, id, ship), move(shop, id, ship)].map((m) => unwrap(m)))
    expect((await noticesOf(await userId(seller))).map((n) => n.event)).toEqual(['store_verified', 'order_new'])
    expect((await noticesOf(c.userId)).map((n) => n.event)).toEqual(['order_shipped'])
    const [audit] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from admin_audit where target_type = 'store' and target_id = ${store.id}`,
    )
    expect(audit.n).toBe(1)
  })

  // Last: every notice the events above made leads to a page the app has.
  it('links every notice to a page of the app', async () => {
    const links = await queryRows<{ link: string }>(db(), sql`select distinct link from notifications`)
    expect(links.length).toBeGreaterThan(10)
    expect(links.map((l) => l.link).filter((l) => !isAppRoute(l.split('#')[0]))).toEqual([])
  })
})
