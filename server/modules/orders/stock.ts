// Taking stock for a sale, checkout's and a seller's manual order alike. The callers have locked
// the offers (in id order) and checked the stock, so the conditional update cannot race; it stays
// conditional (stock >= q) as the last guard against overselling.
import { type SQL, sql } from 'drizzle-orm'
import { intArray } from '../../db/arrays'
import type { Db } from '../../db/client'
import { preparedRows } from '../../db/rows'
import { conflict } from '../../lib/http-error'

export interface StockTake {
  /** one entry per offer: an update joined to the same offer twice would take only one of them */
  offerId: number
  quantity: number
  /** the product's name, for the refusal */
  name: string
}

/** What the update answers for each offer it took from: its product and the stock left. */
export interface Taken {
  id: number
  product_id: number
  stock: number
}

/** The update that takes the stock, answering Taken rows: run alone (takeStock) or inside checkout's write. */
export function stockUpdate(offers: StockTake[]): SQL {
  return sql`update offers o set stock = o.stock - v.q, updated_at = now()
    from (select unnest(${intArray(offers.map((o) => o.offerId))}) as id,
      unnest(${intArray(offers.map((o) => o.quantity))}) as q) v
    where o.id = v.id and o.stock >= v.q returning o.id, o.product_id, o.stock`
}

/** Refuses (409) unless the stock of every offer was taken; returns the products whose offer just sold its last unit. */
export function soldOut(taken: Taken[], offers: StockTake[]): number[] {
  if (taken.length !== offers.length) {
    const short = offers.find((o) => !taken.some((t) => t.id === o.offerId)) as StockTake
    throw conflict(`موجودی «${short.name}» کافی نیست`)
  }
  return taken.filter((t) => t.stock === 0).map((t) => t.product_id)
}

/** Takes the stock of locked offers; returns the products whose offer just sold its last unit. */
export async function takeStock(tx: Db, offers: StockTake[]): Promise<number[]> {
  return soldOut(await preparedRows<Taken>(tx, stockUpdate(offers)), offers)
}
