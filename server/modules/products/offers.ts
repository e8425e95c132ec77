// A store's offers (product_store_id): create, change price/stock/availability, remove, list.
// Every change refreshes the product's summary, which empties the catalogue caches, so the
// storefront shows a new offer, price or stock at once. A change made offline carries the value
// it was based on: the update is conditional on it (`where stock = expected`), so a sale that
// took stock meanwhile makes it a 409 with both values instead of a silent overwrite.
import { type SQL, sql } from 'drizzle-orm'
import { formatNumber } from '#sdk/rules/digits'
import type { components } from '#sdk/schema'
import type { Db } from '../../db/client'
import { firstImageUrl } from '../../db/projections'
import { isInt4, iso, queryRows } from '../../db/rows'
import { conflict, HttpError, notFound } from '../../lib/http-error'
import { refreshProductSummaries } from '../catalog/summary'
import { PRODUCT_NOT_FOUND } from './product-rows'

type Schemas = components['schemas']
export type Assignment = Schemas['Assignment']

export const ALREADY_OFFERED =
  'این محصول قبلاً در فروشگاه شما ثبت شده است؛ قیمت و موجودی را از ویرایش همان کالا تغییر دهید'
/** The statuses of an order still under way: an offer or store it holds cannot be deleted. */
export const OPEN_STATUSES_SQL = sql`('pending_payment', 'paid', 'processing', 'shipped')`

interface AssignmentRow {
  id: number
  product_id: number
  store_id: number
  price: number | string
  stock: number
  is_available: boolean
  product: Assignment['product']
  created_at: Date | string
  updated_at: Date | string
}

export const assignmentColumns = sql`o.id, o.product_id, o.store_id, o.price, o.stock, o.is_available,
  o.created_at, o.updated_at,
  json_build_object('id', p.id, 'slug', p.slug, 'name_fa', p.name_fa, 'image_url', ${firstImageUrl(sql`p.id`)},
    'category', json_build_object('id', c.id, 'slug', c.slug, 'name_fa', c.name_fa, 'parent_id', c.parent_id)) as product`
export const assignmentJoins = sql`join products p on p.id = o.product_id join categories c on c.id = p.category_id`

export const toAssignment = (r: AssignmentRow): Assignment => ({
  ...r,
  price: Number(r.price),
  created_at: iso(r.created_at) as string,
  updated_at: iso(r.updated_at) as string,
})

/** The store's offer of the product (404 when it has none). */
export async function storeOffer(db: Db, productId: number, storeId: number): Promise<Assignment> {
  if (!isInt4(productId)) throw notFound(PRODUCT_NOT_FOUND)
  const [row] = await queryRows<AssignmentRow>(
    db,
    sql`select ${assignmentColumns} from offers o ${assignmentJoins}
      where o.product_id = ${productId} and o.store_id = ${storeId} and o.deleted_at is null`,
  )
  if (!row) throw notFound(PRODUCT_NOT_FOUND)
  return toAssignment(row)
}

export interface OfferInput {
  price: number
  stock: number
  is_available?: boolean
}

/** A new offer (a deleted one of the same product comes back as new); 409 when the store already offers the product. */
export async function createOffer(db: Db, productId: number, storeId: number, input: OfferInput): Promise<void> {
  const [product] = await queryRows<{ id: number }>(db, sql`select id from products where id = ${productId}`)
  if (!product) throw notFound(PRODUCT_NOT_FOUND)
  const added = await queryRows<{ id: number }>(
    db,
    sql`insert into offers (product_id, store_id, price, stock, is_available)
      values (${productId}, ${storeId}, ${input.price}, ${input.stock}, ${input.is_available ?? true})
      on conflict (product_id, store_id) do update set price = excluded.price, stock = excluded.stock,
        is_available = excluded.is_available, deleted_at = null, created_at = now(), updated_at = now()
        where offers.deleted_at is not null
      returning id`,
  )
  if (added.length === 0) throw conflict(ALREADY_OFFERED)
  await refreshProductSummaries(db, [productId])
}

export interface OfferChange {
  price?: number
  stock?: number
  is_available?: boolean
  expected_price?: number
  expected_stock?: number
}

const LABEL = { price: 'قیمت', stock: 'موجودی' } as const

/** 409 naming the value that changed since the seller's edit was made, with both values. */
function staleValue(field: 'price' | 'stock', expected: number, current: number): HttpError {
  const detail = `${LABEL[field]} این کالا در این فاصله تغییر کرده است: ${formatNumber(expected)} بود و اکنون ${formatNumber(current)} است. مقدار درست را دوباره وارد کنید`
  return new HttpError(409, detail, { fields: { field, expected, current } })
}

/**
 * Changes the store's offer in one conditional statement: the expected values are part of its
 * where, so a concurrent sale between the seller's read and this write cannot be overwritten.
 */
export async function changeOffer(db: Db, productId: number, storeId: number, change: OfferChange): Promise<void> {
  if (!isInt4(productId)) throw notFound(PRODUCT_NOT_FOUND)
  const sets: SQL[] = [sql`updated_at = now()`]
  if (change.price !== undefined) sets.push(sql`price = ${change.price}`)
  if (change.stock !== undefined) sets.push(sql`stock = ${change.stock}`)
  if (change.is_available !== undefined) sets.push(sql`is_available = ${change.is_available}`)
  const guards: SQL[] = []
  if (change.expected_price !== undefined) guards.push(sql`and price = ${change.expected_price}`)
  if (change.expected_stock !== undefined) guards.push(sql`and stock = ${change.expected_stock}`)
  const changed = await queryRows<{ id: number }>(
    db,
    sql`update offers set ${sql.join(sets, sql`, `)}
      where product_id = ${productId} and store_id = ${storeId} and deleted_at is null ${sql.join(guards, sql` `)}
      returning id`,
  )
  if (changed.length === 0) {
    const [now] = await queryRows<{ price: number | string; stock: number }>(
      db,
      sql`select price, stock from offers
        where product_id = ${productId} and store_id = ${storeId} and deleted_at is null`,
    )
    if (!now) throw notFound(PRODUCT_NOT_FOUND)
    if (change.expected_stock !== undefined && now.stock !== change.expected_stock)
      throw staleValue('stock', change.expected_stock, now.stock)
    if (change.expected_price !== undefined) throw staleValue('price', change.expected_price, Number(now.price))
  }
  await refreshProductSummaries(db, [productId])
}

/** 409 naming how many open orders (waiting for payment, paid, processing, shipped) hold the offer. */
export const offerInOpenOrders = (n: number) =>
  `این کالا در ${formatNumber(n)} سفارش باز آمده است و تا تحویل یا لغو آن‌ها حذف نمی‌شود؛ تا آن زمان می‌توانید آن را ناموجود کنید`

/**
 * Removes the offer. Refused while an open order holds it. With only finished or cancelled orders
 * it is soft-deleted (deleted_at, not for sale): gone from the seller's lists and the storefront,
 * a cart line to it shows as unavailable, and the old orders keep their lines. With no order at all
 * the row goes (its cart lines, bundle items and homepage entries with it).
 */
export async function removeOffer(db: Db, productId: number, storeId: number): Promise<void> {
  const offer = await storeOffer(db, productId, storeId)
  // Locked first: a checkout (which locks its offers) either placed its order before, and is
  // counted, or sees the offer withdrawn after.
  await db.execute(sql`select id from offers where id = ${offer.id} for update`)
  const [orders] = await queryRows<{ open: number; all: number }>(
    db,
    sql`select count(distinct o.id) filter (where o.status in ${OPEN_STATUSES_SQL})::int as open,
        count(distinct o.id)::int as all
      from order_items i join orders o on o.id = i.order_id where i.offer_id = ${offer.id}`,
  )
  if (orders.open > 0) throw conflict(offerInOpenOrders(orders.open))
  await db.execute(
    sql`delete from homepage_resources where store_id = ${storeId} and resource_type = 'product' and resource_id = ${productId}`,
  )
  if (orders.all > 0) {
    await db.execute(sql`delete from bundle_items where offer_id = ${offer.id}`)
    await db.execute(
      sql`update offers set deleted_at = now(), is_available = false, updated_at = now() where id = ${offer.id}`,
    )
  } else {
    await db.execute(sql`delete from offers where id = ${offer.id}`)
  }
  await refreshProductSummaries(db, [productId])
}

/**
 * The store a call acts for when store_id may be omitted: the given one, else the caller's store
 * that offers the product (any offering store for an admin); 404 when there is none.
 */
export async function offeringStoreOf(db: Db, userId: number, admin: boolean, productId: number): Promise<number> {
  if (!isInt4(productId)) throw notFound(PRODUCT_NOT_FOUND)
  const [row] = await queryRows<{ store_id: number }>(
    db,
    sql`select o.store_id from offers o join stores s on s.id = o.store_id
      where o.product_id = ${productId} and o.deleted_at is null and s.deleted_at is null and (s.owner_id = ${userId} or ${admin}) order by o.id limit 1`,
  )
  if (!row) throw notFound(PRODUCT_NOT_FOUND)
  return row.store_id
}
