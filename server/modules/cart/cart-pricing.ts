// The cart priced now: every item re-priced from its offer's current selling price (offerPrices,
// so automatic discounts exactly as the catalogue shows them), with the one problem that keeps it
// from being bought as it is. Checkout prices its lines with the same query (itemsNow); the
// mutations in cart.ts share the availability rules, so what they refuse with 409 is what a GET
// reports as a problem.
import { eq, type SQL, sql } from 'drizzle-orm'
import { countsTowardTotal, MAX_QUANTITY } from '#sdk/rules/cart-lines'
import type { components } from '#sdk/schema'
import type { Db } from '../../db/client'
import { imageOrder, storeSummaryJson } from '../../db/projections'
import { preparedRows } from '../../db/rows'
import type { StoreShipping } from '../../db/schema'
import { carts } from '../../db/schema/index'
import { offerPrices } from '../pricing'
import { bundleLinesNow, toCartBundle } from './cart-bundle-lines'

type Schemas = components['schemas']
export type Cart = Schemas['Cart']
export type CartItem = Schemas['CartItem']
export type CartProblem = Schemas['CartProblem']
type ProblemCode = Schemas['CartProblemCode']

export const SOLD_OUT = 'این کالا تمام شده است'
export const UNAVAILABLE = 'این کالا در حال حاضر قابل خرید نیست'
export const PRICE_CHANGED = 'قیمت این کالا تغییر کرده است'
export const NOT_ENOUGH_STOCK = 'موجودی این کالا کافی نیست'

const faNumber = (n: number) => new Intl.NumberFormat('fa-IR').format(n)
export const notEnoughStock = (stock: number) => `${NOT_ENOUGH_STOCK}؛ تنها ${faNumber(stock)} عدد موجود است`

/** An offer as it sells now: its selling price after automatic discounts, and its store's state. */
export interface OfferNow {
  id: number
  product_id: number
  store_id: number
  /** before discounts */
  price: number
  selling_price: number
  stock: number
  is_available: boolean
  /** the store's verified flag */
  verified: boolean
}

const offersNow = (where: SQL, user: SQL | null = null) =>
  sql`select pr.*, s.verified from (${offerPrices(where, user)}) pr join stores s on s.id = pr.store_id`

export async function offerNow(db: Db, offerId: number): Promise<OfferNow | undefined> {
  const [offer] = await preparedRows<OfferNow>(db, offersNow(sql`o.id = ${offerId}`))
  return offer
}

/**
 * Why `quantity` of the offer cannot be bought now (withdrawn, sold out, short of stock), or null.
 * A mutation refuses with its message (409); the cart shows it as the item's problem.
 */
export function stockProblem(
  offer: Pick<OfferNow, 'stock' | 'is_available' | 'verified'>,
  quantity: number,
): { code: ProblemCode; message: string; available_stock: number | null } | null {
  if (!offer.is_available || !offer.verified) {
    return { code: 'unavailable', message: UNAVAILABLE, available_stock: null }
  }
  if (offer.stock <= 0) return { code: 'sold_out', message: SOLD_OUT, available_stock: null }
  if (offer.stock < quantity) {
    return { code: 'insufficient_stock', message: notEnoughStock(offer.stock), available_stock: offer.stock }
  }
  return null
}

/** The user's cart id; the cart is made on first use. */
export async function cartIdOf(db: Db, userId: number): Promise<number> {
  const find = () => db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId))
  const [found] = await find()
  if (found) return found.id
  await db.insert(carts).values({ userId }).onConflictDoNothing()
  const [made] = await find()
  return made.id
}

/** The signed-in customer's cart, every item priced now. */
export async function pricedCart(db: Db, userId: number): Promise<Cart> {
  return priceCart(db, await cartIdOf(db, userId))
}

/** A cart item with its offer priced now, its product (pictures in order) and its store. */
export type ItemNow = OfferNow & {
  item_id: number
  quantity: number
  unit_price: number
  slug: string
  name_fa: string
  images: Schemas['ImageRef'][]
  store: Schemas['StoreSummary']
  shipping: StoreShipping
}

/**
 * One query: the cart's items (newest first) with their offers priced now, products and stores.
 * The cart shows them; checkout buys them. Prepared (preparedRows): its planning cost ten times
 * its run.
 */
export async function itemsNow(db: Db, cartId: number): Promise<ItemNow[]> {
  return preparedRows<ItemNow>(
    db,
    sql`select ci.id as item_id, ci.quantity, ci.unit_price, pr.*, p.slug, p.name_fa,
      (select coalesce(json_agg(json_build_object('url', i.url) order by ${imageOrder}),
        '[]'::json) from product_images i where i.product_id = p.id) as images,
      ${storeSummaryJson} as store, s.shipping
    from cart_items ci
    join (${offersNow(
      // The cart's offer ids as one array (an init plan): the offers are then read by primary key.
      // As a semi-join the planner guessed a thousand rows and scanned every offer (60 ms a cart
      // on 100,000 products).
      sql`o.id = any(array(select offer_id from cart_items where cart_id = ${cartId}))`,
      sql`(select user_id from carts where id = ${cartId})`, // a member's group prices
    )}) pr
      on pr.id = ci.offer_id
    join products p on p.id = pr.product_id
    join stores s on s.id = pr.store_id
    where ci.cart_id = ${cartId}
    order by ci.created_at desc, ci.id desc`,
  )
}

/** The cart's items and bundle lines priced now, its totals (sdk/rules/cart-lines) and problems. */
export async function priceCart(db: Db, cartId: number): Promise<Cart> {
  const [rows, bundleLines] = await Promise.all([itemsNow(db, cartId), bundleLinesNow(db, cartId)])
  const cart: Cart = { id: cartId, items: [], bundles: [], total: 0, original_total: 0, count: 0, problems: [] }
  for (const { line, bundle } of bundleLines) {
    const b = toCartBundle(line, bundle)
    cart.bundles.push(b)
    cart.count += b.quantity
    if (!countsTowardTotal(b.problem)) continue
    cart.total += b.line_total
    cart.original_total += b.price.original_price * b.quantity
  }
  for (const row of rows) {
    const item = toItem(row)
    cart.items.push(item)
    cart.count += item.quantity
    if (item.problem) cart.problems.push(item.problem)
    if (!countsTowardTotal(item.problem)) continue // the PWA's rule too (sdk/rules/cart-lines)
    cart.total += item.line_total
    cart.original_total += item.price.original_price * item.quantity
  }
  return cart
}

function toItem(r: ItemNow): CartItem {
  return {
    id: r.item_id,
    quantity: r.quantity,
    product_store_id: r.id,
    price: { selling_price: r.selling_price, original_price: r.price, unit_price: r.unit_price },
    line_total: r.selling_price * r.quantity,
    max_quantity: r.is_available && r.verified ? Math.min(r.stock, MAX_QUANTITY) : 0,
    product: { id: r.product_id, slug: r.slug, name: r.name_fa, images: r.images, store: r.store },
    problem: problemOf(r),
  }
}

function problemOf(r: ItemNow): CartProblem | null {
  const blocking = stockProblem(r, r.quantity)
  if (blocking) return { item_id: r.item_id, ...blocking, new_price: null }
  if (r.selling_price !== r.unit_price) {
    return {
      item_id: r.item_id,
      code: 'price_changed',
      message: PRICE_CHANGED,
      new_price: r.selling_price,
      available_stock: null,
    }
  }
  return null
}
