// Notices about money coming back or going out, written in the transaction of their cause
// (outbox.ts): a return requested (to the store's owner), each step of it the customer did not
// take themselves (to the customer), a refund done (to the customer) and a payout paid (to the
// store's owner). A seller's notice names the order and the items, never the customer.
import { sql } from 'drizzle-orm'
import { RETURN_REASON_NAMES, type ReturnReason, type ReturnStatus } from '#sdk/rules/returns'
import type { Db } from '../../db/client'
import { queryRows } from '../../db/rows'
import { notify } from './outbox'
import { links, no, toman } from './wording'

/** A customer asked to return items: the store's owner is to decide. */
export async function noticeReturnRequested(tx: Db, returnId: number): Promise<void> {
  const [r] = await queryRows<{
    order_id: number
    store_id: number
    owner_id: number
    reason: ReturnReason
    items: number
  }>(
    tx,
    sql`select r.order_id, r.store_id, s.owner_id, r.reason,
        (select coalesce(sum(ri.quantity), 0)::int from return_items ri where ri.return_id = r.id) as items
      from order_returns r join stores s on s.id = r.store_id where r.id = ${returnId}`,
  )
  if (!r) return
  await notify(tx, [
    {
      userId: r.owner_id,
      event: 'return_requested',
      cause: `return:${returnId}:requested`,
      title: `درخواست مرجوعی برای سفارش ${no(r.order_id)}`,
      body: `${no(r.items)} کالا، به دلیل «${RETURN_REASON_NAMES[r.reason]}»؛ درخواست را بررسی کنید`,
      link: links.sellerReturn(r.store_id, returnId),
      storeId: r.store_id,
    },
  ])
}

type Mover = 'customer' | 'store' | 'admin'

/** What the customer reads of each step someone else took, by the status it reached. */
function returnStep(to: ReturnStatus, by: Mover, order: string, note: string | null) {
  const why = note ? `دلیل: ${note}` : ''
  switch (to) {
    case 'approved':
      return {
        title: `درخواست مرجوعی ${order} پذیرفته شد`,
        body: `${by === 'admin' ? 'پشتیبانی راسته درخواست شما را پذیرفت؛ ' : ''}کالا را برای فروشنده بفرستید و کد رهگیری مرسوله را در صفحهٔ مرجوعی وارد کنید`,
      }
    case 'rejected':
      return {
        title: `درخواست مرجوعی ${order} رد شد`,
        body: `${why}${why ? '؛ ' : ''}اگر با این تصمیم موافق نیستید، می‌توانید بررسی پشتیبانی را بخواهید`,
      }
    case 'closed':
      return { title: `درخواست مرجوعی ${order} بسته شد`, body: why || 'پشتیبانی راسته درخواست شما را نپذیرفت' }
    case 'refunded':
      return {
        title: `کالای مرجوعی ${order} به فروشنده رسید`,
        body: 'مبلغ کالاها به شما بازگردانده می‌شود؛ پس از واریز خبرتان می‌کنیم',
      }
    default:
      return null
  }
}

/** A return moved on (return-moves.ts): the customer hears each step they did not take themselves. */
export async function noticeReturnMoved(
  tx: Db,
  returnId: number,
  move: { to: ReturnStatus; by: Mover; note?: string | null },
): Promise<void> {
  if (move.by === 'customer') return // they escalated it, or sent it back: they know
  const [r] = await queryRows<{ user_id: number; order_id: number }>(
    tx,
    sql`select user_id, order_id from order_returns where id = ${returnId}`,
  )
  if (!r) return
  const step = returnStep(move.to, move.by, `سفارش ${no(r.order_id)}`, move.note?.trim() || null)
  if (!step) return
  await notify(tx, [
    {
      userId: r.user_id,
      event: 'return_updated',
      cause: `return:${returnId}:${move.to}`,
      ...step,
      link: links.return(returnId),
    },
  ])
}

/** A refund is done (the gateway sent it back, or an admin paid it by hand): the customer hears it. */
export async function noticeRefundPaid(tx: Db, refundId: number): Promise<void> {
  const [r] = await queryRows<{
    user_id: number
    order_id: number
    return_id: number | null
    amount: number
    method: 'gateway' | 'sheba'
    reference: string | null
  }>(
    tx,
    sql`select o.user_id, r.order_id, r.return_id, r.amount::float8 as amount, r.method, r.reference
      from refunds r join orders o on o.id = r.order_id where r.id = ${refundId} and r.status = 'done'`,
  )
  if (!r || Number(r.amount) <= 0) return // nothing was paid, nothing comes back
  const where =
    r.method === 'gateway'
      ? 'به کارتی که با آن پرداخت کرده بودید بازگشت'
      : `به حساب شما واریز شد${r.reference ? `؛ شمارهٔ پیگیری: ${r.reference}` : ''}`
  await notify(tx, [
    {
      userId: r.user_id,
      event: 'refund_paid',
      cause: `refund:${refundId}:paid`,
      title: `${toman(r.amount)} به شما بازگردانده شد`,
      body: `مبلغ ${r.return_id === null ? 'سفارش لغوشدهٔ' : 'مرجوعی سفارش'} ${no(r.order_id)} ${where}`,
      link: r.return_id === null ? links.order(r.order_id) : links.return(r.return_id),
    },
  ])
}

/** An admin marked a payout paid (settlements/decide.ts): the store's owner hears it. */
export async function noticePayoutPaid(tx: Db, payoutId: number): Promise<void> {
  const [p] = await queryRows<{
    store_id: number
    owner_id: number
    name: string
    amount: number
    reference: string | null
  }>(
    tx,
    sql`select p.store_id, s.owner_id, s.name, p.amount::float8 as amount, p.reference
      from payouts p join stores s on s.id = p.store_id where p.id = ${payoutId} and p.status = 'paid'`,
  )
  if (!p) return
  await notify(tx, [
    {
      userId: p.owner_id,
      event: 'payout_paid',
      cause: `payout:${payoutId}:paid`,
      title: `تسویهٔ ${toman(p.amount)} واریز شد`,
      body: `درآمد فروشگاه «${p.name}» به حساب شما واریز شد${p.reference ? `؛ شمارهٔ پیگیری بانک: ${p.reference}` : ''}`,
      link: links.finance(p.store_id),
      storeId: p.store_id,
    },
  ])
}
