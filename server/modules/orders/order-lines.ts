// The offers a seller puts in a manual order (a phone sale), read and checked the way checkout
// reads a cart: locked first, in id order (so two sales sharing offers never deadlock), then priced
// with the shared pricing (automatic discounts exactly as the storefront shows them). Used by
// createManualOrder and addOrderItem; the stock itself is taken by takeStock (stock.ts).
import { sql } from 'drizzle-orm'
import { intArray } from '../../db/arrays'
import type { Db } from '../../db/client'
import { firstImageUrl } from '../../db/projections'
import { isInt4, queryRows } from '../../db/rows'
import type { StoreShipping } from '../../db/schema'
import { conflict, forbidden, notFound } from '../../lib/http-error'
import { STORE_NOT_FOUND } from '../access'
import { offerPrices } from '../pricing'

export const OFFER_NOT_IN_STORE = 'این کالا در فروشگاه یافت نشد'
/** A store under review sells nothing yet (spec section 2: its sections are locked). */
export const STORE_UNDER_REVIEW = 'فروشگاه شما در حال بررسی است؛ پس از تأیید می‌توانید سفارش ثبت کنید'

export interface OfferLine {
  offerId: number
  productId: number
  quantity: number
  price: number
  sellingPrice: number
  name: string
  slug: string
  imageUrl: string | null
  stock: number
}

interface OfferRow {
  id: number
  product_id: number
  price: number
  selling_price: number
  stock: number
  is_available: boolean
  slug: string
  name: string
  image_url: string | null
}

/** The wanted quantities of the store's offers, summed per offer (an offer named twice is one line). */
export function mergeWanted(items: { product_store_id: number; quantity?: number }[]): Map<number, number> {
  const wanted = new Map<number, number>()
  for (const it of items) wanted.set(it.product_store_id, (wanted.get(it.product_store_id) ?? 0) + (it.quantity ?? 1))
  return wanted
}

/** Locks the store's offers (id order), prices them now, and checks each is on sale with the stock. */
export async function lockOfferLines(tx: Db, storeId: number, wanted: Map<number, number>): Promise<OfferLine[]> {
  const ids = [...wanted.keys()].sort((a, b) => a - b)
  if (!ids.every(isInt4)) throw notFound(OFFER_NOT_IN_STORE)
  const array = intArray(ids)
  const locked = await queryRows<{ id: number }>(
    tx,
    sql`select id from offers where id = any(${array}) and store_id = ${storeId} and deleted_at is null
      order by id for update`,
  )
  if (locked.length !== ids.length) throw notFound(OFFER_NOT_IN_STORE)
  const rows = await queryRows<OfferRow>(
    tx,
    sql`select pr.id, pr.product_id, pr.price, pr.selling_price, pr.stock, pr.is_available, p.slug, p.name_fa as name,
        ${firstImageUrl(sql`p.id`)} as image_url
      from (${offerPrices(sql`o.id = any(${array})`)}) pr join products p on p.id = pr.product_id order by pr.id`,
  )
  return rows.map((r) => {
    const quantity = wanted.get(r.id) ?? 0
    if (!r.is_available) throw conflict(`«${r.name}» در حال حاضر فروخته نمی‌شود`)
    if (r.stock < quantity) throw conflict(r.stock <= 0 ? `«${r.name}» تمام شده است` : `موجودی «${r.name}» کافی نیست`)
    return {
      offerId: r.id,
      productId: r.product_id,
      quantity,
      price: Number(r.price),
      sellingPrice: Number(r.selling_price),
      name: r.name,
      slug: r.slug,
      imageUrl: r.image_url,
      stock: r.stock,
    }
  })
}

/** The store, which must be verified to sell (the order's foreign key keeps it from being deleted meanwhile). */
export async function sellingStore(tx: Db, storeId: number) {
  const [store] = await queryRows<{
    id: number
    name: string
    verified: boolean
    shipping: StoreShipping
  }>(tx, sql`select id, name, verified, shipping from stores where id = ${storeId}`)
  if (!store) throw notFound(STORE_NOT_FOUND)
  if (!store.verified) throw forbidden(STORE_UNDER_REVIEW)
  return store
}

/** Subtotal and total of an order from its items (manual orders carry no code discount). */
export async function recomputeTotals(tx: Db, orderId: number): Promise<void> {
  await tx.execute(sql`update orders o set
      subtotal = x.subtotal, total = x.subtotal - o.discount_amount + o.shipping_fee, updated_at = now()
    from (select coalesce(sum(unit_price * quantity), 0)::bigint as subtotal from order_items where order_id = ${orderId}) x
    where o.id = ${orderId}`)
}
