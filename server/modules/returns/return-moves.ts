// Moving a return along its flow (sdk/rules/returns.ts). Each move locks the return and is
// allowed only from the one status it leaves: a move the return has gone past is refused (409)
// and the same move again is harmless. Each adds a line to the timeline. Receiving the parcel
// makes the refund in the same transaction: the status, the refund row (openRefund) and the
// store's ledger debit (postRefund) commit together or not at all, so receiving twice, even at
// once, refunds once.
import { sql } from 'drizzle-orm'
import { RETURN_MESSAGES, type ReturnStatus, returnRefusal } from '#sdk/rules/returns'
import type { Db } from '../../db/client'
import { isInt4, queryRows } from '../../db/rows'
import { conflict, invalidField, notFound } from '../../lib/http-error'
import { recordAdminAction } from '../admin/audit'
import { postRefund } from '../finance/ledger'
import { noticeReturnMoved } from '../notifications/money-notices'
import { openRefund } from '../refunds/open-refund'
import { RETURN_NOT_FOUND, type ReturnScope, refundAmount } from './return-reads'

type Actor = 'customer' | 'store' | 'admin'

export interface ReturnMove {
  /** the one status this move leaves */
  from: ReturnStatus
  to: ReturnStatus
  by: Actor
  note?: string | null
  trackingCode?: string
  /** receive: put the items back in stock */
  restock?: boolean
}

/** What a move did: whether it moved (false: it was there already), the refund it opened, the restocked products. */
export interface MoveResult {
  moved: boolean
  refundId: number | null
  products: number[]
}

const scopeWhere = (scope: ReturnScope) =>
  'userId' in scope ? sql`user_id = ${scope.userId}` : 'storeId' in scope ? sql`store_id = ${scope.storeId}` : sql`true`

/** Applies the move to a return the scope sees; `gatewayRefunds`: the gateway can send money back. */
export async function moveReturn(
  tx: Db,
  scope: ReturnScope,
  id: number,
  move: ReturnMove,
  gatewayRefunds: boolean,
): Promise<MoveResult> {
  const unmoved = { moved: false, refundId: null, products: [] }
  if (!isInt4(id)) throw notFound(RETURN_NOT_FOUND)
  const note = move.note?.trim() || null
  const [row] = await queryRows<{ status: ReturnStatus; order_id: number; sheba: string | null; name: string | null }>(
    tx,
    sql`select status, order_id, refund_sheba as sheba, refund_account_name as name
      from order_returns where id = ${id} and ${scopeWhere(scope)} for update`,
  )
  if (!row) throw notFound(RETURN_NOT_FOUND)
  if (row.status === move.to) return unmoved // the same move again (a double tap, a replay) is harmless
  if (row.status !== move.from) throw conflict(returnRefusal(row.status, move.to))
  if (move.to === 'rejected' && !note) throw invalidField('body.note', RETURN_MESSAGES.rejectNeedsNote)
  if (move.by === 'admin' && !note) throw invalidField('body.note', RETURN_MESSAGES.decisionNeedsNote)
  const tracking = move.trackingCode?.trim()
  if (move.to === 'sent_back' && !tracking) throw invalidField('body.tracking_code', RETURN_MESSAGES.trackingNeeded)

  const decided = move.to === 'rejected' || move.by === 'admin'
  const receiving = move.to === 'refunded'
  await tx.execute(sql`update order_returns set status = ${move.to}, updated_at = now()
      ${decided ? sql`, decision_note = ${note}` : sql``}
      ${move.to === 'sent_back' ? sql`, tracking_code = ${tracking}` : sql``}
      ${receiving ? sql`, restocked = ${move.restock === true}` : sql``}
    where id = ${id}`)
  await tx.execute(sql`insert into return_events (return_id, status, by, note)
    values (${id}, ${move.to}, ${move.by}, ${move.to === 'sent_back' ? `کد رهگیری: ${tracking}` : note})`)
  await noticeReturnMoved(tx, id, { to: move.to, by: move.by, note }) // the customer hears others' steps
  if (!receiving) return { moved: true, refundId: null, products: [] }

  const items = await queryRows<{ order_item_id: number; quantity: number; amount: number }>(
    tx,
    sql`select ri.order_item_id, ri.quantity, ${refundAmount()} as amount
      from return_items ri join order_items i on i.id = ri.order_item_id
      left join order_item_money m on m.order_item_id = i.id
      where ri.return_id = ${id}`,
  )
  const refund = await openRefund(
    tx,
    {
      orderId: row.order_id,
      reason: 'return',
      returnId: id,
      amount: items.reduce((sum, it) => sum + Number(it.amount), 0),
      sheba: row.sheba,
      accountName: row.name,
    },
    gatewayRefunds,
  )
  await postRefund(
    tx,
    refund.id,
    items.map((it) => ({ orderItemId: it.order_item_id, quantity: it.quantity })),
  )
  const products = move.restock ? await restock(tx, id) : []
  return { moved: true, refundId: refund.id, products }
}

/** Puts the returned items back in their offers' stock; answers the products whose stock changed. */
async function restock(tx: Db, id: number): Promise<number[]> {
  const rows = await queryRows<{ product_id: number }>(
    tx,
    sql`update offers o set stock = o.stock + x.q, updated_at = now()
      from (select i.offer_id, sum(ri.quantity)::int as q from return_items ri join order_items i on i.id = ri.order_item_id
        where ri.return_id = ${id} group by i.offer_id) x
      where o.id = x.offer_id returning o.product_id`,
  )
  return rows.map((r) => r.product_id)
}

/** An admin's decision in the audit log. */
export async function recordReturnDecision(tx: Db, adminId: number, id: number, decision: string, note: string) {
  await recordAdminAction(tx, adminId, {
    action: 'return.decide',
    targetType: 'return',
    targetId: id,
    note,
    details: { decision },
  })
}
