// A customer's request to return items of a delivered order, within the return window. The order
// row is locked while the quantities are checked, so two requests at once cannot together return
// more than was bought.
import { sql } from 'drizzle-orm'
import { IDENTITY_MESSAGES, normalizeSheba } from '#sdk/rules/identity'
import { RETURN_MESSAGES, RETURN_WINDOW_DAYS as WINDOW_SHOWN } from '#sdk/rules/returns'
import type { components } from '#sdk/schema'
import { intArray } from '../../db/arrays'
import type { Db } from '../../db/client'
import { isInt4, queryRows } from '../../db/rows'
import type { ReturnPhoto } from '../../db/schema'
import { conflict, forbidden, invalidField, notFound } from '../../lib/http-error'
import { fileUrl } from '../files/files'
import { RETURN_WINDOW_DAYS } from '../finance/ledger'
import { noticeReturnRequested } from '../notifications/money-notices'
import { ORDER_NOT_FOUND } from '../orders/order-reads'
import { PAID_AT_GATEWAY, type PaidHow, SHEBA_NEEDED, throughGateway } from '../refunds/open-refund'
import { trustText } from '../trust'

type ReturnInput = components['schemas']['ReturnInput']

// The window the PWA names is the ledger's: a sale matures when no return can come any more.
if (WINDOW_SHOWN !== RETURN_WINDOW_DAYS)
  throw new Error('sdk/rules/returns.ts RETURN_WINDOW_DAYS differs from the ledger')

export const NOT_YOUR_PHOTO = 'فقط تصویرهایی را می‌توان افزود که خودتان برای این مرجوعی بارگذاری کرده‌اید'

/** The photos, each a file the customer uploaded to the folder `returns` (422/403 otherwise). */
async function photosOf(tx: Db, ids: number[] | undefined, userId: number): Promise<ReturnPhoto[]> {
  if (!ids?.length) return []
  const rows = await queryRows<{ id: number; owner_id: number; folder: string; filename: string }>(
    tx,
    sql`select id, owner_id, folder, filename from files where id = any(${intArray(ids)})`,
  )
  const byId = new Map(rows.map((r) => [r.id, r]))
  return ids.map((id, i) => {
    const file = byId.get(id)
    if (!file) throw invalidField(`body.photo_file_ids.${i}`, 'تصویر انتخاب‌شده یافت نشد؛ دوباره بارگذاری کنید')
    if (file.owner_id !== userId) throw forbidden(NOT_YOUR_PHOTO)
    if (file.folder !== 'returns') throw invalidField(`body.photo_file_ids.${i}`, NOT_YOUR_PHOTO)
    return { fileId: file.id, url: fileUrl(file.folder, file.filename) }
  })
}

/** The Sheba and holder a refund by hand needs: both, valid, when `needed`; otherwise none kept. */
function refundAccount(input: ReturnInput, needed: boolean): { sheba: string | null; name: string | null } {
  if (!needed) return { sheba: null, name: null }
  if (!input.sheba?.trim()) throw invalidField('body.sheba', SHEBA_NEEDED)
  const sheba = normalizeSheba(input.sheba)
  if (!sheba) throw invalidField('body.sheba', IDENTITY_MESSAGES.shebaInvalid)
  if (!input.account_name?.trim()) throw invalidField('body.account_name', RETURN_MESSAGES.accountNameNeeded)
  return { sheba, name: trustText(input.account_name, 'body.account_name', 100) }
}

interface OrderRow extends PaidHow {
  status: string
  store_id: number
  window_open: boolean | null
}

interface ItemRow {
  id: number
  name: string
  quantity: number
  /** in returns that are not closed (a rejection may still be escalated and approved) */
  held: number
}

/** Opens a return of the customer's delivered order; answers the new return's id. */
export async function requestReturn(
  tx: Db,
  userId: number,
  orderId: number,
  input: ReturnInput,
  gatewayRefunds: boolean,
): Promise<number> {
  if (!isInt4(orderId)) throw notFound(ORDER_NOT_FOUND)
  const description = input.description?.trim() ? trustText(input.description, 'body.description', 1000) : null
  const [order] = await queryRows<OrderRow>(
    tx,
    sql`select o.status, o.payment_method, ${PAID_AT_GATEWAY} as paid_at_gateway, o.store_id,
        (select max(e.at) from order_status_events e where e.order_id = o.id and e.status = 'delivered')
          + make_interval(days => ${RETURN_WINDOW_DAYS}) > now() as window_open
      from orders o where o.id = ${orderId} and o.user_id = ${userId} for update of o`,
  )
  if (!order) throw notFound(ORDER_NOT_FOUND)
  if (order.status !== 'delivered') throw conflict(RETURN_MESSAGES.notDelivered)
  if (!order.window_open) throw conflict(RETURN_MESSAGES.windowPassed)

  const wanted = new Map<number, number>()
  for (const it of input.items) wanted.set(it.order_item_id, (wanted.get(it.order_item_id) ?? 0) + it.quantity)
  const items = await queryRows<ItemRow>(
    tx,
    sql`select i.id, i.name, i.quantity,
        coalesce((select sum(ri.quantity) from return_items ri join order_returns r on r.id = ri.return_id
          where ri.order_item_id = i.id and r.status <> 'closed'), 0)::int as held
      from order_items i where i.order_id = ${orderId} and i.id = any(${intArray([...wanted.keys()].filter(isInt4))})`,
  )
  for (const [index, it] of input.items.entries()) {
    const item = items.find((row) => row.id === it.order_item_id)
    if (!item) throw invalidField(`body.items.${index}.order_item_id`, 'این کالا در این سفارش نیست')
    if ((wanted.get(item.id) ?? 0) > item.quantity - item.held)
      throw invalidField(`body.items.${index}.quantity`, RETURN_MESSAGES.tooMany(item.name))
  }
  const photos = await photosOf(tx, input.photo_file_ids, userId)
  const account = refundAccount(input, !throughGateway(order, gatewayRefunds))

  const [made] = await queryRows<{ id: number }>(
    tx,
    sql`insert into order_returns (order_id, store_id, user_id, reason, description, photos, refund_sheba, refund_account_name)
      values (${orderId}, ${order.store_id}, ${userId}, ${input.reason}, ${description}, ${JSON.stringify(photos)}::jsonb,
        ${account.sheba}, ${account.name})
      returning id`,
  )
  const rows = [...wanted].map(([id, q]) => ({ i: id, q }))
  await tx.execute(sql`insert into return_items (return_id, order_item_id, quantity)
    select ${made.id}, x.i, x.q from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(i int, q int)`)
  await tx.execute(sql`insert into return_events (return_id, status, by, note)
    values (${made.id}, 'requested', 'customer', null)`)
  await noticeReturnRequested(tx, made.id) // the store's owner is to decide
  return made.id
}
