// The customer gives the Sheba of an owed refund nobody asked them for: the seller or an admin
// cancelled a paid order whose money the gateway cannot give back (marked paid by hand, or a
// gateway that cannot refund), so the refund was opened owed with no Sheba (open-refund.ts,
// shebaLater). The Sheba is checked by the stores' own rule, as the customer's own cancel checks
// it. Given once: the same Sheba again answers the same; another one, or a refund already paid,
// is refused and nothing changes (the admins may be paying the first one by hand).
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { isInt4, queryRows } from '../../db/rows'
import type { RefundMethod, RefundStatus } from '../../db/schema'
import { inTransaction } from '../../db/transaction'
import { conflict, notFound } from '../../lib/http-error'
import { ORDER_NOT_FOUND } from '../orders/order-reads'
import { shebaPayee } from './cancel-order'

export const NO_OWED_REFUND = 'برای این سفارش مبلغی در انتظار واریز به شماره شبا نیست'
export const REFUND_BY_GATEWAY = 'مبلغ این سفارش از راه درگاه پرداخت به کارت شما بازمی‌گردد و شماره شبا لازم نیست'
export const SHEBA_ALREADY_GIVEN = 'شماره شبای این بازپرداخت پیش‌تر ثبت شده است و دیگر تغییر نمی‌کند'
export const REFUND_ALREADY_PAID = 'این مبلغ پیش‌تر به شما بازگردانده شده است'

/** Records the Sheba and holder of the owed refund of the customer's cancelled order. */
export async function giveRefundSheba(
  db: Db,
  customerId: number,
  orderId: number,
  body: { sheba: string; account_name: string },
): Promise<void> {
  if (!isInt4(orderId)) throw notFound(ORDER_NOT_FOUND)
  await inTransaction(db, async (tx) => {
    const [order] = await queryRows<{ id: number }>(
      tx,
      sql`select id from orders where id = ${orderId} and user_id = ${customerId}`,
    )
    if (!order) throw notFound(ORDER_NOT_FOUND)
    const payee = shebaPayee(body) // 422 on the field, the words the cancel form shows
    // Locked: an admin marking it paid at this moment either finds the Sheba or refuses it here.
    const [refund] = await queryRows<{
      id: number
      method: RefundMethod
      status: RefundStatus
      sheba: string | null
      account_name: string | null
    }>(
      tx,
      sql`select id, method, status, sheba, account_name from refunds
        where order_id = ${orderId} and reason = 'cancel' for update`,
    )
    if (!refund) throw conflict(NO_OWED_REFUND)
    if (refund.sheba === payee.sheba && refund.account_name === payee.accountName) return // given again: the same
    if (refund.method === 'gateway') throw conflict(REFUND_BY_GATEWAY)
    if (refund.status === 'done') throw conflict(REFUND_ALREADY_PAID)
    if (refund.sheba !== null) throw conflict(SHEBA_ALREADY_GIVEN)
    await tx.execute(sql`update refunds set sheba = ${payee.sheba}, account_name = ${payee.accountName}
      where id = ${refund.id} and status = 'owed' and sheba is null`)
  })
}
