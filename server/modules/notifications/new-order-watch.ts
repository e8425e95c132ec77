// A seller hears of a new cash-on-delivery order from the delivery worker, not from the purchase
// (decision 043): the order row the purchase commits is the event, and the worker, woken just
// after (deliver.ts soon), reads the orders in id order past `new_order_mark` and makes the store
// owners' notices. Exactly once: the notices are written in the statement that moves the mark,
// only if the mark is still what the look read (a compare-and-set), and a notice's cause is unique
// per user besides.
//
// An order's id is taken before its transaction commits, so the worker may read past an id whose
// order becomes visible later. Every id it skipped is kept as a gap and looked for again at each
// read; a gap unseen for GAP_MS was rolled back (a sold-out cart, a refused code) and is dropped.
// A look runs several times a second under orders: it is three statements (the mark with the
// orders past it, their facts, the notices with the mark's move) and no transaction, each prepared
// once on the worker's own connection (preparedRows; decisions 033, 046).
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { preparedRows } from '../../db/rows'
import { checkoutOrderNotices } from './order-notices'
import { notifyIf } from './outbox'

/** Orders read per look. */
const WINDOW = 500
/** Longer than any transaction that writes orders stays open (a purchase's takes milliseconds). */
export const GAP_MS = 10 * 60_000
/** Gaps kept at most: a storm of refused purchases must not make every read heavier. */
const MAX_GAPS = 5000

/** An id read past, and when it was first missed (ms since the epoch). */
type Gap = [id: number, since: number]

interface Looked {
  last_id: number
  gaps: Gap[]
  /** null when no order is past the mark or in its gaps */
  id: number | null
  /** a cash-on-delivery order placed at checkout: its owner is told */
  news: boolean | null
}

/** The mark, with the orders past it (WINDOW at most) and those of its gaps: one row each. */
const look = (db: Db) =>
  preparedRows<Looked>(
    db,
    sql`select m.last_id, m.gaps, o.id, o.news from new_order_mark m left join lateral (
        (select id, purchase_id is not null and payment_method = 'cod' as news from orders
          where id > m.last_id order by id limit ${WINDOW})
        union all
        (select id, purchase_id is not null and payment_method = 'cod' from orders
          where id = any(array(select (g ->> 0)::int from jsonb_array_elements(m.gaps) g)))
      ) o on true`,
  )

/** Tells each store's owner of the new cash-on-delivery orders not told yet; answers how many. */
export async function watchNewOrders(db: Db, now: number): Promise<number> {
  let told = 0
  for (;;) {
    const rows = await look(db)
    const mark = rows[0]
    if (!mark) return told
    const found = rows.filter((r): r is Looked & { id: number } => r.id !== null)
    const seen = new Set(found.map((r) => r.id))
    const gaps = mark.gaps.filter(([id, since]) => !seen.has(id) && now - since < GAP_MS)
    const ahead = found.filter((r) => r.id > mark.last_id).sort((a, b) => a.id - b.id)
    let next = mark.last_id + 1
    for (const { id } of ahead) {
      for (; next < id && gaps.length < MAX_GAPS; next++) gaps.push([next, now])
      next = id + 1
    }
    const lastId = next - 1
    if (lastId === mark.last_id && gaps.length === mark.gaps.length) return told
    const news = found.filter((r) => r.news).map((r) => r.id)
    const notices = news.length ? await checkoutOrderNotices(db, news) : []
    const moved = await notifyIf(
      db,
      sql`update new_order_mark set last_id = ${lastId}, gaps = ${JSON.stringify(gaps)}::jsonb
        where last_id = ${mark.last_id} and gaps = ${JSON.stringify(mark.gaps)}::jsonb returning 1`,
      notices,
    )
    // Another look moved the mark first: read again from where it left it.
    if (!moved) continue
    told += notices.length
    if (ahead.length < WINDOW) return told
  }
}
