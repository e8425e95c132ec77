// A seller hears of a new cash-on-delivery order from the delivery worker, which reads the orders
// once committed (decision 043): the order placed through the API is told within the worker's
// soon(), an order whose id was taken before a later one's but committed after it is still told,
// a rolled-back id stops being looked for, two reads at once tell each order exactly once, a look
// whose mark moved since it read it writes nothing, and a process that does not lead the periodic
// jobs wakes the one that does.
import { sql } from 'drizzle-orm'
import { expect, it, vi } from 'vitest'
import { LogSms } from '../../server/adapters/sms'
import { vapidKeys } from '../../server/config'
import { queryRows } from '../../server/db/rows'
import { startDeliveryWorker } from '../../server/modules/notifications/deliver'
import { WebPushSender } from '../../server/modules/notifications/deliver-push'
import { GAP_MS, watchNewOrders } from '../../server/modules/notifications/new-order-watch'
import { newOrderNotice } from '../../server/modules/notifications/order-notices'
import { notifyIf } from '../../server/modules/notifications/outbox'
import { boughtItem, shopWithSeller } from './fixtures/reviews'
import { userIdOf } from './fixtures/shop'
import { describeEachDb } from './harness'

describeEachDb('new orders told by the delivery worker', (server) => {
  const db = () => server().app.deps.db

  /** A copy of `orderId` (same purchase, store and buyer), committed now, with the id `id` when given. */
  async function copyOf(orderId: number, id?: number): Promise<number> {
    const columns = sql`purchase_id, store_id, user_id, status, shipping_method, shipping_fee, estimated_days_min,
      estimated_days_max, address, subtotal, discount_amount, total, payment_method`
    const [row] = await queryRows<{ id: number }>(
      db(),
      id === undefined
        ? sql`insert into orders (${columns}) select ${columns} from orders where id = ${orderId} returning id`
        : sql`insert into orders (id, ${columns}) select ${id}::int, ${columns} from orders where id = ${orderId}
            returning id`,
    )
    return row.id
  }

  const toldOf = async (ownerId: number) =>
    (
      await queryRows<{ cause: string }>(
        db(),
        sql`select cause from notifications where user_id = ${ownerId} and event = 'order_new' order by id`,
      )
    ).map((n) => n.cause)

  const mark = async () =>
    (
      await queryRows<{ last_id: number; gaps: [number, number][] }>(
        db(),
        sql`select last_id, gaps from new_order_mark`,
      )
    )[0]

  async function placed() {
    const shop = await shopWithSeller(server())
    const owner = await userIdOf(db(), (await shop.seller.api.GET('/auth/profile')).data?.phone as string)
    const { orderId } = await boughtItem(server(), shop, { until: 'processing' })
    await server().app.deliveries.idle()
    return { shop, owner, orderId }
  }

  it('tells the store owner of an order placed through the API by the time the worker is idle', async () => {
    const { owner, orderId } = await placed()
    expect(await toldOf(owner)).toEqual([`order:${orderId}:new`])
    expect((await mark()).last_id).toBeGreaterThanOrEqual(orderId)
  })

  it('tells an order committed after a later one, once, and forgets an id never committed', async () => {
    const { owner, orderId } = await placed()
    await server().app.deliveries.idle()
    // Two ids taken by purchases still open; a third commits first and is read.
    const [{ late, lost }] = await queryRows<{ late: number; lost: number }>(
      db(),
      sql`select nextval(pg_get_serial_sequence('orders', 'id'))::int as late,
        nextval(pg_get_serial_sequence('orders', 'id'))::int as lost`,
    )
    const early = await copyOf(orderId)
    const now = Date.now()
    await watchNewOrders(db(), now)
    expect(await toldOf(owner)).toEqual([`order:${orderId}:new`, `order:${early}:new`])
    expect((await mark()).gaps.map(([id]) => id)).toEqual(expect.arrayContaining([late, lost]))
    // The first commits now; the second never does (its purchase rolled back).
    await copyOf(orderId, late)
    await watchNewOrders(db(), now + 1000)
    expect(await toldOf(owner)).toEqual([`order:${orderId}:new`, `order:${early}:new`, `order:${late}:new`])
    expect((await mark()).gaps.map(([id]) => id)).toContain(lost)
    expect((await mark()).gaps.map(([id]) => id)).not.toContain(late)
    await watchNewOrders(db(), now + GAP_MS + 1)
    expect((await mark()).gaps.map(([id]) => id)).not.toContain(lost)
    await watchNewOrders(db(), now + GAP_MS + 2) // read again: nothing told twice
    expect(await toldOf(owner)).toHaveLength(3)
  })

  it('tells each of 1,200 orders exactly once with two reads at once', async () => {
    const { owner, orderId } = await placed()
    await db().execute(
      sql`insert into orders (purchase_id, store_id, user_id, status, shipping_method, shipping_fee, estimated_days_min,
          estimated_days_max, address, subtotal, discount_amount, total, payment_method)
        select o.purchase_id, o.store_id, o.user_id, o.status, o.shipping_method, o.shipping_fee, o.estimated_days_min,
          o.estimated_days_max, o.address, o.subtotal, o.discount_amount, o.total, o.payment_method
        from orders o cross join generate_series(1, 1200) where o.id = ${orderId}`,
    )
    const now = Date.now()
    await Promise.all([watchNewOrders(db(), now), watchNewOrders(db(), now)])
    await server().app.deliveries.idle()
    const told = await toldOf(owner)
    expect(told).toHaveLength(1201)
    expect(new Set(told).size).toBe(1201)
    const [{ newest }] = await queryRows<{ newest: number }>(db(), sql`select max(id)::int as newest from orders`)
    expect((await mark()).last_id).toBe(newest)
  })

  it("writes a look's notices only with the mark it read: a mark moved meanwhile writes nothing (notifyIf)", async () => {
    const { owner, orderId } = await placed()
    const before = await mark()
    const notice = newOrderNotice({ orderId, storeId: 0, ownerId: owner, items: 1, total: 1000, payment: 'cod' })
    const tagged = { ...notice, cause: `${notice.cause}:cas`, storeId: null }
    const moveFrom = (lastId: number) =>
      sql`update new_order_mark set last_id = last_id where last_id = ${lastId} returning 1`
    expect(await notifyIf(db(), moveFrom(before.last_id - 1), [tagged])).toBe(false)
    expect(await toldOf(owner)).not.toContain(tagged.cause)
    expect(await notifyIf(db(), moveFrom(before.last_id), [tagged])).toBe(true)
    expect(await toldOf(owner)).toContain(tagged.cause)
  })

  it('a process that does not lead asks the leader to look (a NOTIFY), once for the orders of that moment', async () => {
    const nudge = vi.fn(async () => {})
    const silent = { warn() {}, error() {} }
    const worker = startDeliveryWorker(
      {
        db: db(),
        sms: new LogSms(silent as never),
        push: new WebPushSender(vapidKeys(server().app.deps.config)),
        policy: { smsFallbackMinutes: 10, quietHours: null },
        leaseMs: 30_000,
        clock: Date.now,
        log: silent,
      },
      { lead: async () => false, pollMs: 60_000, nudge },
    )
    try {
      await worker.idle()
      for (let i = 0; i < 5; i++) worker.soon()
      await worker.idle()
      expect(nudge).toHaveBeenCalledTimes(1)
    } finally {
      await worker.close()
    }
  })
})
