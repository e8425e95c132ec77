// Orders as providers (their own stores' orders) and admins (every order) see and move them.
import { type SQL, sql } from 'drizzle-orm'
import type { components } from '../../../sdk/schema'
import { defineHandlers, signedIn } from '../../contract/handlers'
import type { Db } from '../../db/client'
import { idempotent } from '../../db/idempotency'
import { isInt4, queryRows } from '../../db/rows'
import { notFound } from '../../lib/http-error'
import type { AuthUser } from '../auth/tokens'
import { expireDuePurchases } from './expiry'
import { moveOrder } from './order-status'
import { loadOrders, type PublicOrder } from './order-views'

type Order = components['schemas']['Order']
const ORDER_NOT_FOUND = 'سفارش یافت نشد'
const STORE_NOT_FOUND = 'فروشگاه یافت نشد'

/** What the caller may see: an admin every order, a provider the orders of stores it owns. */
function visible(user: AuthUser): SQL {
  return user.roles.includes('admin')
    ? sql`true`
    : sql`o.store_id in (select id from stores where owner_id = ${user.id})`
}

async function withCustomers(db: Db, orders: PublicOrder[]): Promise<Order[]> {
  if (orders.length === 0) return []
  const ids = sql.raw(`array[${orders.map((o) => Number(o.id)).join(',')}]::int[]`)
  const customers = await queryRows<{ order_id: number; id: number; name: string | null; phone: string }>(
    db,
    sql`select o.id as order_id, u.id, u.name, u.phone from orders o join users u on u.id = o.user_id where o.id = any(${ids})`,
  )
  return orders.map(({ payment_url: _, ...o }) => {
    const c = customers.find((x) => x.order_id === o.id)
    return { ...o, customer: { id: c?.id ?? 0, name: c?.name ?? null, phone: c?.phone ?? '' } }
  })
}

async function orderFor(db: Db, user: AuthUser, id: number, storeId?: number): Promise<Order> {
  if (!isInt4(id) || (storeId !== undefined && !isInt4(storeId))) throw notFound(ORDER_NOT_FOUND)
  const where = sql`o.id = ${id} and ${visible(user)} ${storeId ? sql`and o.store_id = ${storeId}` : sql``}`
  const [order] = await withCustomers(db, await loadOrders(db, where))
  if (!order) throw notFound(ORDER_NOT_FOUND)
  return order
}

export const providerOrderHandlers = defineHandlers({
  listOrders: {
    roles: ['provider', 'admin'],
    async handler(ctx) {
      const user = signedIn(ctx)
      const { db } = ctx.app.deps
      const { store_id, status, search, created_from, created_to, skip = 0, limit = 20 } = ctx.query
      if (store_id !== undefined) {
        if (!isInt4(store_id)) throw notFound(STORE_NOT_FOUND)
        const [mine] = await queryRows<{ id: number }>(
          db,
          sql`select id from stores where id = ${store_id} ${user.roles.includes('admin') ? sql`` : sql`and owner_id = ${user.id}`}`,
        )
        if (!mine) throw notFound(STORE_NOT_FOUND)
      }
      const term = String(search ?? '').trim()
      const where = sql.join(
        [
          visible(user),
          store_id !== undefined ? sql`o.store_id = ${store_id}` : null,
          status ? sql`o.status = ${status}` : null,
          created_from ? sql`o.created_at >= ${created_from}` : null,
          created_to ? sql`o.created_at < ${created_to}` : null,
          term
            ? sql`(o.id::text = ${term} or exists (select 1 from users u where u.id = o.user_id
                and (u.phone like ${`%${term}%`} or u.name ilike ${`%${term}%`}))
                or exists (select 1 from order_items i where i.order_id = o.id and i.name ilike ${`%${term}%`}))`
            : null,
        ].filter((w): w is SQL => w !== null),
        sql` and `,
      )
      await expireDuePurchases(db)
      const items = await withCustomers(db, await loadOrders(db, where, { skip, limit }))
      const [{ n }] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from orders o where ${where}`)
      return { items, total: n, skip, limit }
    },
  },

  getOrder: {
    roles: ['provider', 'admin'],
    async handler(ctx) {
      return orderFor(ctx.app.deps.db, signedIn(ctx), ctx.params.id, ctx.query.store_id)
    },
  },

  updateOrderStatus: {
    roles: ['provider', 'admin'],
    async handler(ctx) {
      const user = signedIn(ctx)
      const { db } = ctx.app.deps
      const id = ctx.params.id
      await orderFor(db, user, id, ctx.query.store_id) // 404 unless the caller's store's order
      const by = user.roles.includes('admin') ? 'admin' : 'store'
      return idempotent(
        db,
        {
          userId: user.id,
          key: ctx.headers['idempotency-key'],
          operation: 'updateOrderStatus',
          request: { id, body: ctx.body },
        },
        async (tx) => {
          await moveOrder(tx, id, ctx.body, by)
          return orderFor(tx, user, id)
        },
      )
    },
  },
})
