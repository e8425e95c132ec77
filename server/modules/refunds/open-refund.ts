// The one way a refund is opened (issue 30, decision 039), inside the transaction of the change
// that causes it (a cancelled order, a received return). One refund per cancelled order and one
// per return (unique indexes): opening it again returns the one already there, so a replayed or
// racing request never refunds twice.
//
// An online payment goes back through the gateway when the gateway can refund (status pending:
// a worker asks the gateway after the commit, and retries); otherwise, and always for cash on
// delivery, the refund is owed and paid by hand to the Sheba the customer gave.
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { queryRows } from '../../db/rows'
import type { RefundMethod, RefundReason, RefundStatus } from '../../db/schema'
import { invalidField } from '../../lib/http-error'

export const SHEBA_NEEDED = 'برای بازگرداندن مبلغ، شماره شبای حساب خود را وارد کنید'

export interface RefundInput {
  orderId: number
  reason: RefundReason
  returnId?: number
  /** toman, what the customer paid for what is refunded */
  amount: number
  /** the customer's Sheba and account holder, for a refund paid by hand */
  sheba?: string | null
  accountName?: string | null
  /**
   * The customer was not asked (the seller or an admin cancelled): a refund paid by hand is owed
   * without a Sheba, and the admins' refunds desk gets it from the customer (their phone is there).
   */
  shebaLater?: boolean
}

/** What a cancel needs to give the money back: whether the gateway can refund, and the customer's Sheba if they gave one. */
export interface RefundTerms {
  gatewayRefunds: boolean
  sheba?: string | null
  accountName?: string | null
}

export interface OpenedRefund {
  id: number
  method: RefundMethod
  status: RefundStatus
  amount: number
}

/** How an order was paid, as far as giving the money back goes. */
export interface PaidHow {
  payment_method: 'online' | 'cod'
  paid_at_gateway: boolean
}

/**
 * SQL over an order `o`: its money came in through the gateway (its purchase has a paid payment).
 * An online order the seller marked paid by hand (a card-to-card transfer) did not, and the
 * gateway cannot give back what it never took.
 */
export const PAID_AT_GATEWAY = sql`exists (select 1 from payments p where p.purchase_id = o.purchase_id and p.status = 'paid')`

/** The refund goes back through the gateway (paid there, and it can refund); otherwise it is owed to a Sheba. */
export function throughGateway(order: PaidHow, gatewayRefunds: boolean): boolean {
  return order.payment_method === 'online' && order.paid_at_gateway && gatewayRefunds
}

/** Opens the refund, or returns the one this cause already has. `gatewayRefunds`: the gateway can refund. */
export async function openRefund(tx: Db, input: RefundInput, gatewayRefunds: boolean): Promise<OpenedRefund> {
  const [order] = await queryRows<PaidHow>(
    tx,
    sql`select o.payment_method, ${PAID_AT_GATEWAY} as paid_at_gateway from orders o where o.id = ${input.orderId}`,
  )
  const method: RefundMethod = order && throughGateway(order, gatewayRefunds) ? 'gateway' : 'sheba'
  if (method === 'sheba' && input.amount > 0 && !input.sheba && !input.shebaLater)
    throw invalidField('body.sheba', SHEBA_NEEDED)
  const status: RefundStatus = input.amount === 0 ? 'done' : method === 'gateway' ? 'pending' : 'owed'
  const [made] = await queryRows<OpenedRefund>(
    tx,
    sql`insert into refunds (order_id, return_id, reason, amount, method, status, sheba, account_name, done_at)
      values (${input.orderId}, ${input.returnId ?? null}, ${input.reason}, ${input.amount}, ${method}, ${status},
        ${method === 'sheba' ? (input.sheba ?? null) : null}, ${method === 'sheba' ? (input.accountName ?? null) : null},
        ${status === 'done' ? sql`now()` : null})
      on conflict do nothing
      returning id, method, status, amount`,
  )
  if (made) return made
  const [kept] = await queryRows<OpenedRefund>(
    tx,
    input.returnId === undefined
      ? sql`select id, method, status, amount from refunds where order_id = ${input.orderId} and reason = 'cancel'`
      : sql`select id, method, status, amount from refunds where return_id = ${input.returnId}`,
  )
  if (!kept) throw new Error(`refund for order ${input.orderId} neither made nor found`)
  return kept
}

/** What cancelling an order gives back: its total (items after the code's share, plus shipping) once paid; nothing before. */
export function cancelRefundAmount(order: { payment_status: string; total: number | string }): number {
  return order.payment_status === 'paid' ? Number(order.total) : 0
}

/**
 * The refund of an order being cancelled, by whoever cancels it (order-status.ts moveOrder): what
 * was paid for it, or nothing (null) when nothing was paid (unpaid, cash not yet collected).
 */
export async function openCancelRefund(
  tx: Db,
  order: { id: number; payment_status: string; total: number | string },
  terms: RefundTerms,
  byCustomer: boolean,
): Promise<OpenedRefund | null> {
  const amount = cancelRefundAmount(order)
  if (amount === 0) return null
  const input = {
    orderId: order.id,
    reason: 'cancel' as const,
    amount,
    sheba: terms.sheba,
    accountName: terms.accountName,
  }
  return openRefund(tx, { ...input, shebaLater: !byCustomer }, terms.gatewayRefunds)
}
