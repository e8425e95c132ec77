// The customer cancels their own order before it ships (issue 30). One transaction: the order is
// locked first, so a seller shipping it at the same moment either ships before (the cancel is
// refused) or waits and finds it cancelled; the move (stock back, the history line by the
// customer) and the refund of what was paid stand or fall together.
import { sql } from 'drizzle-orm'
import { IDENTITY_MESSAGES, normalizeSheba } from '#sdk/rules/identity'
import type { Db } from '../../db/client'
import { isInt4, queryRows } from '../../db/rows'
import { inTransaction } from '../../db/transaction'
import { conflict, invalidField, notFound } from '../../lib/http-error'
import { ORDER_NOT_FOUND } from '../orders/order-reads'
import { moveOrder } from '../orders/order-status'
import { type OpenedRefund, PAID_AT_GATEWAY, SHEBA_NEEDED } from './open-refund'
import { type CancelFacts, cancelInfo } from './refund-views'

export const SHIPPED_CANNOT_CANCEL = 'سفارش ارسال‌شده را نمی‌توان لغو کرد'
export const UNPAID_CANNOT_CANCEL =
  'این سفارش هنوز پرداخت نشده است؛ اگر پرداخت نکنید، پس از پایان مهلت پرداخت خودکار لغو می‌شود'
export const ACCOUNT_NAME_NEEDED = 'نام صاحب حساب را وارد کنید'

export interface CancelRequest {
  reason?: string
  sheba?: string
  account_name?: string
}

/** Cancels the customer's order and opens its refund; returns the refund (null when nothing was paid). */
export async function cancelOrder(
  db: Db,
  customerId: number,
  orderId: number,
  body: CancelRequest,
  gatewayRefunds: boolean,
): Promise<OpenedRefund | null> {
  if (!isInt4(orderId)) throw notFound(ORDER_NOT_FOUND)
  return inTransaction(db, async (tx) => {
    const [order] = await queryRows<CancelFacts>(
      tx,
      sql`select o.status, o.payment_method, ${PAID_AT_GATEWAY} as paid_at_gateway, o.payment_status, o.total
        from orders o where o.id = ${orderId} and o.user_id = ${customerId} for update of o`,
    )
    if (!order) throw notFound(ORDER_NOT_FOUND)
    if (order.status === 'cancelled') {
      // Cancelled already (a repeated press, a replay): the one refund it has, nothing new.
      const [kept] = await queryRows<OpenedRefund>(
        tx,
        sql`select id, method, status, amount from refunds where order_id = ${orderId} and reason = 'cancel'`,
      )
      return kept ?? null
    }
    if (order.status === 'shipped' || order.status === 'delivered') throw conflict(SHIPPED_CANNOT_CANCEL)
    const info = cancelInfo(order, gatewayRefunds)
    if (!info.allowed) throw conflict(UNPAID_CANNOT_CANCEL)
    const payee = info.needs_sheba ? shebaPayee(body) : { sheba: null, accountName: null }

    // The move opens the refund of what was paid (none for cash on delivery), as any cancel does.
    const moved = await moveOrder(tx, orderId, { status: 'cancelled', note: body.reason }, 'customer', {
      gatewayRefunds,
      ...payee,
    })
    return moved?.refund ?? null
  })
}

/** The Sheba and account holder an owed refund is paid to, checked by the stores' own rule. */
export function shebaPayee(body: { sheba?: string; account_name?: string }): { sheba: string; accountName: string } {
  if (!body.sheba?.trim()) throw invalidField('body.sheba', SHEBA_NEEDED)
  const sheba = normalizeSheba(body.sheba)
  if (!sheba) throw invalidField('body.sheba', IDENTITY_MESSAGES.shebaInvalid)
  const accountName = body.account_name?.trim()
  if (!accountName) throw invalidField('body.account_name', ACCOUNT_NAME_NEEDED)
  return { sheba, accountName }
}
