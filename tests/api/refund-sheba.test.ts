// The Sheba of a refund owed by hand that nobody asked the customer for: the seller cancelled an
// order it had marked paid by hand, so the gateway cannot give the money back and the refund is
// owed with no Sheba. The customer gives it on their order (checked by the stores' rule), once:
// the same again answers the same, another one is refused, and someone else's order is not found.
import { sql } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { type Schemas, unwrap } from '#sdk'
import { queryRows } from '../../server/db/rows'
import { paidByHand, placedOrder } from './fixtures/paid-order'
import { makeStore } from './fixtures/shop'
import { ownerOf } from './fixtures/store-record'
import { signInAdmin } from './fixtures/stores'
import { describeEachDb, signIn, type TestClient } from './harness'

const SHEBA = 'IR820540102680020817909002'
const OTHER_SHEBA = 'IR062960000000100324200001'
const fa = (s: string) => s.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)])

describeEachDb('the customer gives the Sheba of an owed refund', (server) => {
  const db = () => server().app.deps.db
  let store: Awaited<ReturnType<typeof makeStore>>
  let seller: TestClient
  beforeAll(async () => {
    store = await makeStore(db())
    seller = await ownerOf(server(), store)
  })

  const move = (id: number, status: Schemas['OrderStatus']) =>
    seller.api.PUT('/orders/{id}/status', {
      params: { path: { id }, query: { store_id: store.id } },
      body: { status, note: 'کالا ناموجود شد' },
    })
  const giveSheba = (c: TestClient, id: number, body: { sheba: string; account_name: string }) =>
    c.api.PUT('/public/orders/{order_id}/refund/sheba', { params: { path: { order_id: id } }, body })
  const refundOf = async (orderId: number) =>
    (
      await queryRows<{ status: string; method: string; sheba: string | null; account_name: string | null }>(
        db(),
        sql`select status, method, sheba, account_name from refunds where order_id = ${orderId}`,
      )
    )[0]

  /** A manual online order of the seller's for a new customer, marked paid by hand, then cancelled by the seller. */
  async function cancelledByHand() {
    const { orderId, phone } = await paidByHand(server(), seller, store.id)
    await unwrap(move(orderId, 'cancelled'))
    return { customer: await signIn(server(), phone), phone, orderId }
  }

  it('a seller-cancelled order paid by hand: the customer is told, gives a Sheba once, others cannot', async () => {
    const { customer, phone, orderId } = await cancelledByHand()
    const before = await unwrap(
      customer.api.GET('/public/orders/{order_id}', { params: { path: { order_id: orderId } } }),
    )
    expect(before.refund).toEqual({ status: 'owed', method: 'sheba', amount: 250_000, sheba: null })
    // The cancel's notice asks for the Sheba and leads to the order.
    const [notice] = await queryRows<{ body: string; link: string }>(
      db(),
      sql`select n.body, n.link from notifications n join users u on u.id = n.user_id
        where u.phone = ${phone} and n.event = 'order_cancelled'`,
    )
    expect(notice).toEqual({
      body: 'فروشنده این سفارش را لغو کرد؛ دلیل: کالا ناموجود شد؛ برای بازگرداندن مبلغ پرداخت‌شده، شماره شبای حساب خود را در صفحهٔ سفارش وارد کنید',
      link: `/orders/${orderId}`,
    })

    // A Sheba whose check digits do not hold: the stores' rule and its words, nothing kept.
    const bad = await giveSheba(customer, orderId, { sheba: 'IR820540102680020817909003', account_name: 'مریم احمدی' })
    expect(bad.response.status).toBe(422)
    const invalid = 'شماره شبا معتبر نیست؛ IR و ۲۴ رقم، مثلا IR820540102680020817909002'
    expect(bad.error).toEqual({ detail: invalid, errors: [{ field: 'body.sheba', message: invalid }] })
    const nameless = await giveSheba(customer, orderId, { sheba: SHEBA, account_name: '   ' })
    expect(nameless.response.status).toBe(422)
    expect(nameless.error?.detail).toBe('نام صاحب حساب را وارد کنید')
    expect(await refundOf(orderId)).toEqual({ status: 'owed', method: 'sheba', sheba: null, account_name: null })

    // A good one, typed in Persian digits with spaces and a lower-case ir: kept as the rule writes it.
    const given = await unwrap(
      giveSheba(customer, orderId, { sheba: `ir ${fa(SHEBA.slice(2))}`, account_name: ' مریم احمدی ' }),
    )
    expect(given.refund).toEqual({ status: 'owed', method: 'sheba', amount: 250_000, sheba: SHEBA })
    expect(await refundOf(orderId)).toEqual({
      status: 'owed',
      method: 'sheba',
      sheba: SHEBA,
      account_name: 'مریم احمدی',
    })
    // The same again (a retried request): the same answer.
    expect(await unwrap(giveSheba(customer, orderId, { sheba: SHEBA, account_name: 'مریم احمدی' }))).toEqual(given)

    // Another Sheba once one is given: refused, the first one stays.
    const other = await giveSheba(customer, orderId, { sheba: OTHER_SHEBA, account_name: 'مریم احمدی' })
    expect(other.response.status).toBe(409)
    expect(other.error?.detail).toBe('شماره شبای این بازپرداخت پیش‌تر ثبت شده است و دیگر تغییر نمی‌کند')
    expect((await refundOf(orderId)).sheba).toBe(SHEBA)

    // Someone else's order is not found, and nothing changes.
    const stranger = await signIn(server())
    const foreign = await giveSheba(stranger, orderId, { sheba: OTHER_SHEBA, account_name: 'علی رضایی' })
    expect(foreign.response.status).toBe(404)
    expect(await refundOf(orderId)).toEqual({
      status: 'owed',
      method: 'sheba',
      sheba: SHEBA,
      account_name: 'مریم احمدی',
    })

    // The admins' desk has it, and once paid the customer cannot change it.
    const admin = await signInAdmin(server())
    const owed = await unwrap(admin.api.GET('/admins/refunds', { params: { query: { status: 'owed' } } }))
    const row = owed.items.find((r) => r.order_id === orderId)
    expect(row).toMatchObject({ sheba: SHEBA, account_name: 'مریم احمدی' })
    await unwrap(
      admin.api.PUT('/admins/refunds/{id}', { params: { path: { id: row?.id ?? 0 } }, body: { reference: 'پایا-۷' } }),
    )
    const late = await giveSheba(customer, orderId, { sheba: OTHER_SHEBA, account_name: 'مریم احمدی' })
    expect(late.response.status).toBe(409)
    expect(late.error?.detail).toBe('این مبلغ پیش‌تر به شما بازگردانده شده است')
  })

  it('refuses with 409 where nothing is owed: an order not cancelled, or a refund back through the gateway', async () => {
    const { c, orderId } = await placedOrder(server(), store.id, { quantity: 1 })
    const open = await giveSheba(c, orderId, { sheba: SHEBA, account_name: 'مریم احمدی' })
    expect(open.response.status).toBe(409)
    expect(open.error?.detail).toBe('برای این سفارش مبلغی در انتظار واریز به شماره شبا نیست')

    await unwrap(move(orderId, 'cancelled')) // paid at the test gateway: it goes back there
    const gateway = await giveSheba(c, orderId, { sheba: SHEBA, account_name: 'مریم احمدی' })
    expect(gateway.response.status).toBe(409)
    expect(gateway.error?.detail).toBe('مبلغ این سفارش از راه درگاه پرداخت به کارت شما بازمی‌گردد و شماره شبا لازم نیست')
    expect(await refundOf(orderId)).toMatchObject({ method: 'gateway', sheba: null, account_name: null })
  })
})
