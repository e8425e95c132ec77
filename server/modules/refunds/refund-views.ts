// What the customer's order says about cancelling and refunds: whether cancelling is allowed
// now, what it would give back and whether a Sheba is needed (the gateway cannot refund), and,
// once cancelled, its refund's state.
import { sql } from 'drizzle-orm'
import type { components } from '#sdk/schema'
import type { Db } from '../../db/client'
import { queryRows } from '../../db/rows'
import { cancelRefundAmount, PAID_AT_GATEWAY, type PaidHow, throughGateway } from './open-refund'

type Schemas = components['schemas']

export interface CancelFacts extends PaidHow {
  status: Schemas['OrderStatus']
  payment_status: Schemas['PaymentStatus']
  total: number
}

/**
 * Paid online or taken as cash on delivery and not yet shipped: cancellable. An unpaid online
 * order is not (it expires with its purchase, giving its stock and code back). What comes back is
 * what the customer paid for this order: its total (items after the code's share, plus shipping)
 * when the payment is in; nothing for cash not yet collected.
 */
export function cancelInfo(order: CancelFacts, gatewayRefunds: boolean): Schemas['OrderCancelInfo'] {
  const allowed =
    order.status === 'paid' ||
    order.status === 'processing' ||
    (order.status === 'pending_payment' && order.payment_method === 'cod')
  const refund = cancelRefundAmount(order)
  return { allowed, refund_amount: refund, needs_sheba: refund > 0 && !throughGateway(order, gatewayRefunds) }
}

/** The order with its `cancel` and `refund` fields, as its customer reads it. */
export async function withCancelInfo(
  db: Db,
  order: Schemas['PublicOrder'],
  gatewayRefunds: boolean,
): Promise<Schemas['PublicOrder']> {
  const [refund] = await queryRows<Schemas['OrderRefund']>(
    db,
    sql`select status, method, amount, sheba from refunds where order_id = ${order.id} and reason = 'cancel'`,
  )
  const [paid] = await queryRows<{ paid_at_gateway: boolean }>(
    db,
    sql`select ${PAID_AT_GATEWAY} as paid_at_gateway from orders o where o.id = ${order.id}`,
  )
  const facts = {
    status: order.status,
    payment_method: order.payment.method,
    paid_at_gateway: paid?.paid_at_gateway === true,
    payment_status: order.payment.status,
    total: order.total,
  }
  return {
    ...order,
    cancel: cancelInfo(facts, gatewayRefunds),
    refund: refund ? { ...refund, amount: Number(refund.amount) } : null,
  }
}
