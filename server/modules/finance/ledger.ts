// The one way money enters a store's ledger (issue 30, decision 039). Every function runs inside
// the transaction of the change that causes it, and every entry names its cause, unique in the
// table: posting the same event twice (a replayed move, a retried request) enters nothing.
//
// - freezeOrderMoney: when an order leaves pending_payment as paid (online), or at delivery for
//   cash on delivery (the cash is the payment), each item's gross, its share of the order's
//   discount and the commission at the rate its category had then are frozen.
// - postDelivery: a delivered online order credits each item's sale (price after discounts less
//   commission) and the shipping fee; a cash-on-delivery order debits the commission the store
//   now owes. They mature when the return window closes.
// - postRefund: a refund debits what the store had been credited for the refunded items.
import { sql } from 'drizzle-orm'
import { intArray } from '../../db/arrays'
import type { Db } from '../../db/client'
import { queryRows } from '../../db/rows'
import { commissionDefaultBp } from './settings'

/** Days after delivery a customer may ask for a return; a sale is pending until then. */
export const RETURN_WINDOW_DAYS = 7

interface ItemRow {
  id: number
  order_id: number
  gross: number
  order_discount: number
  rate_bp: number
}

/**
 * Freezes the money of the orders' items that are not frozen yet (idempotent). The order's
 * discount is shared over its items by their gross, the remainder to the largest items first, so
 * the shares add up to the order's discount exactly.
 */
export async function freezeOrderMoney(tx: Db, orderIds: number[]): Promise<void> {
  if (orderIds.length === 0) return
  const fallback = await commissionDefaultBp(tx)
  // A category without a rate takes its parent's, then its grandparent's (three levels at most).
  const items = await queryRows<ItemRow>(
    tx,
    sql`select i.id, i.order_id, (i.unit_price * i.quantity)::bigint as gross, o.discount_amount as order_discount,
        coalesce(r1.rate_bp, r2.rate_bp, r3.rate_bp, ${fallback})::int as rate_bp
      from order_items i
      join orders o on o.id = i.order_id
      left join products p on p.id = i.product_id
      left join categories c1 on c1.id = p.category_id
      left join categories c2 on c2.id = c1.parent_id
      left join commission_rates r1 on r1.category_id = c1.id
      left join commission_rates r2 on r2.category_id = c2.id
      left join commission_rates r3 on r3.category_id = c2.parent_id
      where i.order_id = any(${intArray(orderIds)})
        and not exists (select 1 from order_item_money m where m.order_item_id = i.id)
      order by i.order_id, i.id`,
  )
  if (items.length === 0) return
  const rows = shareDiscounts(items).map((it) => {
    const net = it.gross - it.discount
    return { ...it, commission: Math.floor((net * it.rate_bp + 5_000) / 10_000) }
  })
  await tx.execute(sql`insert into order_item_money (order_item_id, order_id, gross, discount, rate_bp, commission)
    select * from jsonb_to_recordset(${JSON.stringify(rows.map((r) => ({ i: r.id, o: r.order_id, g: r.gross, d: r.discount, b: r.rate_bp, c: r.commission })))}::jsonb)
      as x(i int, o int, g bigint, d bigint, b int, c bigint)
    on conflict (order_item_id) do nothing`)
}

/** Each item's share of its order's discount, by gross; shares of one order sum to its discount. */
export function shareDiscounts(items: ItemRow[]): (ItemRow & { discount: number })[] {
  const byOrder = new Map<number, ItemRow[]>()
  for (const it of items) byOrder.set(it.order_id, [...(byOrder.get(it.order_id) ?? []), it])
  const out: (ItemRow & { discount: number })[] = []
  for (const group of byOrder.values()) {
    const total = group.reduce((s, it) => s + it.gross, 0)
    const discount = Math.min(group[0]?.order_discount ?? 0, total)
    const shares = group.map((it) => ({
      ...it,
      discount: total > 0 ? Math.floor((discount * it.gross) / total) : 0,
      rest: total > 0 ? (discount * it.gross) % total : 0,
    }))
    let left = discount - shares.reduce((s, it) => s + it.discount, 0)
    for (const it of [...shares].sort((a, b) => b.rest - a.rest || b.gross - a.gross)) {
      if (left <= 0) break
      it.discount += 1
      left -= 1
    }
    for (const { rest: _rest, ...it } of shares) out.push(it)
  }
  return out
}

/**
 * Enters a delivered order's money (idempotent: each entry's cause is unique). A cash item's
 * commission is entered even when it is 0 (a category at 0 %): postRefund debits only items whose
 * delivery was entered, and the store holds that item's cash all the same.
 */
export async function postDelivery(tx: Db, orderId: number): Promise<void> {
  await postDeliveries(tx, [{ orderId }])
}

export interface Delivery {
  orderId: number
  /** When it was delivered: now by default; the demo seed's history gives its past days */
  at?: Date
}

/** postDelivery for several orders at once, each entered as of its delivery's moment. */
export async function postDeliveries(tx: Db, deliveries: Delivery[]): Promise<void> {
  if (deliveries.length === 0) return
  await freezeOrderMoney(
    tx,
    deliveries.map((d) => d.orderId),
  )
  const list = JSON.stringify(deliveries.map((d) => ({ o: d.orderId, at: d.at?.toISOString() ?? null })))
  const delivered = sql`(select x.o, coalesce(x.at, now()) as at from jsonb_to_recordset(${list}::jsonb) as x(o int, at timestamptz))`
  const matures = sql`d.at + make_interval(days => ${RETURN_WINDOW_DAYS})`
  await tx.execute(sql`insert into ledger_entries (store_id, kind, cause, amount, order_id, order_item_id, available_at, created_at)
    select o.store_id,
        case when o.payment_method = 'cod' then 'commission' else 'sale' end,
        case when o.payment_method = 'cod' then 'commission:item:' else 'sale:item:' end || m.order_item_id,
        case when o.payment_method = 'cod' then -m.commission else m.gross - m.discount - m.commission end,
        o.id, m.order_item_id, ${matures}, d.at
      from ${delivered} d join order_item_money m on m.order_id = d.o join orders o on o.id = m.order_id
    on conflict (cause) do nothing`)
  await tx.execute(sql`insert into ledger_entries (store_id, kind, cause, amount, order_id, available_at, created_at)
    select o.store_id, 'shipping', 'shipping:order:' || o.id, o.shipping_fee, o.id, ${matures}, d.at
      from ${delivered} d join orders o on o.id = d.o where o.payment_method = 'online' and o.shipping_fee > 0
    on conflict (cause) do nothing`)
}

export interface RefundedItem {
  orderItemId: number
  quantity: number
}

/**
 * Debits what the store was credited for the refunded items: their price after discounts less
 * commission, by quantity (the commission goes back with the sale). For cash on delivery the
 * store holds the cash and the refund is paid for it, so the debit is the same. It matures with
 * the delivery it undoes or now, whichever is later: inside the return window it lowers pending,
 * after a payout it is taken from later sales. Only items whose delivery was entered are
 * debited (a cancelled order was never credited). Idempotent per refund and item. The entry is
 * found by its order (ledger_entries_order_idx): order_item_id has no index of its own.
 */
export async function postRefund(tx: Db, refundId: number, items: RefundedItem[]): Promise<void> {
  if (items.length === 0) return
  await tx.execute(sql`insert into ledger_entries (store_id, kind, cause, amount, order_id, order_item_id, refund_id, available_at)
    select e.store_id, 'refund', 'refund:' || ${refundId} || ':item:' || e.order_item_id,
        -((m.gross - m.discount - m.commission) * x.q / i.quantity), e.order_id, e.order_item_id, ${refundId},
        greatest(e.available_at, now())
      from jsonb_to_recordset(${JSON.stringify(items.map((i) => ({ id: i.orderItemId, q: i.quantity })))}::jsonb) as x(id int, q int)
      join order_items i on i.id = x.id
      join order_item_money m on m.order_item_id = x.id
      join ledger_entries e on e.order_id = i.order_id and e.order_item_id = x.id and e.kind in ('sale', 'commission')
    on conflict (cause) do nothing`)
}
