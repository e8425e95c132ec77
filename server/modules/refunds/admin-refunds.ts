// The admins' refunds desk: every refund with its customer and store, and marking an owed one
// paid by hand (a bank transfer to the customer's Sheba), recorded in the admin audit log.
import { sql } from 'drizzle-orm'
import type { components } from '#sdk/schema'
import type { Db } from '../../db/client'
import { isInt4, iso, queryRows } from '../../db/rows'
import type { RefundStatus } from '../../db/schema'
import { inTransaction } from '../../db/transaction'
import { conflict, invalidField, notFound } from '../../lib/http-error'
import { recordAdminAction } from '../admin/audit'
import { noticeRefundPaid } from '../notifications/money-notices'

type AdminRefund = components['schemas']['AdminRefund']

export const REFUND_NOT_FOUND = 'بازپرداخت یافت نشد'
export const REFERENCE_NEEDED = 'شماره پیگیری واریز را وارد کنید'
export const REFUND_ALREADY_DONE = 'این بازپرداخت قبلاً انجام شده است'
export const REFUND_THROUGH_GATEWAY = 'این مبلغ از راه درگاه پرداخت بازگردانده می‌شود و دستی پرداخت نمی‌شود'

interface Row {
  id: number
  order_id: number
  store_id: number
  store_name: string
  store_slug: string
  store_verified: boolean
  store_logo: string | null
  store_city: string | null
  user_id: number
  user_name: string | null
  user_phone: string
  reason: 'cancel' | 'return'
  amount: number
  method: AdminRefund['method']
  status: RefundStatus
  sheba: string | null
  account_name: string | null
  reference: string | null
  attempts: number
  last_error: string | null
  created_at: Date | string
  done_at: Date | string | null
}

const SELECT = sql`select r.id, r.order_id, s.id as store_id, s.name as store_name, s.slug as store_slug,
    s.verified as store_verified, s.logo_url as store_logo, s.city as store_city, u.id as user_id, u.name as user_name,
    u.phone as user_phone, r.reason, r.amount, r.method, r.status, r.sheba, r.account_name, r.reference, r.attempts,
    r.last_error, r.created_at, r.done_at
  from refunds r join orders o on o.id = r.order_id join stores s on s.id = o.store_id join users u on u.id = o.user_id`

function toRefund(r: Row): AdminRefund {
  return {
    id: r.id,
    order_id: r.order_id,
    store: {
      id: r.store_id,
      name: r.store_name,
      slug: r.store_slug,
      verified: r.store_verified,
      logo_url: r.store_logo,
      city: r.store_city,
    },
    customer: { id: r.user_id, name: r.user_name, phone: r.user_phone },
    reason: r.reason,
    amount: Number(r.amount),
    method: r.method,
    status: r.status,
    sheba: r.sheba,
    account_name: r.account_name,
    reference: r.reference,
    attempts: r.attempts,
    // A run's in-flight marker (run-refunds.ts) is not an error.
    last_error: r.last_error?.startsWith('sending:') ? null : r.last_error,
    created_at: iso(r.created_at) as string,
    done_at: iso(r.done_at),
  }
}

/** A page of refunds, newest first, of one status or all. */
export async function listRefunds(db: Db, q: { status?: RefundStatus; skip?: number; limit?: number }) {
  const { skip = 0, limit = 20, status } = q
  const where = status ? sql`where r.status = ${status}` : sql``
  const rows = await queryRows<Row>(db, sql`${SELECT} ${where} order by r.id desc offset ${skip} limit ${limit}`)
  const [{ n }] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from refunds r ${where}`)
  return { items: rows.map(toRefund), total: n, skip, limit }
}

/** Marks an owed refund paid by hand with the bank's reference; 409 when done or a gateway's. */
export async function markRefundPaid(db: Db, adminId: number, id: number, reference: string): Promise<AdminRefund> {
  if (!isInt4(id)) throw notFound(REFUND_NOT_FOUND)
  if (!reference.trim()) throw invalidField('body.reference', REFERENCE_NEEDED)
  return inTransaction(db, async (tx) => {
    const [paid] = await queryRows<{ order_id: number; amount: number }>(
      tx,
      sql`update refunds set status = 'done', reference = ${reference.trim()}, done_at = now()
        where id = ${id} and status = 'owed' returning order_id, amount`,
    )
    if (!paid) {
      const [row] = await queryRows<{ status: RefundStatus }>(tx, sql`select status from refunds where id = ${id}`)
      if (!row) throw notFound(REFUND_NOT_FOUND)
      throw conflict(row.status === 'done' ? REFUND_ALREADY_DONE : REFUND_THROUGH_GATEWAY)
    }
    await recordAdminAction(tx, adminId, {
      action: 'refund.paid',
      targetType: 'order',
      targetId: paid.order_id,
      details: { refund_id: id, amount: Number(paid.amount), reference: reference.trim() },
    })
    await noticeRefundPaid(tx, id) // the customer hears the money is back
    const [row] = await queryRows<Row>(tx, sql`${SELECT} where r.id = ${id}`)
    return toRefund(row)
  })
}
