// Unpaid online purchases hold their stock for a while (15 minutes by default); then they are
// cancelled with their orders, and the stock and the code's use come back. A sweeper runs this
// every 30 seconds, and reads of one purchase run it for that purchase first, so a customer never
// sees an order that should have expired.
import { sql } from 'drizzle-orm'
import { intArray } from '../../db/arrays'
import type { Db } from '../../db/client'
import { queryRows } from '../../db/rows'
import { inTransaction } from '../../db/transaction'
import { refreshProductSummaries } from '../catalog/summary'
import { releaseCode } from '../discounts/discount-code'
import { noticePurchaseExpired } from '../notifications/order-notices'

export const EXPIRED_NOTE = 'مهلت پرداخت به پایان رسید'

/** Cancels due purchases — all, one (`purchaseId`) or one customer's (`userId`); returns how many. */
export async function expireDuePurchases(db: Db, only: { purchaseId?: number; userId?: number } = {}): Promise<number> {
  const due = await queryRows<{ id: number }>(
    db,
    sql`select id from purchases where status = 'pending_payment' and expires_at <= now()
      ${only.purchaseId ? sql`and id = ${only.purchaseId}` : sql``}
      ${only.userId ? sql`and user_id = ${only.userId}` : sql``} order by id limit 200`,
  )
  let done = 0
  for (const { id } of due) {
    const products = await inTransaction(db, async (tx) => {
      const restored = await cancelPurchase(tx, id, EXPIRED_NOTE)
      if (restored) await noticePurchaseExpired(tx, id) // the customer may think it still stands
      return restored
    })
    if (products) {
      done += 1
      await refreshProductSummaries(db, products)
    }
  }
  return done
}

/**
 * Cancels a purchase still waiting for payment: its pending orders, their stock and its code use.
 * Returns the product ids whose stock changed, or null when it was no longer pending.
 */
export async function cancelPurchase(tx: Db, purchaseId: number, note: string): Promise<number[] | null> {
  const [purchase] = await queryRows<{ discount_id: number | null; discount_code_id: number | null }>(
    tx,
    sql`update purchases set status = 'cancelled' where id = ${purchaseId} and status = 'pending_payment'
      returning discount_id, discount_code_id`,
  )
  if (!purchase) return null
  const cancelled = await queryRows<{ id: number }>(
    tx,
    sql`update orders set status = 'cancelled', updated_at = now(),
        payment_status = case when payment_status = 'pending' then 'failed' else payment_status end
      where purchase_id = ${purchaseId} and status = 'pending_payment' returning id`,
  )
  if (cancelled.length === 0) return []
  const ids = intArray(cancelled.map((o) => o.id))
  await tx.execute(sql`insert into order_status_events (order_id, status, note, by)
    select id, 'cancelled', ${note}, 'system' from unnest(${ids}) as id`)
  const restored = await queryRows<{ product_id: number }>(
    tx,
    sql`update offers o set stock = o.stock + x.q, updated_at = now()
      from (select offer_id, sum(quantity)::int as q from order_items where order_id = any(${ids}) group by offer_id) x
      where o.id = x.offer_id returning o.product_id`,
  )
  await releaseCode(tx, purchase.discount_code_id, purchase.discount_id)
  return restored.map((r) => r.product_id)
}
