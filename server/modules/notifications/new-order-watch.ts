// A seller hears of a new cash-on-delivery order from the delivery worker, not from the purchase
// (decision 043): the order row the purchase commits is the event, and the worker, woken just
// after (deliver.ts soon), reads the orders in id order past `new_order_mark` and makes the store
// owners' notices in its own transaction, with the mark moved on. Exactly once: the mark row is
// locked while it is read, and a notice's cause is unique per user.
//
// An order's id is taken before its transaction commits, so the worker may read past an id whose
// order becomes visible later. Every id it skipped is kept as a gap and looked for again at each
// read; a gap unseen for GAP_MS was rolled back (a sold-out cart, a refused code) and is dropped.
// Its statements run several times a second under orders: each is prepared once per connection
// (preparedRows), not planned at every look.
import { sql } from 'drizzle-orm'
import { intArray } from '../../db/arrays'
import type { Db } from '../../db/client'
import { preparedRows } from '../../db/rows'
import { noticeCheckoutOrders } from './order-notices'

/** Orders read per transaction. */
const WINDOW = 500
/** Longer than any transaction that writes orders stays open (a purchase's takes milliseconds). */
export const GAP_MS = 10 * 60_000
/** Gaps kept at most: a storm of refused purchases must not make every read heavier. */
const MAX_GAPS = 5000

/** An id read past, and when it was first missed (ms since the epoch). */
type Gap = [id: number, since: number]

/** Tells each store's owner of the new cash-on-delivery orders not told yet; answers how many. */
export async function watchNewOrders(db: Db, now: number): Promise<number> {
  let told = 0
  for (;;) {
    const { more, news } = await db.transaction(async (tx) => {
      const [mark] = await preparedRows<{ last_id: number; gaps: Gap[] }>(
        tx,
        sql`select last_id, gaps from new_order_mark for update`,
      )
      if (!mark) return { more: false, news: 0 }
      const rows = await preparedRows<{ id: number; news: boolean }>(
        tx,
        sql`(select id, purchase_id is not null and payment_method = 'cod' as news from orders
            where id > ${mark.last_id} order by id limit ${WINDOW})
          union all
          (select id, purchase_id is not null and payment_method = 'cod' from orders
            where id = any(${intArray(mark.gaps.map(([id]) => id))}))`,
      )
      const seen = new Set(rows.map((r) => r.id))
      const gaps = mark.gaps.filter(([id, since]) => !seen.has(id) && now - since < GAP_MS)
      const ahead = rows.filter((r) => r.id > mark.last_id).sort((a, b) => a.id - b.id)
      let next = mark.last_id + 1
      for (const { id } of ahead) {
        for (; next < id && gaps.length < MAX_GAPS; next++) gaps.push([next, now])
        next = id + 1
      }
      const news = rows.filter((r) => r.news).map((r) => r.id)
      if (news.length) await noticeCheckoutOrders(tx, news)
      const lastId = next - 1
      if (lastId !== mark.last_id || gaps.length !== mark.gaps.length)
        await preparedRows(
          tx,
          sql`update new_order_mark set last_id = ${lastId}, gaps = ${JSON.stringify(gaps)}::jsonb`,
        )
      return { more: ahead.length === WINDOW, news: news.length }
    })
    told += news
    if (!more) return told
  }
}
