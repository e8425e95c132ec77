// Large numbers: a `skip` past any sensible page is a Persian 422 (not a 500 from the database),
// on every list; and money is 64-bit, so a purchase of three billion toman goes through the cart,
// checkout, payment and the order views with every amount exact.
import { sql } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { newIdempotencyKey, unwrap } from '#sdk'
import { loadContract } from '../../server/contract/load'
import { queryRows } from '../../server/db/rows'
import { handlers } from '../../server/modules'
import { makeAddress, makeOffer, makeStore, userIdOf } from './fixtures/shop'
import { describeEachDb, signIn } from './harness'

const HUGE = ['100000000000000000000', '9223372036854775807', '1e%2B308', '1000001']
/** Every list with a `skip`, except those for roles a customer has not (they answer 403 first). */
const lists = loadContract().operations.filter((op) => {
  const roles = (handlers as Record<string, { roles?: string[] } | undefined>)[op.operationId]?.roles
  const query = op.schema.querystring as { properties?: Record<string, unknown> } | undefined
  return op.method === 'GET' && query?.properties?.skip && (!roles || roles.includes('customer'))
})

describeEachDb('large numbers', (server) => {
  it('answers a huge skip with a Persian 422 on every list', async () => {
    expect(lists.length).toBeGreaterThanOrEqual(7)
    const customer = await signIn(server())
    const token = customer.tokens.getAccessToken() as string
    const wrong: string[] = []
    const tested: string[] = []
    const get = (op: (typeof lists)[number], skip: string) =>
      fetch(`${server().origin}${op.url.replace(/:[A-Za-z_]+/g, '1')}?skip=${skip}`, {
        headers: { authorization: `Bearer ${token}` },
      })
    for (const op of lists) {
      // A list that needs other parameters refuses any skip for them; the rest take a million.
      const fine = await get(op, '1000000')
      if (fine.status >= 500 && fine.status !== 501) wrong.push(`${op.url}?skip=1000000 → ${fine.status}`)
      if (fine.status === 422) continue
      tested.push(op.url)
      for (const skip of HUGE) {
        const res = await get(op, skip)
        const body = (await res.json()) as { detail?: string; errors?: { field: string }[] }
        const ok = res.status === 422 && /^اطلاعات واردشده معتبر نیست/.test(body.detail ?? '')
        if (!ok || !body.errors?.some((e) => e.field === 'query.skip'))
          wrong.push(`${op.url}?skip=${skip} → ${res.status}`)
      }
    }
    expect(tested.length).toBeGreaterThanOrEqual(7)
    expect(wrong).toEqual([])
  })

  it('sells a purchase of three billion toman end to end: cart, checkout, payment, order views', async () => {
    const db = server().app.deps.db
    const store = await makeStore(db)
    const buyer = await signIn(server())
    const userId = await userIdOf(db, (await unwrap(buyer.api.GET('/auth/profile'))).phone)
    const offers = [
      await makeOffer(db, store.id, 1_000_000_000, 2),
      await makeOffer(db, store.id, 1_200_000_000, 2),
      await makeOffer(db, store.id, 800_000_000, 2),
    ]
    for (const o of offers) {
      await unwrap(buyer.api.POST('/public/cart/items', { body: { product_store_id: o.offerId, quantity: 1 } }))
    }
    const cart = await unwrap(buyer.api.GET('/public/cart'))
    expect(cart.total).toBe(3_000_000_000)

    const purchase = await unwrap(
      buyer.api.POST('/public/orders', {
        body: {
          address_id: await makeAddress(db, userId),
          shipping: [{ store_id: store.id, method: 'tipax' }],
          payment_method: 'online',
        },
        params: { header: { 'Idempotency-Key': newIdempotencyKey() } },
      }),
    )
    const total = 3_000_000_000 + 90_000
    expect(purchase).toMatchObject({ total, payable: total })
    expect(purchase.orders[0]).toMatchObject({ subtotal: 3_000_000_000, total })

    const payment = await unwrap(
      buyer.api.POST('/payments/{purchase_id}/start', { params: { path: { purchase_id: purchase.id } } }),
    )
    expect(payment.amount).toBe(total)

    const order = await unwrap(
      buyer.api.GET('/public/orders/{order_id}', { params: { path: { order_id: purchase.orders[0].id } } }),
    )
    expect(order).toMatchObject({ subtotal: 3_000_000_000, total })
    expect(order.items.map((i) => i.total).sort((x, y) => x - y)).toEqual([800_000_000, 1_000_000_000, 1_200_000_000])
    const list = await unwrap(buyer.api.GET('/public/orders'))
    expect(list.items[0]).toMatchObject({ id: order.id, total })
    const purchases = await unwrap(buyer.api.GET('/customers/purchases'))
    expect(purchases.items[0]).toMatchObject({ id: purchase.id, total, payable: total })

    const [row] = await queryRows<{ total: number; amount: number }>(
      db,
      sql`select p.total, (select amount from payments where purchase_id = p.id) as amount
        from purchases p where p.id = ${purchase.id}`,
    )
    expect(row).toEqual({ total, amount: total })
  })
})
