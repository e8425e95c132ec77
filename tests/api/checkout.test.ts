// Checkout through the SDK on the real server: one purchase with one order per store, prices and
// totals from the server only, stock taken and the cart emptied, Idempotency-Key replays, cash on
// delivery and shipping rules, discount codes (check and use), and the 404/409/422 answers.
import { sql } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { newIdempotencyKey, type Schemas, unwrap } from '#sdk'
import { KEY_REUSED } from '../../server/db/idempotency'
import { queryRows } from '../../server/db/rows'
import { makeAddress, makeCode, makeOffer, makeStore, SHOP_SHIPPING, userIdOf } from './fixtures/shop'
import { client, describeEachDb, signIn, type TestClient } from './harness'

type OrderCreate = Schemas['OrderCreate']

describeEachDb('checkout', (server) => {
  const db = () => server().app.deps.db
  let storeA: { id: number }
  let storeB: { id: number }

  beforeAll(async () => {
    storeA = await makeStore(db())
    storeB = await makeStore(db(), { ...SHOP_SHIPPING, cod_allowed: false, courier_city: 'اصفهان' })
  })

  async function buyer(): Promise<TestClient & { addressId: number; userId: number }> {
    const c = await signIn(server())
    const phone = (await unwrap(c.api.GET('/auth/profile'))).phone
    const userId = await userIdOf(db(), phone)
    return Object.assign(c, { userId, addressId: await makeAddress(db(), userId) })
  }
  const add = (c: TestClient, offerId: number, quantity = 1) =>
    unwrap(c.api.POST('/public/cart/items', { body: { product_store_id: offerId, quantity } }))
  const order = (c: TestClient, body: OrderCreate, key = newIdempotencyKey()) =>
    c.api.POST('/public/orders', { body, params: { header: { 'Idempotency-Key': key } } })
  const stockOf = async (offerId: number) =>
    (await queryRows<{ stock: number }>(db(), sql`select stock from offers where id = ${offerId}`))[0].stock

  it('splits the cart into one order per store, prices it on the server and empties the cart', async () => {
    const c = await buyer()
    const a = await makeOffer(db(), storeA.id, 1_200_000, 10)
    const b = await makeOffer(db(), storeB.id, 300_000, 4)
    await add(c, a.offerId, 2)
    await add(c, b.offerId, 1)
    // Whatever the client claims about money is dropped: the contract has no such fields.
    const forged = { total: 1, payable: 1, items: [{ price: 1 }] } as unknown as Partial<OrderCreate>
    const res = await order(c, {
      ...forged,
      address_id: c.addressId,
      shipping: [
        { store_id: storeA.id, method: 'courier' },
        { store_id: storeB.id, method: 'post_pishtaz' },
      ],
      payment_method: 'online',
      note: '  لطفاً قبل از ارسال تماس بگیرید ',
    })
    expect(res.response.status).toBe(201)
    const purchase = res.data as Schemas['Purchase']
    expect(purchase.status).toBe('pending_payment')
    expect(purchase.orders).toHaveLength(2)
    expect(purchase.total).toBe(2 * 1_200_000 + 60_000 + 300_000 + 50_000)
    expect(purchase.payable).toBe(purchase.total)
    expect(purchase.payment_url).toBe(`/api/v1/payments/${purchase.id}/start`)
    expect(new Date(purchase.expires_at as string).getTime() - Date.now()).toBeGreaterThan(14 * 60_000)
    const [first, second] = purchase.orders
    expect(first).toMatchObject({
      store_id: storeA.id,
      status: 'pending_payment',
      subtotal: 2_400_000,
      shipping_fee: 60_000,
    })
    expect(first.items[0]).toMatchObject({
      product_store_id: a.offerId,
      quantity: 2,
      unit_price: 1_200_000,
      total: 2_400_000,
    })
    expect(first.status_history.map((e) => e.status)).toEqual(['pending_payment'])
    expect(first.customer_note).toBe('لطفاً قبل از ارسال تماس بگیرید')
    expect(first.address.receiver_name).toBe('مریم احمدی')
    expect(second).toMatchObject({ store_id: storeB.id, total: 350_000 })
    expect(await stockOf(a.offerId)).toBe(8)
    expect(await stockOf(b.offerId)).toBe(3)
    expect((await unwrap(c.api.GET('/public/cart'))).items).toEqual([])

    const mine = await unwrap(c.api.GET('/public/orders'))
    expect(mine.items.map((o) => o.id)).toEqual([second.id, first.id])
    const one = await unwrap(c.api.GET('/public/orders/{order_id}', { params: { path: { order_id: first.id } } }))
    // The order page also says whether it may be cancelled (not while it waits for payment online).
    expect(one).toEqual({ ...first, cancel: { allowed: false, refund_amount: 0, needs_sheba: false }, refund: null })
    const purchases = await unwrap(c.api.GET('/customers/purchases'))
    expect(purchases.items[0].id).toBe(purchase.id)
    // The purchase by its id, with both orders: what the payment status page shows.
    const path = { purchase_id: purchase.id }
    expect(await unwrap(c.api.GET('/customers/purchases/{purchase_id}', { params: { path } }))).toEqual(purchase)
    // Someone else's order or purchase is not there at all.
    const other = await buyer()
    const peek = await other.api.GET('/public/orders/{order_id}', { params: { path: { order_id: first.id } } })
    expect(peek.response.status).toBe(404)
    expect(peek.error).toEqual({ detail: 'سفارش یافت نشد' })
    for (const id of [purchase.id, 2_147_483_647, 2_147_483_648]) {
      const theirs = await other.api.GET('/customers/purchases/{purchase_id}', {
        params: { path: { purchase_id: id } },
      })
      expect(theirs.response.status, String(id)).toBe(404)
      expect(theirs.error).toEqual({ detail: 'سفارش یافت نشد' })
    }
  })

  it('replays the same Idempotency-Key with the same body, and refuses it with another body', async () => {
    const c = await buyer()
    const a = await makeOffer(db(), storeA.id, 500_000, 5)
    await add(c, a.offerId)
    const body: OrderCreate = {
      address_id: c.addressId,
      shipping: [{ store_id: storeA.id, method: 'tipax' }],
      payment_method: 'online',
    }
    const key = newIdempotencyKey()
    const [one, two] = await Promise.all([order(c, body, key), order(c, body, key)])
    expect(one.data?.id).toBeDefined()
    expect(two.data).toEqual(one.data)
    expect(await stockOf(a.offerId)).toBe(4)
    const again = await order(c, body, key)
    expect(again.data).toEqual(one.data)
    const changed = await order(c, { ...body, payment_method: 'cod' }, key)
    expect(changed.response.status).toBe(422)
    expect(changed.error).toMatchObject({ detail: KEY_REUSED })
    const [{ n }] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from purchases where user_id = ${c.userId}`,
    )
    expect(n).toBe(1)
  })

  it('places cash-on-delivery orders straight into processing, where every store allows it', async () => {
    const c = await buyer()
    const a = await makeOffer(db(), storeA.id, 700_000, 5)
    await add(c, a.offerId)
    const res = await order(c, {
      address_id: c.addressId,
      shipping: [{ store_id: storeA.id, method: 'post_pishtaz' }],
      payment_method: 'cod',
    })
    expect(res.response.status).toBe(201)
    expect(res.data).toMatchObject({ status: 'cash_on_delivery', payment_url: null, expires_at: null })
    expect(res.data?.orders[0].status_history.map((e) => e.status)).toEqual(['pending_payment', 'processing'])

    const b = await makeOffer(db(), storeB.id, 100_000, 5)
    await add(c, b.offerId)
    const refused = await order(c, {
      address_id: c.addressId,
      shipping: [{ store_id: storeB.id, method: 'post_pishtaz' }],
      payment_method: 'cod',
    })
    expect(refused.response.status).toBe(409)
    expect(refused.error).toEqual({ detail: 'پرداخت در محل برای همه فروشگاه‌های سبد شما ممکن نیست' })
    expect(await stockOf(b.offerId)).toBe(5) // nothing was taken
  })

  it('refuses a courier outside its city, a missing shipping choice, an empty cart and a foreign address', async () => {
    const c = await buyer()
    const b = await makeOffer(db(), storeB.id, 100_000, 5)
    await add(c, b.offerId)
    const courier = await order(c, {
      address_id: c.addressId,
      shipping: [{ store_id: storeB.id, method: 'courier' }],
      payment_method: 'online',
    })
    expect(courier.response.status).toBe(409)
    expect((courier.error as { detail: string }).detail).toContain('پیک')
    const missing = await order(c, {
      address_id: c.addressId,
      shipping: [{ store_id: storeA.id, method: 'tipax' }],
      payment_method: 'online',
    })
    expect(missing.response.status).toBe(422)
    const other = await buyer()
    const foreign = await order(c, {
      address_id: other.addressId,
      shipping: [{ store_id: storeB.id, method: 'tipax' }],
      payment_method: 'online',
    })
    expect(foreign.response.status).toBe(404)
    const empty = await order(other, {
      address_id: other.addressId,
      shipping: [{ store_id: storeB.id, method: 'tipax' }],
      payment_method: 'online',
    })
    expect(empty.response.status).toBe(409)
    expect(empty.error).toEqual({ detail: 'سبد خرید شما خالی است' })
    const bad = await c.api.POST('/public/orders', {
      body: { address_id: 0, shipping: [], payment_method: 'card' } as never,
    })
    expect(bad.response.status).toBe(422)
    const anonymous = await client(server()).api.POST('/public/orders', {
      body: { address_id: 1, shipping: [{ store_id: 1, method: 'tipax' }], payment_method: 'online' },
    })
    expect(anonymous.response.status).toBe(401)
  })

  it('checks a discount code against the cart and takes it off at checkout, once per customer', async () => {
    const code = `OFF${Date.now().toString(36).toUpperCase()}`
    await makeCode(db(), code, { value: 20, maxAmount: 150_000, minCartTotal: 400_000 }, { perUserLimit: 1 })
    const c = await buyer()
    const a = await makeOffer(db(), storeA.id, 500_000, 5)
    await add(c, a.offerId)
    const cart = await unwrap(c.api.GET('/public/cart'))
    const check = (discount_code: string) =>
      unwrap(
        c.api.GET('/discounts/carts/{cart_id}', { params: { path: { cart_id: cart.id }, query: { discount_code } } }),
      )
    // Any case and digit script.
    const ok = await check(code.toLowerCase().replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]))
    expect(ok).toMatchObject({
      applies: true,
      code,
      discount_amount: 100_000,
      total: 500_000,
      payable: 400_000,
      reason: null,
    })
    expect(await check('NOPE-NOPE')).toMatchObject({
      applies: false,
      reason: 'not_found',
      message: 'کد تخفیف معتبر نیست',
    })
    const body: OrderCreate = {
      address_id: c.addressId,
      shipping: [{ store_id: storeA.id, method: 'post_pishtaz' }],
      payment_method: 'online',
      discount_code: code,
    }
    const placed = await unwrap(order(c, body))
    expect(placed).toMatchObject({ total: 550_000, discount_amount: 100_000, payable: 450_000, discount_code: code })
    expect(placed.orders[0]).toMatchObject({ discount_amount: 100_000, total: 450_000 })
    await add(c, a.offerId)
    expect(await check(code)).toMatchObject({ applies: false, reason: 'per_user_limit' })
    const second = await order(c, body)
    expect(second.response.status).toBe(422)
    expect(second.error).toEqual({ detail: 'شما پیش‌تر از این کد تخفیف استفاده کرده‌اید' })
    const foreignCart = await (await buyer()).api.GET('/discounts/carts/{cart_id}', {
      params: { path: { cart_id: cart.id }, query: { discount_code: code } },
    })
    expect(foreignCart.response.status).toBe(404)
  })

  it('uses a single-use code once when 20 customers check out with it at the same moment', async () => {
    const code = `ONE${Date.now().toString(36).toUpperCase()}`
    await makeCode(db(), code, { type: 'fixed', value: 50_000 }, { usageLimit: 1 })
    const a = await makeOffer(db(), storeA.id, 200_000, 100)
    const buyers = await Promise.all(Array.from({ length: 20 }, () => buyer()))
    for (const c of buyers) await add(c, a.offerId)
    const results = await Promise.all(
      buyers.map((c) =>
        order(c, {
          address_id: c.addressId,
          shipping: [{ store_id: storeA.id, method: 'tipax' }],
          payment_method: 'online',
          discount_code: code,
        }),
      ),
    )
    const placed = results.filter((r) => r.response.status === 201)
    expect(placed).toHaveLength(1)
    for (const r of results.filter((x) => x.response.status !== 201)) {
      expect([409, 422]).toContain(r.response.status)
      expect((r.error as { detail: string }).detail).toMatch(/ظرفیت استفاده از این کد تخفیف تمام شده است/)
    }
    const [row] = await queryRows<{ used: number }>(
      db(),
      sql`select used_count as used from discount_codes where code = ${code}`,
    )
    expect(row.used).toBe(1)
    expect(await stockOf(a.offerId)).toBe(99)
  })
})
