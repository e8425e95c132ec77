// One order's money as its seller reads it (issue 30): each item's frozen gross, discount share,
// commission rate and commission (order_item_money), the shipping fee, the totals, and the
// ledger entries the order caused. Until the order is paid (cash on delivery: delivered) nothing
// is frozen: the items come with null money and `frozen: false`.
import { sql } from 'drizzle-orm'
import type { components } from '#sdk/schema'
import type { Db } from '../../db/client'
import { queryRows } from '../../db/rows'
import { notFound } from '../../lib/http-error'
import { ORDER_NOT_FOUND } from '../orders/order-reads'
import { entryRows, toEntry } from './store-ledger'

type OrderFinance = components['schemas']['OrderFinance']
type Item = components['schemas']['OrderFinanceItem']

interface ItemRow {
  order_item_id: number
  name: string
  quantity: number
  gross: number | null
  discount: number | null
  rate_bp: number | null
  commission: number | null
}

/** Sums a money column, null when any item is not frozen. */
const total = (items: Item[], key: 'gross' | 'discount' | 'commission' | 'net') =>
  items.some((i) => i[key] === null) ? null : items.reduce((s, i) => s + (i[key] as number), 0)

export async function orderMoney(db: Db, storeId: number, orderId: number): Promise<OrderFinance> {
  const [order] = await queryRows<{
    status: OrderFinance['status']
    payment_method: OrderFinance['payment_method']
    shipping_fee: number
  }>(db, sql`select status, payment_method, shipping_fee from orders where id = ${orderId} and store_id = ${storeId}`)
  if (!order) throw notFound(ORDER_NOT_FOUND)
  const [rows, entries] = await Promise.all([
    queryRows<ItemRow>(
      db,
      sql`select i.id as order_item_id, i.name, i.quantity, m.gross, m.discount, m.rate_bp, m.commission
        from order_items i left join order_item_money m on m.order_item_id = i.id
        where i.order_id = ${orderId} order by i.id`,
    ),
    entryRows(db, sql`e.store_id = ${storeId} and e.order_id = ${orderId}`, 1_000),
  ])
  const items: Item[] = rows.map((r) => ({
    ...r,
    net: r.gross === null ? null : r.gross - (r.discount ?? 0) - (r.commission ?? 0),
  }))
  const itemsNet = total(items, 'net')
  const shipping = order.payment_method === 'online' ? order.shipping_fee : 0
  return {
    order_id: orderId,
    status: order.status,
    payment_method: order.payment_method,
    frozen: rows.length > 0 && rows.every((r) => r.gross !== null),
    items,
    shipping_fee: order.shipping_fee,
    totals: {
      gross: total(items, 'gross'),
      discount: total(items, 'discount'),
      commission: total(items, 'commission'),
      shipping: order.shipping_fee,
      net: itemsNet === null ? null : itemsNet + shipping,
    },
    entries: entries.map(toEntry),
  }
}
