// The customer's wishlist (wishlist.yaml): products kept with their alerts. Keeping and removing
// are idempotent, so a change the PWA queued offline and replays is the same change: keeping again
// changes only the alerts it names, removing what is not kept removes nothing. Cards are the
// catalogue's own (catalog/product-cards.ts), priced as every other list prices them.
import { type SQL, sql } from 'drizzle-orm'
import type { components } from '#sdk/schema'
import type { Db } from '../../db/client'
import { isInt4, iso, queryRows } from '../../db/rows'
import { notFound } from '../../lib/http-error'
import { cardsByIds } from '../catalog/product-cards'
import { PRODUCT_NOT_FOUND } from '../catalog/product-detail'
import { publicProductSql } from '../catalog/product-scope'

type Schemas = components['schemas']
export type WishlistItem = Schemas['WishlistItem']
export type WishlistItemInput = Schemas['WishlistItemInput']

/** A new item's share when none is given (the contract's default). */
export const DEFAULT_DROP_PERCENT = 10

interface ItemRow {
  product_id: number
  back_in_stock: boolean
  price_drop: boolean
  price_drop_percent: number
  price_at_add: number | string | null
  created_at: Date | string
}

const ITEM_COLUMNS = sql`product_id, back_in_stock, price_drop, price_drop_percent, price_at_add, created_at`

/** The rows with their products' cards, in the rows' order. */
async function withCards(db: Db, rows: ItemRow[]): Promise<WishlistItem[]> {
  const cards = await cardsByIds(
    db,
    rows.map((r) => r.product_id),
    null,
    { unlisted: true },
  )
  const byId = new Map(cards.map((card) => [card.id, card]))
  return rows.flatMap((r) => {
    const product = byId.get(r.product_id)
    if (!product) return []
    return [
      {
        product,
        alerts: { back_in_stock: r.back_in_stock, price_drop: r.price_drop },
        price_drop_percent: r.price_drop_percent,
        price_at_add: r.price_at_add === null ? null : Number(r.price_at_add),
        added_at: iso(r.created_at) as string,
      },
    ]
  })
}

async function keptCount(db: Db, userId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from wishlist_items where user_id = ${userId}`,
  )
  return row?.n ?? 0
}

/** A page of the user's kept products, newest first. */
export async function wishlistPage(
  db: Db,
  userId: number,
  { skip, limit }: { skip: number; limit: number },
): Promise<Schemas['WishlistPage']> {
  const rows = await queryRows<ItemRow & { total: number }>(
    db,
    sql`select ${ITEM_COLUMNS}, count(*) over ()::int as total from wishlist_items
      where user_id = ${userId} order by created_at desc, product_id desc limit ${limit} offset ${skip}`,
  )
  // A page past the end has no row to carry the count: it is asked for alone.
  const total = rows.length ? rows[0].total : skip > 0 ? await keptCount(db, userId) : 0
  return { items: await withCards(db, rows), total, skip, limit }
}

/** Every kept product's id (the hearts on cards), newest first. */
export async function wishlistIds(db: Db, userId: number): Promise<number[]> {
  const rows = await queryRows<{ product_id: number }>(
    db,
    sql`select product_id from wishlist_items where user_id = ${userId} order by created_at desc, product_id desc`,
  )
  return rows.map((r) => r.product_id)
}

/**
 * Keeps the product, or changes the alerts of a kept one (only what the input names). A new item
 * remembers the product's best price now: the price it was kept at, and the one a drop is measured
 * from. Switching the price alert on measures from today's price again. A product nobody offers
 * (or none at all) is 404, unless it is kept already: its alerts may still change.
 */
export async function keepProduct(
  db: Db,
  userId: number,
  productId: number,
  input: WishlistItemInput,
): Promise<WishlistItem> {
  if (!isInt4(productId)) throw notFound(PRODUCT_NOT_FOUND)
  const given = (value: boolean | number | undefined): SQL => (value === undefined ? sql`null` : sql`${value}`)
  const [row] = await queryRows<ItemRow>(
    db,
    sql`insert into wishlist_items as w (user_id, product_id, back_in_stock, price_drop, price_drop_percent,
        price_at_add, alert_price)
      select ${userId}, p.id, coalesce(${given(input.back_in_stock)}::boolean, false),
        coalesce(${given(input.price_drop)}::boolean, false),
        coalesce(${given(input.price_drop_percent)}::smallint, ${DEFAULT_DROP_PERCENT}), ps.best_price, ps.best_price
      from products p left join product_summaries ps on ps.product_id = p.id
      where p.id = ${productId} and (${publicProductSql}
        or exists (select 1 from wishlist_items k where k.user_id = ${userId} and k.product_id = p.id))
      on conflict (user_id, product_id) do update set
        back_in_stock = coalesce(${given(input.back_in_stock)}::boolean, w.back_in_stock),
        price_drop = coalesce(${given(input.price_drop)}::boolean, w.price_drop),
        price_drop_percent = coalesce(${given(input.price_drop_percent)}::smallint, w.price_drop_percent),
        alert_price = case when coalesce(${given(input.price_drop)}::boolean, w.price_drop) and not w.price_drop
          then excluded.alert_price else w.alert_price end
      returning ${ITEM_COLUMNS}`,
  )
  if (!row) throw notFound(PRODUCT_NOT_FOUND)
  const [item] = await withCards(db, [row])
  return item
}

/** Stops keeping the product; harmless when it is not kept. */
export async function forgetProduct(db: Db, userId: number, productId: number): Promise<void> {
  if (!isInt4(productId)) return
  await db.execute(sql`delete from wishlist_items where user_id = ${userId} and product_id = ${productId}`)
}
